/**
 * The toolbar: preset menu (one per seed library), undo and redo, the document's state (unsaved
 * changes, saved version, revert), the connection status, and Save or Fork.
 */

import { h } from './dom.js';

/**
 * @param {HTMLElement} el  `.toolbar`
 * @param {{onPreset: (id: string) => void, onUndo: () => void, onRedo: () => void,
 *   onSave: () => void, onRevert: () => void}} handlers
 */
export function Toolbar(el, handlers) {
  const preset = /** @type {HTMLSelectElement} */ (el.querySelector('[data-preset-select]'));
  const presetHelp = /** @type {HTMLElement} */ (el.querySelector('[data-preset-help]'));
  const undo = /** @type {HTMLButtonElement} */ (el.querySelector('[data-undo]'));
  const redo = /** @type {HTMLButtonElement} */ (el.querySelector('[data-redo]'));
  const docState = /** @type {HTMLElement} */ (el.querySelector('[data-doc-state]'));
  const status = /** @type {HTMLElement} */ (el.querySelector('[data-status]'));
  const save = /** @type {HTMLButtonElement} */ (el.querySelector('[data-save]'));
  let presetIds = '';
  /** @type {any[]} */
  let presets = [];

  preset.addEventListener('change', () => handlers.onPreset(preset.value));
  undo.addEventListener('click', () => handlers.onUndo());
  redo.addEventListener('click', () => handlers.onRedo());
  save.addEventListener('click', () => handlers.onSave());
  const revert = h('button', { type: 'button', class: 'button button--small', onclick: () => handlers.onRevert() }, 'Revert');
  const docText = h('span');
  docState.append(docText, revert);

  return {
    /**
     * @param {{presets: any[], preset: string, canUndo: boolean, canRedo: boolean, dirty: boolean,
     *   saved: {name: string, version: number} | null, saveLabel: string}} state
     */
    update(state) {
      const ids = state.presets.map((p) => p.id).join(',');
      if (ids !== presetIds) {
        presetIds = ids;
        presets = state.presets;
        const libraries = new Map();
        for (const p of presets) {
          const library = p.library || 'Other';
          if (!libraries.has(library)) libraries.set(library, []);
          libraries.get(library).push(p);
        }
        preset.replaceChildren(
          ...[...libraries].map(([library, list]) =>
            h('optgroup', { label: library }, ...list.map((p) => h('option', { value: p.id, title: p.description ?? '' }, p.title || p.id))),
          ),
        );
      }
      preset.value = state.preset;
      presetHelp.textContent = presets.find((p) => p.id === state.preset)?.description ?? '';
      undo.disabled = !state.canUndo;
      redo.disabled = !state.canRedo;
      save.textContent = state.saveLabel;
      docText.textContent = state.dirty
        ? state.saved ? `${state.saved.name} · edited` : 'Unsaved changes'
        : state.saved ? `${state.saved.name} · v${state.saved.version}` : '';
      revert.hidden = !state.dirty;
      revert.setAttribute('aria-label', state.saved ? `Revert to version ${state.saved.version}` : 'Revert to the preset');
    },

    /**
     * @param {{status: string}} report
     * @param {string} text
     */
    setStatus(report, text) {
      status.dataset.state = report.status;
      status.textContent = text;
    },
  };
}
