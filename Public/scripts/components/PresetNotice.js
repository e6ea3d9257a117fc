/**
 * The notice after choosing another preset: what was kept and what could not be, with an Undo that
 * brings the previous preset and every edit back (docs/frontend.md "Preset switch").
 */

import { h } from './dom.js';

/**
 * @param {HTMLElement} el  where the notice goes (`[data-preset-notice]`)
 * @param {{onUndo: () => void}} handlers
 */
export function PresetNotice(el, handlers) {
  const text = h('span', { class: 'notice__text', 'data-testid': 'preset-notice-text' });
  const undo = h('button', { type: 'button', class: 'button button--small', 'data-testid': 'preset-notice-undo', onclick: () => handlers.onUndo() }, 'Undo');
  const close = h('button', { type: 'button', class: 'button button--small', 'aria-label': 'Dismiss', onclick: () => hide() }, '×');
  el.append(text, undo, close);
  el.hidden = true;

  function hide() {
    el.hidden = true;
    text.textContent = '';
  }

  return {
    /** @param {string} message */
    show(message) {
      text.textContent = message;
      el.hidden = false;
    },
    hide,
    get shown() {
      return !el.hidden;
    },
  };
}
