/**
 * One tab's own look (`items[].style`: BTabViewController's `BTabItemModel` — `titleTextColor`,
 * `highlightTextColor`, `backgroundColor`, `titleFont`, `highlightFont`), folded under its row in the
 * tabs editor. Each field falls back to the buttons' (shown muted, with its reset disabled) until the
 * designer sets it; the reset gives the field back to the buttons.
 */

import { h } from './dom.js';
import { ColorField } from './controls/ColorField.js';
import { withStyleField } from '../logic/items-logic.js';
import { itemFontHint } from '../logic/font-link.js';

const COLOURS = [
  ['tintColor', 'Text colour'],
  ['selectedTintColor', 'Selected text colour'],
  ['backgroundColor', 'Background'],
];
const FONTS = [
  ['font', 'Font'],
  ['selectedFont', 'Selected font'],
];

/**
 * @typedef {{font: {size: number, weight: string}, selectedFont: {size: number, weight: string},
 *   tintColor: string, selectedTintColor: string, backgroundColor: string}} InheritedLook
 */

/**
 * @param {string} id  the tab's id
 * @param {{onStyle: (style: Record<string, unknown> | null, live: boolean) => void}} handlers
 */
export function ItemLook(id, { onStyle }) {
  /** @type {Record<string, any> | null} */
  let style = null;
  /** @type {InheritedLook | null} */
  let inherited = null;
  let weights = /** @type {string[]} */ ([]);
  const helpId = `item-look-help-${id}`;
  const summary = h('summary', { class: 'item__look-summary' }, 'Own look');

  /** @param {string} field @param {unknown} value @param {boolean} live */
  const set = (field, value, live = false) => onStyle(withStyleField(style, field, value), live);

  const colours = COLOURS.map(([field, label]) => {
    const control = ColorField(
      { path: `items.${id}.style.${field}`, label, default: '#000000FF' },
      { onChange: (value, live) => set(field, value, live), describedBy: helpId },
    );
    const reset = /** @type {HTMLButtonElement} */ (
      h('button', { type: 'button', class: 'button button--icon button--small item__look-reset', 'aria-label': `${label}: use the buttons'`, onclick: () => set(field, null) }, '×')
    );
    const row = h('div', { class: 'item__look-row', dataset: { lookField: field } }, h('span', { class: 'item__look-label' }, label), control.element, reset);
    return { field, control, reset, row };
  });

  const fonts = FONTS.map(([field, label]) => {
    const size = /** @type {HTMLInputElement} */ (
      h('input', { type: 'number', class: 'field item__look-size', min: '6', max: '72', step: '0.5', 'aria-label': `${label} size in points` })
    );
    const weight = /** @type {HTMLSelectElement} */ (h('select', { class: 'field item__look-weight', 'aria-label': `${label} weight` }));
    const reset = /** @type {HTMLButtonElement} */ (
      h('button', { type: 'button', class: 'button button--icon button--small item__look-reset', 'aria-label': `${label}: use the buttons'`, onclick: () => set(field, null) }, '×')
    );
    // Setting either half gives the tab its own font; the other half starts as the buttons'.
    const commit = () => {
      const base = inherited?.[/** @type {'font' | 'selectedFont'} */ (field)];
      const points = Number(size.value);
      const value = {
        size: size.value !== '' && Number.isFinite(points) ? Math.min(72, Math.max(6, points)) : base?.size ?? 17,
        weight: weight.value || base?.weight || 'regular',
      };
      set(field, value);
    };
    size.addEventListener('change', commit);
    weight.addEventListener('change', commit);
    const row = h(
      'div',
      { class: 'item__look-row', dataset: { lookField: field } },
      h('span', { class: 'item__look-label' }, label),
      h('span', { class: 'item__look-font' }, size, h('span', { class: 'item__look-unit', 'aria-hidden': 'true' }, 'pt'), weight),
      reset,
    );
    return { field, size, weight, reset, row };
  });

  // While a font's size is the buttons', a font size edit moves it too (font-link.js); this says so.
  const fontHint = h('p', { class: 'muted item__look-help', dataset: { testid: 'item-look-font-hint' }, hidden: true });
  const element = h(
    'details',
    { class: 'item__look' },
    summary,
    h('p', { id: helpId, class: 'muted item__look-help' }, 'This tab’s own fonts and colours (BTabViewController’s BTabItemModel); unset fields use the buttons’.'),
    ...colours.map((c) => c.row),
    ...fonts.map((f) => f.row),
    fontHint,
  );

  /** Shows `style` over `inherited` in the fields (only while folded out: a closed look is its summary). */
  function render() {
    if (!inherited) return;
    for (const { field, control, reset, row } of colours) {
      const own = style?.[field];
      control.set(own ?? inherited[/** @type {'tintColor'} */ (field)] ?? '#00000000');
      row.classList.toggle('is-inherited', own == null);
      reset.disabled = own == null;
    }
    for (const { field, size, weight, reset, row } of fonts) {
      const own = style?.[field];
      const base = inherited[/** @type {'font'} */ (field)];
      if (document.activeElement !== size) size.value = own ? String(own.size) : '';
      size.placeholder = String(base?.size ?? '');
      const options = [h('option', { value: '' }, `Buttons’ (${base?.weight ?? '—'})`), ...weights.map((w) => h('option', { value: w }, w))];
      if (weight.options.length !== options.length || weight.options[0].textContent !== options[0].textContent) weight.replaceChildren(...options);
      weight.value = own ? String(own.weight) : '';
      row.classList.toggle('is-inherited', own == null);
      reset.disabled = own == null;
    }
    const hint = itemFontHint(style, { font: inherited.font?.size, selectedFont: inherited.selectedFont?.size });
    fontHint.textContent = hint ?? '';
    fontHint.hidden = hint === null;
  }
  // Filled as it opens (a click, or Enter or Space on the summary, which the browser turns into a click).
  summary.addEventListener('click', () => render());

  return {
    element,
    /**
     * @param {Record<string, any> | null | undefined} nextStyle  the tab's own look
     * @param {InheritedLook} nextInherited  what each field shows while unset
     * @param {string[]} nextWeights  the font weights the schema lists
     */
    update(nextStyle, nextInherited, nextWeights) {
      style = nextStyle ?? null;
      inherited = nextInherited;
      weights = nextWeights;
      const count = style ? Object.keys(style).length : 0;
      summary.textContent = count > 0 ? `Own look · ${count} set` : 'Own look';
      if (element.open) render();
    },
  };
}
