/**
 * The Export tab: the configuration the preview shows — unsaved changes included — as Tabman code, a
 * SwiftUITabPager view, BTabViewController or TabBarController code, or JSON, from `POST /api/export?target=…`, with a copy button. It follows the
 * document while shown (0.25 s after the last change), so the code is always what is on screen.
 * "Wide view" opens the code in a dialog as wide as the window. Images: PNG and animated PNG of the saved
 * version, rendered by the server at a device's width and a chosen scale (saving comes first).
 * The code shown first is the design's own library's (`export-target.js`), until a target is picked.
 */

import { h, copyButton } from './dom.js';
import { DEVICES } from '../logic/geometry.js';
import { previewLink, PREVIEW_SCALES } from '../logic/preview-links.js';
import { parseViewQuery } from '../logic/view-state.js';
import { exportTargetFor } from '../logic/export-target.js';
import { colourEmojiNote, tabsWithColourEmoji } from '../logic/image-emoji.js';

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
 * @typedef {{doc: Record<string, any>, saved: {slug?: string, version: number, name: string} | null, dirty: boolean}} ExportInfo
 */

/**
 * @param {HTMLElement} el
 * @param {{load: (doc: Record<string, any>, target: string) => Promise<{text: string, fileName: string, type: string}>}} deps
 */
export function ExportPanel(el, { load }) {
  let target = 'tabman';
  /** Whether the designer picked the target; until then it follows the design's library. */
  let picked = false;
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
    h('button', { type: 'button', class: 'toggle', 'aria-pressed': String(value === target), dataset: { target: value }, onclick: () => {
      picked = true;
      choose(value);
    } }, label),
  );
  const copy = copyButton(() => text, 'Copy code');
  copy.hidden = true;
  const download = h('button', { type: 'button', class: 'button button--small', 'data-export-download': '', onclick: () => save() }, 'Download');
  download.hidden = true;

  /** Saves the shown code as a file, under the name the server gave it. */
  function save() {
    saveBlob(new Blob([text], { type: file.type }), file.name);
  }

  /** Hands `blob` to the browser as a download named `name`. @param {Blob} blob @param {string} name */
  function saveBlob(blob, name) {
    const url = URL.createObjectURL(blob);
    h('a', { href: url, download: name }).click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  /** Shows `value`'s code (at once when `refreshing`, else on the next refresh). @param {string} value */
  function choose(value, refreshing = true) {
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
    widen.hidden = true;
    if (refreshing) refresh({ now: true });
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
      widen.hidden = false;
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

  // The wide view: the same code in a modal dialog as wide as the window, with its own copy button.
  const wideCode = h('code', { 'data-testid': 'export-wide-code' });
  const wide = /** @type {HTMLDialogElement} */ (
    h('dialog', { class: 'dialog export__wide', 'aria-label': 'Exported code' },
      h('div', { class: 'panel__head' },
        h('h3', { class: 'panel__title' }, 'Export'),
        copyButton(() => text, 'Copy code'),
        h('button', { type: 'button', class: 'button button--small', onclick: () => wide.close() }, 'Close')),
      h('pre', { class: 'export__code export__code--wide', tabindex: '0' }, wideCode))
  );
  const widen = h('button', { type: 'button', class: 'button button--small', 'data-export-wide': '', onclick: () => {
    wideCode.textContent = text;
    wide.showModal();
  } }, 'Wide view');
  widen.hidden = true;

  // Images of the saved version from the server's renderer.
  const device = /** @type {HTMLSelectElement} */ (
    h('select', { class: 'field', 'aria-label': 'Device width', 'data-export-device': '' },
      ...DEVICES.map((d) => h('option', { value: String(d.width), selected: d.id === 'iphone-15-pro' }, `${d.name} (${d.width} pt)`)))
  );
  const scale = /** @type {HTMLSelectElement} */ (
    h('select', { class: 'field', 'aria-label': 'Scale', 'data-export-scale': '' },
      ...PREVIEW_SCALES.map((s) => h('option', { value: String(s), selected: s === 2 }, `@${s}x`)))
  );
  const png = /** @type {HTMLAnchorElement} */ (h('a', { class: 'button button--small', 'data-export-png': '', target: '_blank', rel: 'noopener' }, 'PNG'));
  const apng = /** @type {HTMLAnchorElement} */ (h('a', { class: 'button button--small', 'data-export-apng': '', target: '_blank', rel: 'noopener' }, 'Animated PNG'));
  const imagesNote = h('p', { class: 'muted export__note', role: 'status', 'data-export-images-note': '' });
  // What the images cannot show (image-emoji.js).
  const emojiNote = h('p', { class: 'muted export__note', 'data-export-emoji-note': '' });
  function updateImages() {
    const saved = info?.saved;
    const ready = Boolean(saved?.slug);
    png.hidden = apng.hidden = !ready;
    emojiNote.textContent = ready ? colourEmojiNote(tabsWithColourEmoji(info?.doc)) : '';
    emojiNote.hidden = !emojiNote.textContent;
    imagesNote.textContent = !ready
      ? 'Save the configuration to get images of it.'
      : info?.dirty ? `Images show version ${saved?.version} as saved, not your unsaved changes.` : '';
    if (!ready || !saved?.slug) return;
    // Drawn under the view the page shows, which its address carries (view-state.js).
    const view = parseViewQuery(location.search).view;
    const options = { width: Number(device.value), scale: Number(scale.value), version: saved.version, view };
    png.href = previewLink(saved.slug, { kind: 'png', ...options });
    png.download = `${saved.slug}-v${saved.version}@${options.scale}x.png`;
    apng.href = previewLink(saved.slug, { kind: 'apng', ...options });
    apng.download = `${saved.slug}-v${saved.version}@${options.scale}x.png`;
  }
  device.addEventListener('change', updateImages);
  scale.addEventListener('change', updateImages);
  // The view may have changed since: the links follow the address at the moment they are used. A plain
  // click renders first and saves the image only when there is one; a refused or failed render (an
  // animation past its budget, a server too busy) is said here instead of saved as a `.png` of JSON.
  // Other clicks (a new tab, a modified click) follow the link as it is.
  for (const link of [png, apng]) {
    link.addEventListener('click', (event) => {
      updateImages();
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      fetchImage(link);
    });
  }

  /** @param {HTMLAnchorElement} link */
  async function fetchImage(link) {
    if (link.getAttribute('aria-busy') === 'true') return;
    const label = link.textContent;
    link.setAttribute('aria-busy', 'true');
    link.textContent = 'Rendering…';
    try {
      const response = await fetch(link.href);
      if (!response.ok) {
        const body = await response.json().catch(() => null);
        throw new Error(body?.error?.message ?? `the server answered ${response.status}`);
      }
      saveBlob(await response.blob(), link.download);
    } catch (error) {
      imagesNote.textContent = `No image: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      link.textContent = label;
      link.removeAttribute('aria-busy');
    }
  }

  pre.hidden = true;
  el.replaceChildren(
    // The buttons stay together: when they leave the title no room they go to the next line as one row.
    h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Export'), h('div', { class: 'panel__actions' }, widen, download, copy)),
    h('div', { class: 'toggle-group toggle-group--wrap', role: 'group', 'aria-label': 'Export target' }, ...buttons),
    note,
    status,
    pre,
    h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Images')),
    h('div', { class: 'export__images' }, device, scale, png, apng),
    imagesNote,
    emojiNote,
    wide,
  );

  return {
    /** @param {ExportInfo} next */
    update(next) {
      info = next;
      if (!picked) choose(exportTargetFor(next.doc), false);
      updateImages();
    },
    refresh,
  };
}
