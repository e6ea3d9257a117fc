/**
 * Small DOM helpers for mount functions. Elements are built with properties and listeners, never
 * from HTML strings, so user text cannot inject markup and the strict CSP (no inline handlers)
 * holds.
 */

/**
 * Creates an element.
 *
 * ```js
 * h('button', {class: 'button', type: 'button', onclick: save, 'aria-label': 'Save'}, 'Save')
 * ```
 * Keys: `class`, `dataset` (object), `style` (object, applied through CSSOM), `on<event>`
 * (listener), `text`; keys with a dash and `role`, `for`, `name`, `value`… become attributes or
 * properties as appropriate. `null`, `undefined` and `false` values are skipped.
 * @param {string} tag
 * @param {Record<string, any>} [props]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (key === 'style') Object.assign(el.style, value);
    else if (key === 'text') el.textContent = value;
    else if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key in el && !key.includes('-') && key !== 'list' && key !== 'form') el[key] = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

/**
 * Replaces an element's children.
 * @param {Element} el
 * @param {...(Node | string | null | undefined | false)} children
 */
export function replaceChildren(el, ...children) {
  el.replaceChildren(...children.filter((c) => c !== null && c !== undefined && c !== false));
}

/**
 * An id safe for `id`/`for` attributes from a key path (`indicator.kind` → `opt-indicator-kind`).
 * @param {string} prefix
 * @param {string} path
 */
export function idFor(prefix, path) {
  return `${prefix}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * Copies text to the clipboard, falling back to a selected text area for older browsers.
 * @param {string} text
 * @returns {Promise<boolean>}
 */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = h('textarea', { value: text, readOnly: true, class: 'visually-hidden' });
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/**
 * A copy button that says "Copied" for a moment.
 * @param {() => string} getText
 * @param {string} label  accessible name, such as "Copy link"
 */
export function copyButton(getText, label) {
  const button = h('button', { type: 'button', class: 'button button--small', 'aria-label': label }, 'Copy');
  button.addEventListener('click', async () => {
    const ok = await copyText(getText());
    button.textContent = ok ? 'Copied' : 'Copy failed';
    setTimeout(() => {
      button.textContent = 'Copy';
    }, 1500);
  });
  return button;
}
