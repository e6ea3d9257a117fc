/**
 * The option schema (`GET /api/schema`, docs/schema-format.md) turned into a control model: which
 * widget each option gets, when it is shown, what it is worth under the current document, and
 * whether it differs from the preset.
 *
 * @typedef {{path: string, in?: unknown[], notIn?: unknown[]}} Test
 * @typedef {Test | {anyOf: Test[]}} Condition
 * @typedef {{
 *   path: string, group: string, label: string, type: string, help?: string, unit?: string,
 *   values?: unknown[], min?: number, max?: number, step?: number,
 *   namedValues?: Record<string, number>, default?: unknown, source?: string[],
 *   visibleWhen?: Condition[]
 * }} SchemaOption
 * @typedef {SchemaOption & {widget: string, depth: number}} Control
 * @typedef {{id: string, title: string, help?: string, controls: Control[]}} ControlGroup
 */

import { getPath, deepEqual } from './config-doc.js';

/** Enums with at most this many short values get a segmented control. */
export const SEGMENTED_MAX_VALUES = 3;
/** …whose values are at most this long. */
export const SEGMENTED_MAX_LENGTH = 11;
/** Numbers with at most this many steps in their range get a slider beside the field. */
export const SLIDER_MAX_STEPS = 300;

/**
 * The widget an option is edited with.
 *
 * - `enum`: `segmented` for up to 3 short values, else `select`;
 * - `boolean`: `switch`; `color`: `color` (picker + alpha); `string`: `text`;
 * - `number` / `integer`: `slider` (range + scrub field) when the range has at most 300 steps and
 *   is not in points over more than 100 pt, else `number` (scrub field only).
 * @param {SchemaOption} option
 */
export function widgetFor(option) {
  switch (option.type) {
    case 'enum': {
      const values = option.values ?? [];
      const short = values.every((value) => String(value).length <= SEGMENTED_MAX_LENGTH);
      return values.length <= SEGMENTED_MAX_VALUES && short ? 'segmented' : 'select';
    }
    case 'boolean':
      return 'switch';
    case 'color':
      return 'color';
    case 'number':
    case 'integer': {
      const span = (option.max ?? 0) - (option.min ?? 0);
      const steps = span / (option.step || 1);
      const wideInPoints = option.unit === 'pt' && span > 100;
      return steps <= SLIDER_MAX_STEPS && !wideInPoints ? 'slider' : 'number';
    }
    default:
      return 'text';
  }
}

/**
 * Groups the schema's options in schema order, each with its widget and nesting depth (for indenting
 * sub-options): one more than the deepest option its conditions name, so an option that shows under
 * a choice sits one step in from it, and one under a sub-option two steps, however many conditions
 * it has. The schema names only earlier options in conditions.
 * @param {{groups: {id: string, title: string, help?: string}[], options: SchemaOption[]}} schema
 * @returns {ControlGroup[]}
 */
export function buildControlModel(schema) {
  const groups = schema.groups.map((group) => ({ ...group, controls: /** @type {Control[]} */ ([]) }));
  const byId = new Map(groups.map((group) => [group.id, group]));
  /** @type {Map<string, number>} */
  const depths = new Map();
  for (const option of schema.options) {
    let group = byId.get(option.group);
    if (!group) {
      group = { id: option.group, title: option.group, controls: [] };
      byId.set(option.group, group);
      groups.push(group);
    }
    const depth = dependencyDepth(option, depths);
    depths.set(option.path, depth);
    group.controls.push({ ...option, widget: widgetFor(option), depth });
  }
  return groups;
}

/**
 * How deep an option sits under the options its `visibleWhen` names: 0 without conditions, else one
 * more than the deepest of them (an unknown path counts as a top-level option).
 * @param {SchemaOption} option
 * @param {Map<string, number>} depths  the depths of the options before it
 * @returns {number}
 */
export function dependencyDepth(option, depths) {
  const tests = (option.visibleWhen ?? []).flatMap(conditionTests);
  if (tests.length === 0) return 0;
  return 1 + Math.max(...tests.map((test) => depths.get(test.path) ?? 0));
}

/**
 * A condition's tests: its `anyOf`, or the condition itself.
 * @param {Condition} condition
 * @returns {Test[]}
 */
function conditionTests(condition) {
  return 'anyOf' in condition ? condition.anyOf : [condition];
}

/**
 * Whether one test holds: the value at its path is among `in`, or not among `notIn`.
 * @param {Test} test
 * @param {(path: string) => unknown} valueOf
 */
function testHolds(test, valueOf) {
  const value = valueOf(test.path);
  if (test.notIn) return !test.notIn.some((v) => deepEqual(v, value));
  return (test.in ?? []).some((v) => deepEqual(v, value));
}

/**
 * Whether an option matters under the current values: every `visibleWhen` condition holds, a condition
 * of `anyOf` tests when any of them does (docs/schema-format.md).
 *
 * ```js
 * // Tabman's accessory width: shown once one of the accessories is other than `none`.
 * isRelevant({visibleWhen: [{anyOf: [{path: 'bar.accessories.left', notIn: ['none']}, …]}]}, read)
 * ```
 * @param {SchemaOption} option
 * @param {(path: string) => unknown} valueOf
 */
export function isRelevant(option, valueOf) {
  return (option.visibleWhen ?? []).every((condition) => conditionTests(condition).some((test) => testHolds(test, valueOf)));
}

/**
 * An option's value: the document's, else the preset's, else the schema default.
 * @param {SchemaOption} option
 * @param {Record<string, unknown>} doc
 * @param {Record<string, unknown> | undefined} presetResolved
 */
export function effectiveValue(option, doc, presetResolved) {
  const own = getPath(doc, option.path);
  if (own !== undefined && own !== null) return own;
  const preset = presetResolved ? getPath(presetResolved, option.path) : undefined;
  return preset !== undefined && preset !== null ? preset : option.default;
}

/**
 * A `valueOf(path)` for `isRelevant` over a document and preset.
 * @param {SchemaOption[]} options
 * @param {Record<string, unknown>} doc
 * @param {Record<string, unknown> | undefined} presetResolved
 */
export function valueReader(options, doc, presetResolved) {
  const byPath = new Map(options.map((option) => [option.path, option]));
  return (path) => {
    const option = byPath.get(path);
    return option ? effectiveValue(option, doc, presetResolved) : getPath(doc, path);
  };
}

/**
 * Whether the document sets `option` to something other than the preset's value.
 * @param {SchemaOption} option
 * @param {Record<string, unknown>} doc
 * @param {Record<string, unknown> | undefined} presetResolved
 */
export function isChanged(option, doc, presetResolved) {
  const own = getPath(doc, option.path);
  if (own === undefined || own === null) return false;
  const base = presetResolved ? getPath(presetResolved, option.path) : option.default;
  return !deepEqual(own, base ?? option.default);
}

/**
 * The options whose label, path, help or source contain every word of `query` (case-insensitive);
 * all options for an empty query.
 * @param {SchemaOption[]} options
 * @param {string} query
 * @returns {Set<string>} matching paths
 */
export function matchOptions(options, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const result = new Set();
  for (const option of options) {
    const text = [option.label, option.path, option.help ?? '', ...(option.source ?? [])].join(' ').toLowerCase();
    if (words.every((word) => text.includes(word))) result.add(option.path);
  }
  return result;
}

/**
 * The number of decimals a step needs (0.25 → 2, 1 → 0, 0.05 → 2).
 * @param {number | undefined} step
 */
export function stepDecimals(step) {
  if (!step || Number.isInteger(step)) return 0;
  const text = String(step);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]);
  return text.split('.')[1]?.length ?? 0;
}

/**
 * A number snapped to the option's step grid (counted from `min`) and clamped to its range, for
 * sliders, scrubbing and arrow keys. Typed values are not snapped (the server keeps 2.3 pt).
 * @param {SchemaOption} option
 * @param {number} value
 */
export function snapNumber(option, value) {
  const min = option.min ?? -Infinity;
  const max = option.max ?? Infinity;
  const step = option.step || (option.type === 'integer' ? 1 : 0);
  let snapped = value;
  if (step > 0) {
    const base = Number.isFinite(min) ? min : 0;
    snapped = base + Math.round((value - base) / step) * step;
    snapped = Number(snapped.toFixed(Math.max(stepDecimals(step), stepDecimals(base))));
  }
  return Math.min(max, Math.max(min, snapped));
}

/**
 * Reads what someone typed into a number field: a number with an optional unit (`12`, `12pt`,
 * `0.3 s`, `1.5×`) or one of the option's named values (`medium`). Out-of-range and non-whole
 * values for integers are errors, as on the server; nothing is clamped.
 * @param {SchemaOption} option
 * @param {string} text
 * @returns {{value: number} | {error: string}}
 */
export function parseNumberInput(option, text) {
  const trimmed = text.trim();
  const named = option.namedValues ?? {};
  if (Object.hasOwn(named, trimmed)) return { value: named[trimmed] };
  const unit = option.unit ?? '';
  const body = unit && trimmed.endsWith(unit) ? trimmed.slice(0, -unit.length).trim() : trimmed;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(body)) {
    const names = Object.keys(named);
    const hint = names.length > 0 ? ` or one of ${names.join(', ')}` : '';
    return { error: `Enter a number${hint}.` };
  }
  const value = Number(body);
  if (option.type === 'integer' && !Number.isInteger(value)) return { error: 'Enter a whole number.' };
  if (option.min !== undefined && value < option.min) return { error: `At least ${formatNumber(option, option.min)}.` };
  if (option.max !== undefined && value > option.max) {
    const reason = /** @type {{maxReason?: string}} */ (option).maxReason;
    return { error: `At most ${formatNumber(option, option.max)}${reason ? `: ${reason}` : ''}.` };
  }
  return { value };
}

/** Options whose value is a tab's index (counting from 0): the schema's range is the most tabs allow. */
const TAB_INDEX_OPTIONS = new Set(['pager.defaultPage']);

/**
 * An option with its range narrowed to what the document allows: a tab index (`pager.defaultPage`)
 * goes up to the last tab's, with the reason, as the server refuses any other ("page 7 does not exist;
 * with 5 tabs the pages are 0 to 4"). Other options come back as they are.
 *
 * ```js
 * limitedOption(firstPage, { items: [a, b, c] }, preset) // {...firstPage, max: 2, maxReason: 'with 3 tabs the pages are 0 to 2'}
 * ```
 * @param {SchemaOption} option
 * @param {Record<string, unknown>} doc
 * @param {Record<string, unknown> | undefined} presetResolved
 * @returns {SchemaOption & {maxReason?: string}}
 */
export function limitedOption(option, doc, presetResolved) {
  if (!TAB_INDEX_OPTIONS.has(option.path)) return option;
  const items = Array.isArray(doc.items) ? doc.items : presetResolved?.items;
  if (!Array.isArray(items) || items.length === 0) return option;
  const last = items.length - 1;
  if (option.max !== undefined && option.max <= last) return option;
  const tabs = items.length === 1 ? '1 tab the page is 0' : `${items.length} tabs the pages are 0 to ${last}`;
  return { ...option, max: last, maxReason: `with ${tabs}` };
}

/**
 * A number as a field shows it: no more decimals than it has (at most 4), with the unit.
 * @param {SchemaOption} option
 * @param {number} value
 */
export function formatNumber(option, value) {
  const text = String(Number(value.toFixed(4)));
  return option.unit ? `${text} ${option.unit}` : text;
}
