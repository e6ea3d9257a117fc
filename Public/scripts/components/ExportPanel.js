/**
 * The Export tab: the saved configuration as Tabman code, a SwiftUITabPager view, or JSON, from
 * `GET /api/configs/{slug}/export?target=…`, with a copy button.
 */

import { h, copyButton } from './dom.js';

const TARGETS = [
  ['tabman', 'Tabman'],
  ['swiftui-tabpager', 'SwiftUI TabPager'],
  ['json', 'JSON'],
];

/**
 * @param {HTMLElement} el
 * @param {{load: (slug: string, target: string, version: number) => Promise<string>, onSave: () => void}} deps
 */
export function ExportPanel(el, { load, onSave }) {
  let target = 'tabman';
  /** @type {{slug: string, version: number, dirty: boolean} | null} */
  let info = null;
  let shownKey = '';
  let text = '';
  const code = h('code', { 'data-testid': 'export-code' });
  const pre = h('pre', { class: 'export__code', tabindex: '0', 'aria-label': 'Exported code' }, code);
  const status = h('p', { class: 'muted', role: 'status' });
  const note = h('p', { class: 'muted export__note' });
  const buttons = TARGETS.map(([value, label]) =>
    h('button', { type: 'button', class: 'toggle', 'aria-pressed': String(value === target), dataset: { target: value }, onclick: () => choose(value) }, label),
  );
  const copy = copyButton(() => text, 'Copy code');
  const save = h('button', { type: 'button', class: 'button button--primary', onclick: () => onSave() }, 'Save…');

  /** @param {string} value */
  function choose(value) {
    target = value;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.target === value));
    refresh();
  }

  async function refresh() {
    if (!info) {
      note.textContent = 'Export works on saved configurations: save this one first.';
      save.hidden = false;
      pre.hidden = true;
      copy.hidden = true;
      status.textContent = '';
      return;
    }
    save.hidden = true;
    note.textContent = info.dirty ? `Shows version ${info.version} as saved; save to include your latest changes.` : '';
    const key = `${info.slug}:${info.version}:${target}`;
    if (key === shownKey) return;
    shownKey = key;
    status.textContent = 'Loading…';
    code.textContent = '';
    pre.hidden = true;
    copy.hidden = true;
    try {
      text = await load(info.slug, target, info.version);
      if (shownKey !== key) return;
      code.textContent = text;
      pre.hidden = false;
      copy.hidden = false;
      status.textContent = '';
    } catch (error) {
      if (shownKey !== key) return;
      shownKey = '';
      pre.hidden = true;
      copy.hidden = true;
      const status404 = /** @type {any} */ (error)?.status === 404;
      status.textContent = status404
        ? 'This server does not offer code export yet.'
        : `Could not export: ${error instanceof Error ? error.message : error}`;
    }
  }

  el.replaceChildren(
    h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Export'), copy),
    h('div', { class: 'toggle-group', role: 'group', 'aria-label': 'Export target' }, ...buttons),
    note,
    save,
    status,
    pre,
  );

  return {
    /** @param {{slug: string, version: number, dirty: boolean} | null} next */
    update(next) {
      info = next;
    },
    refresh,
  };
}
