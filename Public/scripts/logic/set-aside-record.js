/**
 * The edits a preset switch set aside (logic/preset-switch.js), kept across a reload of the same
 * working document (decision 0051).
 *
 * The record is the tab's, beside its draft (services/set-aside-store.js keeps it in sessionStorage
 * under `pp.aside:<page path>`): never in the document, so saves, exports, share links and the session
 * never see it. It names the document it was written with, and a reload takes it back only when the
 * page opens that very document (its draft, its saved version or the same design link); anything else
 * (another document, an older format, a value the option cannot hold, a path the schema does not know)
 * is left out, so a stale or mangled record changes nothing.
 *
 * ```js
 * const text = encodeSetAside(doc, { 'indicator.weight': 6 }); // '{"v":1,"doc":{…},"setAside":{…}}'
 * decodeSetAside(text, doc, schema.options); // {'indicator.weight': 6}
 * decodeSetAside(text, otherDoc, schema.options); // {}
 * ```
 */

import { deepEqual, isObject } from './config-doc.js';

/** The record's format; a record of another (or none) is ignored. */
export const SET_ASIDE_FORMAT = 1;

/** Colours as the config holds them (docs/config.md "color"). */
const COLOR = /^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/;

/**
 * The record to keep for `doc` and its set-aside edits, or null when nothing is aside (the page then
 * removes any record it kept).
 * @param {Record<string, any>} doc
 * @param {import('./preset-switch.js').SetAside} setAside
 * @returns {string | null}
 */
export function encodeSetAside(doc, setAside) {
  if (Object.keys(setAside).length === 0) return null;
  return JSON.stringify({ v: SET_ASIDE_FORMAT, doc, setAside });
}

/**
 * The set-aside edits a record keeps for `doc`: none when there is no record, it is not this format's,
 * or it was written with another document; else every entry whose option the schema knows and whose
 * value that option can hold.
 * @param {string | null} text
 * @param {Record<string, any>} doc  the document the page opened
 * @param {import('./schema-controls.js').SchemaOption[]} options
 * @returns {import('./preset-switch.js').SetAside}
 */
export function decodeSetAside(text, doc, options) {
  if (typeof text !== 'string') return {};
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isObject(record) || record.v !== SET_ASIDE_FORMAT || !isObject(record.setAside)) return {};
  if (!deepEqual(record.doc, doc)) return {};
  const byPath = new Map(options.map((option) => [option.path, option]));
  /** @type {import('./preset-switch.js').SetAside} */
  const setAside = {};
  for (const [path, value] of Object.entries(record.setAside)) {
    const option = byPath.get(path);
    if (option && fitsOption(option, value)) setAside[path] = value;
  }
  return setAside;
}

/**
 * Whether `value` is one the option can hold, by the schema's type, range and values.
 * @param {import('./schema-controls.js').SchemaOption} option
 * @param {unknown} value
 */
export function fitsOption(option, value) {
  switch (option.type) {
    case 'number':
    case 'integer':
      return (
        typeof value === 'number' && Number.isFinite(value) && (option.type === 'number' || Number.isInteger(value)) &&
        (option.min === undefined || value >= option.min) && (option.max === undefined || value <= option.max)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return (option.values ?? []).some((allowed) => deepEqual(allowed, value));
    case 'color':
      return typeof value === 'string' && COLOR.test(value);
    case 'string':
      return typeof value === 'string';
    default:
      return false;
  }
}
