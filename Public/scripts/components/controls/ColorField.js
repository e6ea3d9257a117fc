/**
 * A colour option: the system colour picker, an opacity percentage, and the `#RRGGBBAA` text the
 * config holds (that text field carries `name` = the key path, so it can be typed or pasted). The
 * text takes `#RGB`, `#RRGGBB`, `#RRGGBBAA` and CSS colour names and shows the `#RRGGBBAA` stored;
 * anything else is refused with a message next to the field and the last good colour stays.
 */

import { h, idFor } from '../dom.js';
import { isColor, splitColor, joinColor, parseColor, hexColor, parseColorInput } from '../../logic/color.js';
import { FieldError } from './FieldError.js';

/**
 * @param {import('../../logic/schema-controls.js').Control} control
 * @param {{onChange: (value: string, live: boolean) => void, describedBy: string}} options
 */
export function ColorField(control, { onChange, describedBy }) {
  const id = idFor('opt', control.path);
  let current = String(control.default ?? '#000000FF');
  const picker = h('input', { type: 'color', class: 'color__picker', 'aria-label': `${control.label} colour picker` });
  const alpha = h('input', {
    type: 'number',
    class: 'field color__alpha',
    min: '0',
    max: '100',
    step: '1',
    'aria-label': `${control.label} opacity in percent`,
  });
  const text = h('input', {
    type: 'text',
    class: 'field color__text',
    name: control.path,
    id,
    maxLength: 24,
    spellcheck: false,
    autocomplete: 'off',
    'aria-describedby': describedBy,
  });
  const swatch = h('span', { class: 'color__swatch', 'aria-hidden': 'true' });
  const error = FieldError(/** @type {HTMLInputElement} */ (text), `${id}-error`);

  /** @param {string} value @param {boolean} live */
  function commit(value, live) {
    current = hexColor(parseColor(value));
    error.clear();
    show();
    onChange(current, live);
  }

  function show() {
    const { rgb, alpha: percent } = splitColor(current);
    picker.value = rgb;
    if (document.activeElement !== alpha) alpha.value = String(percent);
    // A refused text stays in the field beside its message until a colour is applied.
    if (document.activeElement !== text && !error.shown) text.value = current;
    swatch.style.setProperty('--swatch', `rgba(${parseColor(current).r}, ${parseColor(current).g}, ${parseColor(current).b}, ${parseColor(current).a})`);
  }

  picker.addEventListener('input', () => commit(joinColor(picker.value, Number(alpha.value || 100)), true));
  alpha.addEventListener('input', () => {
    const n = Number(alpha.value);
    if (Number.isFinite(n) && alpha.value !== '') commit(joinColor(picker.value, n), true);
  });
  text.addEventListener('change', () => {
    const parsed = parseColorInput(text.value);
    if ('error' in parsed) {
      error.show(parsed.error, current);
      return;
    }
    commit(parsed.value, false);
    text.value = current;
  });
  text.addEventListener('blur', () => {
    if (!error.shown) text.value = current;
  });
  // Typed values outside 0–100 are clamped by joinColor; on leaving the field it shows the opacity
  // the colour now has, not the text typed (150 showed "150 %" at 100 %).
  alpha.addEventListener('change', () => {
    alpha.value = String(splitColor(current).alpha);
  });
  alpha.addEventListener('blur', () => {
    alpha.value = String(splitColor(current).alpha);
  });

  const element = h(
    'div',
    { class: 'color' },
    h('span', { class: 'color__well' }, swatch, picker),
    text,
    h('span', { class: 'color__alpha-box' }, alpha, h('span', { class: 'color__unit', 'aria-hidden': 'true' }, '%')),
    error.element,
  );
  return {
    element,
    focusTarget: text,
    /** @param {unknown} value */
    set(value) {
      if (typeof value !== 'string' || !isColor(value)) return;
      const next = hexColor(parseColor(value));
      // Another colour from outside (undo, reset, preset) replaces the refused text; the same one keeps it.
      if (next !== current) error.clear();
      current = next;
      show();
    },
  };
}
