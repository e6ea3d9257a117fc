/**
 * The option controls, built from the schema alone: one collapsible section per group, one row per
 * option with its label, widget, help and source libraries, a reset button when the value differs
 * from the preset, rows hidden while their `visibleWhen` does not hold, and a filter.
 *
 * ```js
 * const panel = ControlsPanel(root, {onChange, onReset, onResetAll});
 * panel.setSchema(schema);
 * panel.update({doc, presetResolved});
 * ```
 */

import { h, idFor, replaceChildren } from './dom.js';
import {
  buildControlModel, effectiveValue, isChanged, isRelevant, limitedOption, matchOptions, valueReader, formatNumber,
} from '../logic/schema-controls.js';
import { SegmentedField, SelectField, SwitchField, humanize } from './controls/EnumField.js';
import { NumberField } from './controls/NumberField.js';
import { ColorField } from './controls/ColorField.js';
import { FontField } from './controls/FontField.js';
import { readJSON, writeJSON } from '../services/storage.js';
import { fontSizeHint } from '../logic/font-link.js';

const CLOSED_GROUPS = 'pp.closedGroups';

/**
 * @param {HTMLElement} root  the controls panel (holds `[data-controls]`, `[data-filter]`, …)
 * @param {{
 *   onChange: (path: string, value: unknown, live: boolean) => void,
 *   onReset: (path: string) => void,
 *   onResetAll: () => void,
 * }} handlers
 */
export function ControlsPanel(root, handlers) {
  const body = /** @type {HTMLElement} */ (root.querySelector('[data-controls]'));
  const filter = /** @type {HTMLInputElement} */ (root.querySelector('[data-filter]'));
  const resetAll = /** @type {HTMLButtonElement} */ (root.querySelector('[data-reset-all]'));
  const summary = /** @type {HTMLElement} */ (root.querySelector('[data-controls-summary]'));
  /** @type {{control: any, row: HTMLElement, widget: any, reset: HTMLButtonElement, hint: HTMLElement, group: string}[]} */
  let rows = [];
  /** @type {Map<string, {details: HTMLDetailsElement, count: HTMLElement}>} */
  let groups = new Map();
  /** @type {any[]} */
  let options = [];
  /** @type {{doc: any, presetResolved: any} | null} */
  let last = null;
  const closed = new Set(readJSON(CLOSED_GROUPS) ?? []);

  filter.addEventListener('input', () => last && apply(last));
  filter.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && filter.value) {
      filter.value = '';
      if (last) apply(last);
    }
  });
  resetAll.addEventListener('click', () => handlers.onResetAll());

  /** @param {any} control */
  function makeRow(control) {
    const id = idFor('opt', control.path);
    const helpId = `${id}-help`;
    const hintId = `${id}-hint`;
    const labelId = `${id}-label`;
    const label =
      control.widget === 'segmented'
        ? h('span', { class: 'control__label', id: labelId }, control.label)
        : h('label', { class: 'control__label', id: labelId, for: id }, control.label);
    const onChange = (value, live = false) => handlers.onChange(control.path, value, live);
    const options = { onChange, describedBy: `${helpId} ${hintId}`, scrubHandle: label };
    let widget;
    switch (control.widget) {
      case 'segmented':
        widget = SegmentedField(control, options);
        break;
      case 'select':
        widget = SelectField(control, options);
        break;
      case 'switch':
        widget = SwitchField(control, options);
        break;
      case 'color':
        widget = ColorField(control, options);
        break;
      case 'number':
      case 'slider':
        widget = NumberField(control, options);
        break;
      default:
        widget = control.path === 'text.font' ? FontField(control, options) : textWidget(control, options);
    }
    const reset = /** @type {HTMLButtonElement} */ (
      h('button', { type: 'button', class: 'control__reset', hidden: true, onclick: () => handlers.onReset(control.path) }, 'Reset')
    );
    const sources = (control.source ?? []).join(' · ');
    const help = h(
      'p',
      { class: 'control__help', id: helpId },
      control.help ?? '',
      sources ? h('span', { class: 'control__source' }, ` ${sources}`) : null,
    );
    // A line about this option and another one (font-link.js), shown while it applies.
    const hint = h('p', { class: 'control__hint', id: hintId, hidden: true, dataset: { testid: 'control-hint' } });
    const row = h(
      'div',
      { class: `control control--${control.widget}`, dataset: { path: control.path, depth: String(Math.min(control.depth, 2)) } },
      h('div', { class: 'control__head' }, label, reset),
      widget.element,
      hint,
      help,
    );
    return { control, row, widget, reset, hint, group: control.group };
  }

  /** @param {{doc: any, presetResolved: any}} state */
  function apply(state) {
    last = state;
    const read = valueReader(options, state.doc, state.presetResolved);
    const matches = matchOptions(options, filter.value);
    const filtering = filter.value.trim() !== '';
    const changedByGroup = new Map();
    const shownByGroup = new Map();
    let changedTotal = 0;
    for (const entry of rows) {
      const { control, row, widget, reset, hint } = entry;
      const value = effectiveValue(control, state.doc, state.presetResolved);
      widget.limit?.(limitedOption(control, state.doc, state.presetResolved));
      widget.set(value);
      const changed = isChanged(control, state.doc, state.presetResolved);
      row.classList.toggle('control--changed', changed);
      reset.hidden = !changed;
      if (changed) {
        const base = effectiveValue(control, {}, state.presetResolved);
        reset.setAttribute('aria-label', `Reset ${control.label} to the preset value (${describe(control, base)})`);
        changedTotal += 1;
        changedByGroup.set(entry.group, (changedByGroup.get(entry.group) ?? 0) + 1);
      }
      const note = fontSizeHint(control.path, read);
      hint.hidden = note === null;
      if (hint.textContent !== (note ?? '')) hint.textContent = note ?? '';
      const shown = isRelevant(control, read) && matches.has(control.path);
      row.hidden = !shown;
      if (shown) shownByGroup.set(entry.group, (shownByGroup.get(entry.group) ?? 0) + 1);
    }
    for (const [id, { details, count }] of groups) {
      const n = changedByGroup.get(id) ?? 0;
      count.textContent = n > 0 ? `${n} changed` : '';
      details.hidden = (shownByGroup.get(id) ?? 0) === 0;
      if (filtering && !details.hidden) details.open = true;
    }
    resetAll.disabled = changedTotal === 0;
    // Matches hidden by their show-when conditions are counted apart: the count is what is listed.
    const listed = [...shownByGroup.values()].reduce((sum, n) => sum + n, 0);
    const elsewhere = [...matches].length - listed;
    summary.textContent = filtering
      ? `${listed} of ${options.length} options match${elsewhere > 0 ? ` (${elsewhere} more with other settings)` : ''}.`
      : changedTotal > 0
        ? `${changedTotal} ${changedTotal === 1 ? 'option differs' : 'options differ'} from the preset.`
        : 'All options as the preset sets them.';
  }

  return {
    /**
     * Builds every control from the schema.
     * @param {any} schema
     */
    setSchema(schema) {
      options = schema.options;
      const model = buildControlModel(schema);
      rows = [];
      groups = new Map();
      const sections = model.map((group) => {
        const count = h('span', { class: 'group__count' });
        const details = /** @type {HTMLDetailsElement} */ (
          h(
            'details',
            { class: 'group', open: !closed.has(group.id), dataset: { group: group.id } },
            h('summary', { class: 'group__summary' }, h('span', { class: 'group__title' }, group.title), count),
            group.help ? h('p', { class: 'group__help muted' }, group.help) : null,
          )
        );
        details.addEventListener('toggle', () => {
          if (filter.value.trim()) return;
          if (details.open) closed.delete(group.id);
          else closed.add(group.id);
          writeJSON(CLOSED_GROUPS, [...closed]);
        });
        for (const control of group.controls) {
          const entry = makeRow(control);
          rows.push(entry);
          details.append(entry.row);
        }
        groups.set(group.id, { details, count });
        return details;
      });
      replaceChildren(body, ...sections);
      if (last) apply(last);
    },

    /** @param {{doc: any, presetResolved: any}} state */
    update(state) {
      if (rows.length > 0) apply(state);
      else last = state;
    },

    /**
     * Focuses an option's input (for links from warnings and the log).
     * @param {string} path
     */
    focus(path) {
      const entry = rows.find((r) => r.control.path === path);
      if (!entry) return;
      const details = groups.get(entry.group)?.details;
      if (details) details.open = true;
      entry.widget.focusTarget?.focus();
    },
  };
}

/**
 * A value as the reset button's label states it.
 * @param {any} control
 * @param {unknown} value
 */
function describe(control, value) {
  if (typeof value === 'number') return formatNumber(control, value);
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string' && control.type === 'enum') return humanize(value);
  return String(value);
}

/**
 * A plain text field (string options; none in schema version 1, kept for forward compatibility).
 * @param {any} control
 * @param {{onChange: (value: unknown, live: boolean) => void, describedBy: string}} options
 */
function textWidget(control, { onChange, describedBy }) {
  const input = h('input', { type: 'text', class: 'field', name: control.path, id: idFor('opt', control.path), 'aria-describedby': describedBy });
  input.addEventListener('change', () => onChange(input.value, false));
  return {
    element: input,
    focusTarget: input,
    set(value) {
      if (document.activeElement !== input) input.value = value === undefined || value === null ? '' : String(value);
    },
  };
}
