/**
 * Edits of the config document the page keeps (compact: `schemaVersion`, `preset`, then only what
 * differs from the preset; docs/config.md "Normalised, compact and diff forms"). Each returns a new
 * document; the controller sends `createMergePatch(old, new)` to the session.
 *
 * @typedef {{id: string, title: string, library?: string, description?: string,
 *   config?: Record<string, unknown>, resolved: Record<string, any>}} Preset
 */

import { getPath, setPath, deletePath, deepEqual, isObject } from './config-doc.js';
import { SCHEMA_VERSION } from './view-state.js';

/**
 * @param {Preset[]} presets
 * @param {unknown} id
 * @returns {Preset | undefined}
 */
export function presetById(presets, id) {
  return presets.find((preset) => preset.id === id) ?? presets[0];
}

/**
 * A new document on a preset: nothing changed from it.
 * @param {string} presetId
 */
export function freshDocument(presetId) {
  return { schemaVersion: SCHEMA_VERSION, preset: presetId };
}

/**
 * Sets one option. A value equal to the preset's removes the key instead, so the document stays
 * compact and "changed from the preset" is simply "present in the document".
 * @param {Record<string, unknown>} doc
 * @param {string} path
 * @param {unknown} value
 * @param {Record<string, unknown> | undefined} presetResolved
 */
export function setOption(doc, path, value, presetResolved) {
  const base = presetResolved ? getPath(presetResolved, path) : undefined;
  if (base !== undefined && deepEqual(base, value)) return deletePath(doc, path);
  return setPath(doc, path, value);
}

/**
 * Applies a layout warning's fix (`{label, options: {path: value}}`): every option set as `setOption`
 * does, so the result stays compact.
 * @param {Record<string, unknown>} doc
 * @param {{label: string, options: Record<string, unknown>}} fix
 * @param {Record<string, unknown> | undefined} presetResolved
 */
export function applyFix(doc, fix, presetResolved) {
  return Object.entries(fix.options).reduce((next, [path, value]) => setOption(next, path, value, presetResolved), doc);
}

/**
 * Resets one option to the preset.
 * @param {Record<string, unknown>} doc
 * @param {string} path
 */
export function resetOption(doc, path) {
  return deletePath(doc, path);
}

/**
 * Every option back to the preset; the tabs are kept.
 * @param {Record<string, unknown>} doc
 */
export function resetAllOptions(doc) {
  const next = { schemaVersion: doc.schemaVersion ?? SCHEMA_VERSION, preset: doc.preset };
  return doc.items ? { ...next, items: doc.items } : next;
}

/**
 * Replaces the tab list; a list equal to the preset's removes the key.
 * @param {Record<string, unknown>} doc
 * @param {unknown[]} items
 * @param {Record<string, any> | undefined} presetResolved
 */
export function setItems(doc, items, presetResolved) {
  if (presetResolved && deepEqual(normalItems(presetResolved.items ?? []), normalItems(items))) {
    const { items: _drop, ...rest } = doc;
    return rest;
  }
  return { ...doc, items };
}

/** @param {any[]} items */
function normalItems(items) {
  return items.map((item) => ({
    id: item.id, title: item.title ?? '', badge: item.badge ?? null, icon: item.icon ?? null, accessibilityLabel: item.accessibilityLabel ?? null,
    style: item.style ?? null,
  }));
}

/**
 * The option paths the document changes from its preset (for the "changed" count).
 * @param {Record<string, unknown>} doc
 * @returns {string[]}
 */
export function changedPaths(doc) {
  /** @type {string[]} */
  const paths = [];
  const walk = (node, prefix) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (!prefix && (key === 'schemaVersion' || key === 'preset' || key === 'items')) continue;
      if (isObject(value)) walk(value, path);
      else paths.push(path);
    }
  };
  walk(doc, '');
  return paths;
}
