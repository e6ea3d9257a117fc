/**
 * A config document as the client keeps it: plain JSON, never mutated in place.
 *
 * Paths are the schema's dotted key paths (`indicator.kind`). Patches are JSON Merge Patches
 * (RFC 7396), the form a session's `config` input takes: objects merge, arrays replace, `null`
 * removes a key so the option falls back to the preset.
 */

/** @param {unknown} value */
export function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The value at `path`, or `undefined`.
 * @param {unknown} doc
 * @param {string} path
 */
export function getPath(doc, path) {
  let node = doc;
  for (const key of path.split('.')) {
    if (!isObject(node)) return undefined;
    node = /** @type {Record<string, unknown>} */ (node)[key];
  }
  return node;
}

/**
 * A copy of `doc` with `path` set to `value` (intermediate objects created as needed).
 * @param {Record<string, unknown>} doc
 * @param {string} path
 * @param {unknown} value
 */
export function setPath(doc, path, value) {
  const [key, ...rest] = path.split('.');
  const base = isObject(doc) ? doc : {};
  if (rest.length === 0) return { ...base, [key]: value };
  const child = isObject(base[key]) ? base[key] : {};
  return { ...base, [key]: setPath(/** @type {Record<string, unknown>} */ (child), rest.join('.'), value) };
}

/**
 * A copy of `doc` without `path`; objects left empty are removed too.
 * @param {Record<string, unknown>} doc
 * @param {string} path
 */
export function deletePath(doc, path) {
  const [key, ...rest] = path.split('.');
  if (!isObject(doc) || !(key in doc)) return doc;
  const copy = { ...doc };
  if (rest.length === 0) {
    delete copy[key];
    return copy;
  }
  const child = deletePath(/** @type {Record<string, unknown>} */ (doc[key]), rest.join('.'));
  if (isObject(child) && Object.keys(child).length === 0) delete copy[key];
  else copy[key] = child;
  return copy;
}

/**
 * The patch that sets one path: `patchFor('indicator.kind', 'dot')` is `{indicator: {kind: 'dot'}}`.
 * `value` null resets the option to the preset.
 * @param {string} path
 * @param {unknown} value
 */
export function patchFor(path, value) {
  return setPath({}, path, value);
}

/**
 * RFC 7396 §2 MergePatch(target, patch): a new value, neither argument changed.
 * @param {unknown} target
 * @param {unknown} patch
 * @returns {unknown}
 */
export function applyMergePatch(target, patch) {
  if (!isObject(patch)) return clone(patch);
  const result = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}

/**
 * The merge patch that turns `from` into `to`: removed keys become `null`, changed leaves and
 * arrays are given whole, unchanged keys are left out. `applyMergePatch(from, createMergePatch(from,
 * to))` deep-equals `to` when `to` holds no `null` values (a config never does: `null` means unset).
 * @param {Record<string, unknown>} from
 * @param {Record<string, unknown>} to
 */
export function createMergePatch(from, to) {
  /** @type {Record<string, unknown>} */
  const patch = {};
  for (const key of Object.keys(from)) {
    if (!(key in to)) patch[key] = null;
  }
  for (const [key, value] of Object.entries(to)) {
    const old = from[key];
    if (deepEqual(old, value)) continue;
    patch[key] = isObject(old) && isObject(value) ? createMergePatch(old, value) : clone(value);
  }
  return patch;
}

/**
 * One patch with the effect of applying `first` then `second`, or `undefined` when merge-patch
 * cannot express it (a key removed or set to a scalar by `first` and then merged into as an object
 * by `second`: the second merge would have started from an empty object).
 * @param {Record<string, unknown>} first
 * @param {Record<string, unknown>} second
 * @returns {Record<string, unknown> | undefined}
 */
export function composeMergePatches(first, second) {
  const result = { ...first };
  for (const [key, value] of Object.entries(second)) {
    if (!(key in first) || !isObject(value)) {
      result[key] = value;
      continue;
    }
    const earlier = first[key];
    if (!isObject(earlier)) return undefined;
    const inner = composeMergePatches(earlier, value);
    if (inner === undefined) return undefined;
    result[key] = inner;
  }
  return result;
}

/**
 * Structural equality of JSON values (key order ignored).
 * @param {unknown} a
 * @param {unknown} b
 * @returns {boolean}
 */
export function deepEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((value, i) => deepEqual(value, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => key in b && deepEqual(a[key], b[key]));
  }
  return false;
}

/**
 * A deep copy of a JSON value.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function clone(value) {
  return value === undefined ? value : JSON.parse(JSON.stringify(value));
}

/**
 * The compact document for a full (normalised) config: `schemaVersion`, `preset`, then only what
 * differs from that preset's resolved values (items only when they differ), the form the client
 * edits, sends to a session and keeps as a draft.
 * @param {Record<string, unknown>} full  a normalised config, `preset` included
 * @param {Record<string, unknown> | undefined} presetResolved  that preset's `resolved` document
 */
export function compactDocument(full, presetResolved) {
  const preset = typeof full.preset === 'string' ? full.preset : presetResolved?.preset;
  /** @type {Record<string, unknown>} */
  const doc = { schemaVersion: full.schemaVersion ?? 1 };
  if (typeof preset === 'string') doc.preset = preset;
  const base = presetResolved ?? {};
  for (const [key, value] of Object.entries(full)) {
    if (key === 'schemaVersion' || key === 'preset') continue;
    const diff = difference(value, base[key]);
    if (diff !== undefined) doc[key] = diff;
  }
  return doc;
}

/**
 * What of `value` differs from `base`: objects recursively, anything else whole; `undefined` when
 * they are equal.
 * @param {unknown} value
 * @param {unknown} base
 * @returns {unknown}
 */
function difference(value, base) {
  if (value === null || value === undefined) return undefined;
  if (isObject(value) && isObject(base)) {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
      const diff = difference(inner, base[key]);
      if (diff !== undefined) out[key] = diff;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return deepEqual(value, base) ? undefined : clone(value);
}
