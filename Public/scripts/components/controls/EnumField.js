/**
 * An enum option as a segmented control (radio buttons in a group) or a `<select>`; booleans as a
 * switch. The input that carries the value has `name` = the option's key path.
 */

import { h, idFor } from '../dom.js';

/**
 * @param {import('../../logic/schema-controls.js').Control} control
 * @param {{onChange: (value: unknown) => void, describedBy: string}} options
 */
export function SegmentedField(control, { onChange, describedBy }) {
  const values = control.values ?? [];
  const radios = values.map((value, i) =>
    h('input', {
      type: 'radio',
      name: control.path,
      value: String(value),
      id: `${idFor('opt', control.path)}-${i}`,
      class: 'segmented__input',
      onchange: () => onChange(value),
    }),
  );
  const element = h(
    'div',
    { class: 'segmented', role: 'radiogroup', 'aria-labelledby': `${idFor('opt', control.path)}-label`, 'aria-describedby': describedBy },
    ...values.map((value, i) =>
      h('label', { class: 'segmented__option' }, radios[i], h('span', { class: 'segmented__text' }, humanize(String(value)))),
    ),
  );
  return {
    element,
    focusTarget: radios[0],
    /** @param {unknown} value */
    set(value) {
      for (const radio of radios) radio.checked = radio.value === String(value);
    },
  };
}

/**
 * @param {import('../../logic/schema-controls.js').Control} control
 * @param {{onChange: (value: unknown) => void, describedBy: string}} options
 */
export function SelectField(control, { onChange, describedBy }) {
  const values = control.values ?? [];
  const select = h(
    'select',
    { class: 'field', name: control.path, id: idFor('opt', control.path), 'aria-describedby': describedBy },
    ...values.map((value) => h('option', { value: String(value) }, humanize(String(value)))),
  );
  select.addEventListener('change', () => {
    const chosen = values.find((value) => String(value) === select.value);
    onChange(chosen === undefined ? select.value : chosen);
  });
  return {
    element: select,
    focusTarget: select,
    /** @param {unknown} value */
    set(value) {
      select.value = String(value);
    },
  };
}

/**
 * @param {import('../../logic/schema-controls.js').Control} control
 * @param {{onChange: (value: unknown) => void, describedBy: string}} options
 */
export function SwitchField(control, { onChange, describedBy }) {
  const input = h('input', {
    type: 'checkbox',
    role: 'switch',
    class: 'switch__input',
    name: control.path,
    id: idFor('opt', control.path),
    'aria-describedby': describedBy,
    onchange: () => onChange(input.checked),
  });
  const element = h('span', { class: 'switch' }, input, h('span', { class: 'switch__track', 'aria-hidden': 'true' }));
  return {
    element,
    focusTarget: input,
    /** @param {unknown} value */
    set(value) {
      input.checked = value === true;
    },
  };
}

/**
 * `centerDistributed` → `Center distributed`, `leftToRight` → `Left to right`; numbers as they are.
 * @param {string} value
 */
export function humanize(value) {
  if (/^[0-9.]+$/.test(value)) return value;
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/\./g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
