/**
 * The Export tab: the configuration the preview shows — unsaved changes included — as Tabman code, a
 * SwiftUITabPager view, BTabViewController or TabBarController code, or JSON, from `POST /api/export?target=…`, with a copy button. It follows the
 * document while shown (0.25 s after the last change), so the code is always what is on screen.
 */

import { h, copyButton } from './dom.js';

const TARGETS = [
  ['tabman', 'Tabman'],
  ['swiftui-tabpager', 'SwiftUI TabPager'],
  ['btabviewcontroller', 'BTabViewController'],
  ['tabbarcontroller', 'TabBarController'],
  ['json', 'JSON'],
];

/** How long the panel waits after a change before exporting again, ms. */
const SETTLE_MS = 250;

/**
 * @typedef {{doc: Record<string, any>, saved: {version: number, name: string} | null, dirty: boolean}} ExportInfo
 */

/**
 * @param {HTMLElement} el
 * @param {{load: (doc: Record<string, any>, target: string) => Promise<{text: string, fileName: string, type: string}>}} deps
 */
export function ExportPanel(el, { load }) {
  let target = 'tabman';
  /** @type {ExportInfo | null} */
  let info = null;
  let shownKey = '';
  let text = '';
  /** The shown code's file name and media type, as the server gave them. */
  let file = { name: 'pager.txt', type: 'text/plain' };
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  const code = h('code', { 'data-testid': 'export-code' });
  const pre = h('pre', { class: 'export__code', tabindex: '0', 'aria-label': 'Exported code' }, code);
  const status = h('p', { class: 'muted', role: 'status' });
  const note = h('p', { class: 'muted export__note', 'data-export-note': '' });
  const buttons = TARGETS.map(([value, label]) =>
    h('button', { type: 'button', class: 'toggle', 'aria-pressed': String(value === target), dataset: { target: value }, onclick: () => choose(value) }, label),
  );
  const copy = copyButton(() => text, 'Copy code');
  copy.hidden = true;
  const download = h('button', { type: 'button', class: 'button button--small', 'data-export-download': '', onclick: () => save() }, 'Download');
  download.hidden = true;

  /** Saves the shown code as a file, under the name the server gave it. */
  function save() {
    const url = URL.createObjectURL(new Blob([text], { type: file.type }));
    const link = h('a', { href: url, download: file.name });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  /** @param {string} value */
  function choose(value) {
    if (value === target) return;
    target = value;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.target === value));
    // Code in another language is no stand-in while the new one loads.
    text = '';
    shownKey = '';
    code.textContent = '';
    pre.hidden = true;
    copy.hidden = true;
    download.hidden = true;
    refresh({ now: true });
  }

  /** What the code is of, in words. @param {ExportInfo} shown */
  function describe(shown) {
    if (!shown.saved) return 'From your unsaved configuration.';
    if (shown.dirty) return `Includes your unsaved changes to version ${shown.saved.version}.`;
    return `Version ${shown.saved.version}, as saved.`;
  }

  /**
   * Exports the shown document if it or the target changed: at once when asked (`now`: the tab was
   * opened, a target chosen), else after the document has been still for a moment.
   * @param {{now?: boolean}} [options]
   */
  function refresh({ now = false } = {}) {
    if (!info) return;
    note.textContent = describe(info);
    const key = `${target}:${JSON.stringify(info.doc)}`;
    clearTimeout(timer);
    if (key === shownKey) return;
    if (now || !text) run(key, info.doc);
    else timer = setTimeout(() => run(key, /** @type {ExportInfo} */ (info).doc), SETTLE_MS);
  }

  /** @param {string} key @param {Record<string, any>} doc */
  async function run(key, doc) {
    shownKey = key;
    const chosen = target;
    if (!text) status.textContent = 'Loading…';
    try {
      const result = await load(doc, chosen);
      if (shownKey !== key) return;
      text = result.text;
      file = { name: result.fileName, type: result.type };
      code.textContent = result.text;
      pre.hidden = false;
      copy.hidden = false;
      download.hidden = false;
      pre.dataset.target = chosen;
      status.textContent = '';
    } catch (error) {
      if (shownKey !== key) return;
      shownKey = '';
      const status404 = /** @type {any} */ (error)?.status === 404;
      status.textContent = status404
        ? 'This server does not offer code export yet.'
        : `Could not export: ${error instanceof Error ? error.message : error}`;
    }
  }

  pre.hidden = true;
  el.replaceChildren(
    h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Export'), download, copy),
    h('div', { class: 'toggle-group', role: 'group', 'aria-label': 'Export target' }, ...buttons),
    note,
    status,
    pre,
  );

  return {
    /** @param {ExportInfo} next */
    update(next) {
      info = next;
    },
    refresh,
  };
}
