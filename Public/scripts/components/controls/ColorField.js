/**
 * A colour option: the system colour picker, an opacity percentage, and the `#RRGGBBAA` text the
 * config holds (that text field carries `name` = the key path, so it can be typed or pasted).
 */

import { h, idFor } from '../dom.js';
import { isColor, splitColor, joinColor, parseColor, hexColor } from '../../logic/color.js';

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
    maxLength: 9,
    spellcheck: false,
    autocomplete: 'off',
    'aria-describedby': describedBy,
  });
  const swatch = h('span', { class: 'color__swatch', 'aria-hidden': 'true' });

  /** @param {string} value @param {boolean} live */
  function commit(value, live) {
    current = hexColor(parseColor(value));
    show();
    onChange(current, live);
  }

  function show() {
    const { rgb, alpha: percent } = splitColor(current);
    picker.value = rgb;
    if (document.activeElement !== alpha) alpha.value = String(percent);
    if (document.activeElement !== text) text.value = current;
    text.removeAttribute('aria-invalid');
    swatch.style.setProperty('--swatch', `rgba(${parseColor(current).r}, ${parseColor(current).g}, ${parseColor(current).b}, ${parseColor(current).a})`);
  }

  picker.addEventListener('input', () => commit(joinColor(picker.value, Number(alpha.value || 100)), true));
  alpha.addEventListener('input', () => {
    const n = Number(alpha.value);
    if (Number.isFinite(n) && alpha.value !== '') commit(joinColor(picker.value, n), true);
  });
  text.addEventListener('change', () => {
    const value = text.value.trim();
    const withHash = value.startsWith('#') ? value : `#${value}`;
    if (!isColor(withHash)) {
      text.setAttribute('aria-invalid', 'true');
      return;
    }
    commit(withHash, false);
    text.value = current;
  });
  text.addEventListener('blur', () => {
    if (!text.hasAttribute('aria-invalid')) text.value = current;
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
  );
  return {
    element,
    focusTarget: text,
    /** @param {unknown} value */
    set(value) {
      if (typeof value !== 'string' || !isColor(value)) return;
      current = hexColor(parseColor(value));
      show();
    },
  };
}
