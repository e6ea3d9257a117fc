/**
 * The message next to a field that refused a value: why, and that the preview keeps the last good
 * value. While shown, the field is `aria-invalid`, described by the message, and marked
 * `data-not-applied` (drawn with a "not applied" mark by controls.css).
 */

import { h } from '../dom.js';
import { refusalText } from '../../logic/refusal.js';

/**
 * @param {HTMLInputElement} input  the field whose text was refused
 * @param {string} id  the message element's id (added to the field's `aria-describedby`)
 */
export function FieldError(input, id) {
  const element = h('span', { class: 'error-text field-error', id, role: 'alert', 'data-field-error': '' });
  const described = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!described.includes(id)) input.setAttribute('aria-describedby', [...described, id].join(' '));
  return {
    element,
    /**
     * @param {string} reason
     * @param {string} kept  the value in effect, as the field would show it
     */
    show(reason, kept) {
      element.textContent = refusalText(reason, kept);
      input.setAttribute('aria-invalid', 'true');
      input.dataset.notApplied = 'true';
    },
    clear() {
      element.textContent = '';
      input.removeAttribute('aria-invalid');
      delete input.dataset.notApplied;
    },
    /** Whether a refusal is shown. */
    get shown() {
      return input.hasAttribute('aria-invalid');
    },
  };
}
