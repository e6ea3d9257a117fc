/**
 * Compare mode's choices (components/Comparison.js): which document the baseline preview shows, and
 * which inputs it mirrors from the main preview.
 *
 * @typedef {'saved' | 'preset' | 'pinned' | `preset:${string}` | `version:${number}`} BaselineSource  `preset:<id>`: another
 *   preset's defaults, with the document's tabs (how the same tabs look in another library or style);
 *   `version:<n>`: another version of the saved config (decision 0040)
 */

import { freshDocument, presetById } from './document-state.js';
import { valueReader, isRelevant } from './schema-controls.js';
import { effectiveItems } from './items-logic.js';
import { deepEqual } from './config-doc.js';

/**
 * Gestures, page moves, bar hiding, the device and the view (docs/api.md): what the baseline's session
 * gets from the main preview. Config and item edits are not mirrored: they are what is being compared.
 * The view (light or dark, right to left, text size…) is in neither document, so both previews always
 * show the same one.
 */
const MIRRORED = new Set([
  'pointerDown', 'pointerMove', 'pointerUp', 'pointerCancel', 'tap', 'key', 'scrollTo', 'scrub', 'scrubEnd', 'viewport', 'view',
  'barHidden', 'reload', 'navigation',
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
 * A preset's defaults (the document's own or another's) keep the document's own tabs (a comparison of
 * options, not of tab lists).
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
 *   versions?: Record<number, {doc: Record<string, any>, name: string}>,
 * }} state  `versions`: the saved config's other versions loaded so far, by number
 * @returns {{source: BaselineSource, doc: Record<string, any>, label: string}}
 */
export function baselineFor({ source, saved, pinned, doc, presets, versions = {} }) {
  if (source === 'pinned' && pinned) {
    const at = pinned.at;
    const time = [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
    return { source: 'pinned', doc: pinned.doc, label: `pinned at ${time}` };
  }
  const other = source.startsWith('preset:') ? presets.find((p) => p.id === source.slice('preset:'.length)) : null;
  if (other) return { source, doc: withTabs(freshDocument(other.id), doc), label: other.title };
  const number = source.startsWith('version:') ? Number(source.slice('version:'.length)) : null;
  if (saved && number !== null && versionChoices(saved).includes(number)) {
    const other = versions[number];
    // Until it is loaded the saved version stands in, said in the label.
    if (other) return { source, doc: other.doc, label: `“${other.name}” v${number}` };
    return { source, doc: saved.doc, label: `loading v${number}…` };
  }
  if (saved && source !== 'preset') {
    return { source: 'saved', doc: saved.doc, label: `“${saved.name}” v${saved.version}` };
  }
  return {
    source: 'preset',
    doc: withTabs(freshDocument(String(doc.preset)), doc),
    label: presetById(presets, doc.preset)?.title ?? String(doc.preset),
  };
}

/**
 * The saved config's other versions to compare with, newest first: every version but the one shown
 * (versions are never deleted one by one, so they are 1 to the latest).
 * @param {{version: number, latestVersion: number} | null} saved
 * @returns {number[]}
 */
export function versionChoices(saved) {
  if (!saved) return [];
  const numbers = [];
  for (let n = saved.latestVersion; n >= 1; n -= 1) if (n !== saved.version) numbers.push(n);
  return numbers;
}

/**
 * A preset's document with the tabs `doc` has of its own (none: the preset's).
 * @param {Record<string, any>} fresh
 * @param {Record<string, any>} doc
 */
function withTabs(fresh, doc) {
  return Array.isArray(doc.items) ? { ...fresh, items: doc.items } : fresh;
}

/**
 * What differs between the baseline and the document, as each shows it (its own value, else its
 * preset's, else the default): the options that matter in either (their `visibleWhen` holds), in
 * schema order, and whether the tabs differ.
 *
 * ```js
 * compareDocuments(options, {doc: saved, resolved}, {doc: now, resolved})
 * // {changes: [{path: 'indicator.color', label: 'Indicator colour', before: '#007AFFFF', after: '#FF0000FF'}], tabs: false}
 * ```
 * @param {import('./schema-controls.js').SchemaOption[]} options
 * @param {{doc: Record<string, any>, resolved: Record<string, any> | undefined}} before
 * @param {{doc: Record<string, any>, resolved: Record<string, any> | undefined}} after
 * @returns {{changes: {path: string, label: string, before: unknown, after: unknown}[], tabs: boolean}}
 */
export function compareDocuments(options, before, after) {
  const was = valueReader(options, before.doc, before.resolved);
  const now = valueReader(options, after.doc, after.resolved);
  const changes = options
    .filter((option) => (isRelevant(option, was) || isRelevant(option, now)) && !deepEqual(was(option.path), now(option.path)))
    .map((option) => ({ path: option.path, label: option.label, before: was(option.path), after: now(option.path) }));
  const tabs = !deepEqual(effectiveItems(before.doc, before.resolved), effectiveItems(after.doc, after.resolved));
  return { changes, tabs };
}

/**
 * The differences in a line: "2 changes: Indicator colour, Weight", "no changes".
 * @param {ReturnType<typeof compareDocuments>} difference
 */
export function describeDifference({ changes, tabs }) {
  const names = changes.map((change) => change.label).concat(tabs ? ['the tabs'] : []);
  if (names.length === 0) return 'no changes';
  return `${names.length} ${names.length === 1 ? 'change' : 'changes'}: ${names.join(', ')}`;
}
