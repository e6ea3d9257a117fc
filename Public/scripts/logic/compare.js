/**
 * Compare mode's choices (components/Comparison.js): which document the baseline preview shows, and
 * which inputs it mirrors from the main preview.
 *
 * @typedef {'saved' | 'preset' | 'pinned'} BaselineSource
 */

import { freshDocument, presetById } from './document-state.js';

/**
 * Gestures, page moves, bar hiding and the device (docs/api.md): what the baseline's session gets from
 * the main preview. Config and item edits are not mirrored: they are what is being compared.
 */
const MIRRORED = new Set([
  'pointerDown', 'pointerMove', 'pointerUp', 'pointerCancel', 'tap', 'key', 'scrollTo', 'scrub', 'scrubEnd', 'viewport', 'barHidden',
]);

/**
 * Whether an input the main preview sends goes to the baseline's session too.
 * @param {Record<string, unknown>} event
 */
export function isMirrored(event) {
  return MIRRORED.has(String(event.type));
}

/**
 * The baseline: the chosen source when it exists, else the saved version, else the preset's defaults.
 * The preset's defaults keep the document's own tabs (a comparison of options, not of tab lists).
 *
 * ```js
 * baselineFor({source: 'saved', saved: null, pinned: null, doc: {schemaVersion: 1, preset: 'tabman.tabBar'}, presets})
 * // {source: 'preset', doc: {schemaVersion: 1, preset: 'tabman.tabBar'}, label: 'Tabman · TabBar'}
 * ```
 * @param {{
 *   source: BaselineSource,
 *   saved: {doc: Record<string, any>, name: string, version: number} | null,
 *   pinned: {doc: Record<string, any>, at: Date} | null,
 *   doc: Record<string, any>,
 *   presets: any[],
 * }} state
 * @returns {{source: BaselineSource, doc: Record<string, any>, label: string}}
 */
export function baselineFor({ source, saved, pinned, doc, presets }) {
  if (source === 'pinned' && pinned) {
    const at = pinned.at;
    const time = [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
    return { source: 'pinned', doc: pinned.doc, label: `pinned at ${time}` };
  }
  if (saved && source !== 'preset') {
    return { source: 'saved', doc: saved.doc, label: `“${saved.name}” v${saved.version}` };
  }
  const fresh = freshDocument(String(doc.preset));
  return {
    source: 'preset',
    doc: Array.isArray(doc.items) ? { ...fresh, items: doc.items } : fresh,
    label: presetById(presets, doc.preset)?.title ?? String(doc.preset),
  };
}
