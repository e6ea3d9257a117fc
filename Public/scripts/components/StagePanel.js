/**
 * Stage settings above the preview: how the design is looked at, never the design itself. Slow motion,
 * inset guides, the performance overlay and compare mode belong to this browser (localStorage); device
 * and orientation too, and they go into the page URL with the view — light/dark, right-to-left, text
 * size, reduce motion and frame rate (view-state.js) — which the session gets beside the config.
 *
 * @typedef {{device: string, orientation: 'portrait' | 'landscape', customWidth: number,
 *   customHeight: number, rate: number, overlay: boolean, insets: boolean, compare: boolean}} Stage
 */

import { h } from './dom.js';
import { DEVICES, CUSTOM_MIN, CUSTOM_MAX, parseCustomSize } from '../logic/geometry.js';
import { humanize } from './controls/EnumField.js';
import { FieldError } from './controls/FieldError.js';
import { readView, FRAME_RATES } from '../logic/view-state.js';

/** Slow-motion playback rates. */
export const RATES = [1, 0.5, 0.25, 0.1];

/**
 * @param {HTMLElement} el  `[data-stage-settings]`
 * @param {{
 *   onStage: (changes: Partial<Stage>) => void,
 *   onView: (key: string, value: unknown) => void,
 * }} handlers
 */
export function StagePanel(el, { onStage, onView }) {
  const device = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { class: 'field', id: 'stage-device', onchange: () => onStage({ device: device.value }) },
      ...DEVICES.map((d) => h('option', { value: d.id, title: `${d.width}×${d.height} pt` }, d.name)),
      h('option', { value: 'custom' }, 'Custom size'),
    )
  );
  /** The custom size in effect (the last good one), which a refused side's message names. */
  const kept = { width: 0, height: 0 };
  const width = sizeInput('width', () => kept.width, (value) => onStage({ customWidth: value }));
  const height = sizeInput('height', () => kept.height, (value) => onStage({ customHeight: value }));
  const customWidth = width.input;
  const customHeight = height.input;
  const custom = h('span', { class: 'stage__custom' }, customWidth, h('span', { 'aria-hidden': 'true' }, '×'), customHeight,
    width.error.element, height.error.element);

  /** @type {HTMLOptionElement | null} */
  let customScale = null;
  const orientation = toggleGroup('Orientation', [['portrait', 'Portrait'], ['landscape', 'Landscape']], (value) =>
    onStage({ orientation: /** @type {any} */ (value) }),
  );
  const scheme = toggleGroup('Appearance', [['light', 'Light'], ['dark', 'Dark']], (value) => onView('colorScheme', value));
  const rtl = checkbox('stage-rtl', 'RTL', (checked) => onView('layoutDirection', checked ? 'rightToLeft' : 'leftToRight'));
  const reduce = checkbox('stage-reduce', 'Reduce motion', (checked) => onView('reduceMotion', checked));
  const textScale = /** @type {HTMLSelectElement} */ (
    h('select', { class: 'field', id: 'stage-text', onchange: () => onView('textScale', Number(textScale.value)) })
  );
  const frameRate = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { class: 'field', id: 'stage-fps', onchange: () => onView('frameRate', Number(frameRate.value)) },
      ...FRAME_RATES.map((r) => h('option', { value: String(r) }, `${r} fps`)),
    )
  );
  const rate = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { class: 'field', id: 'stage-rate', onchange: () => onStage({ rate: Number(rate.value) }) },
      ...RATES.map((r) => h('option', { value: String(r) }, r === 1 ? 'Real time' : `${r}×`)),
    )
  );
  const insets = checkbox('stage-insets', 'Insets', (checked) => onStage({ insets: checked }));
  const overlay = checkbox('stage-overlay', 'Stats', (checked) => onStage({ overlay: checked }));
  const compare = checkbox('stage-compare', 'Compare', (checked) => onStage({ compare: checked }));

  el.replaceChildren(
    h('div', { class: 'stage__row' },
      h('label', { class: 'stage__item', for: 'stage-device' }, h('span', { class: 'stage__label' }, 'Device'), device),
      custom,
      orientation.element,
      scheme.element,
      rtl.element,
      h('label', { class: 'stage__item', for: 'stage-text' }, h('span', { class: 'stage__label' }, 'Text'), textScale),
      reduce.element,
      h('label', { class: 'stage__item', for: 'stage-fps', title: 'Frames per second the preview animates at: 60 on most iPhones, 120 with ProMotion' },
        h('span', { class: 'stage__label' }, 'Frame rate'), frameRate),
      h('label', { class: 'stage__item', for: 'stage-rate', title: 'Plays the received frames back slower; the server still runs in real time' },
        h('span', { class: 'stage__label' }, 'Speed'), rate),
      insets.element,
      overlay.element,
      compare.element,
    ),
  );

  return {
    /**
     * Fills the text-size menu from the schema's named values for the view's `textScale`.
     * @param {any} schema
     */
    setSchema(schema) {
      const option = (schema.view ?? []).find((/** @type {any} */ o) => o.path === 'textScale');
      const named = Object.entries(option?.namedValues ?? { large: 1 }).sort((a, b) => a[1] - b[1]);
      textScale.replaceChildren(...named.map(([name, value]) => h('option', { value: String(value) }, `${humanize(name)} ${value}×`)));
      // The menu is new: a "Custom" entry made for the old one is gone with it.
      customScale = null;
    },

    /**
     * @param {Stage} stage
     * @param {import('../logic/view-state.js').View} view
     */
    update(stage, view) {
      device.value = stage.device;
      custom.hidden = stage.device !== 'custom';
      kept.width = stage.customWidth;
      kept.height = stage.customHeight;
      // A refused side keeps its text and message until a good size is typed or another device chosen.
      if (stage.device !== 'custom') {
        width.error.clear();
        height.error.clear();
      }
      if (document.activeElement !== customWidth && !width.error.shown) customWidth.value = String(stage.customWidth);
      if (document.activeElement !== customHeight && !height.error.shown) customHeight.value = String(stage.customHeight);
      orientation.set(stage.orientation);
      // A custom size is used as typed: width × height, no orientation.
      orientation.element.hidden = stage.device === 'custom';
      rate.value = String(stage.rate);
      insets.set(stage.insets);
      overlay.set(stage.overlay);
      compare.set(Boolean(stage.compare));
      scheme.set(readView(view, 'colorScheme'));
      rtl.set(readView(view, 'layoutDirection') === 'rightToLeft');
      reduce.set(readView(view, 'reduceMotion'));
      frameRate.value = String(readView(view, 'frameRate'));
      const scale = Number(readView(view, 'textScale'));
      // One "Custom" entry for a size the menu does not list, replaced when the size changes.
      const listed = [...textScale.options].some((o) => o !== customScale && Number(o.value) === scale);
      if (listed) {
        customScale?.remove();
        customScale = null;
      } else {
        if (!customScale) {
          customScale = /** @type {HTMLOptionElement} */ (h('option', {}));
          textScale.append(customScale);
        }
        customScale.value = String(scale);
        customScale.textContent = `Custom (${scale}×)`;
      }
      textScale.value = [...textScale.options].find((o) => Number(o.value) === scale)?.value ?? textScale.value;
    },
  };
}

/**
 * One side of the custom size: applied when it is a whole number within range, else refused with
 * its reason next to it (the size in effect stays).
 * @param {'width' | 'height'} side
 * @param {() => number} keptValue  the side's value in effect
 * @param {(value: number) => void} onChange
 */
function sizeInput(side, keptValue, onChange) {
  const input = /** @type {HTMLInputElement} */ (
    h('input', {
      type: 'text', inputMode: 'numeric', class: 'field stage__size', id: `stage-${side}`, autocomplete: 'off',
      'aria-label': `${side === 'width' ? 'Width' : 'Height'} in points, ${CUSTOM_MIN} to ${CUSTOM_MAX}`,
    })
  );
  const error = FieldError(input, `stage-${side}-error`);
  input.addEventListener('change', () => {
    const parsed = parseCustomSize(input.value, side);
    if ('error' in parsed) {
      error.show(parsed.error, `${keptValue()} pt`);
      return;
    }
    error.clear();
    onChange(parsed.value);
  });
  return { input, error };
}

/**
 * A group of toggle buttons with one pressed.
 * @param {string} label
 * @param {[string, string][]} choices  [value, text]
 * @param {(value: string) => void} onChange
 */
function toggleGroup(label, choices, onChange) {
  const buttons = choices.map(([value, text]) =>
    h('button', { type: 'button', class: 'toggle', 'aria-pressed': 'false', dataset: { value }, onclick: () => onChange(value) }, text),
  );
  return {
    element: h('div', { class: 'toggle-group', role: 'group', 'aria-label': label }, ...buttons),
    /** @param {string} value */
    set(value) {
      for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.value === value));
    },
  };
}

/**
 * @param {string} id
 * @param {string} label
 * @param {(checked: boolean) => void} onChange
 */
function checkbox(id, label, onChange) {
  const input = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id, onchange: () => onChange(input.checked) }));
  return {
    element: h('label', { class: 'stage__check', for: id }, input, label),
    /** @param {boolean} checked */
    set(checked) {
      input.checked = checked;
    },
  };
}
