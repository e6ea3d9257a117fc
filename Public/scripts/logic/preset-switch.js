/**
 * Choosing another preset without losing work: the new preset's values, then every edit of the old
 * document that the new one can express, and a list of the edits it could not keep, for the notice
 * the page shows with an Undo (docs/frontend.md "Preset switch").
 *
 * An edit is kept when the schema knows its option and the option matters under the new document
 * (its `visibleWhen` conditions hold with the new preset's values and the edits kept before it, in
 * schema order). An edit whose value is the new preset's own is kept too, as the preset's value (the
 * compact document drops the key). The document's own tabs are kept, as before.
 *
 * ```js
 * const result = switchPresetKeeping(doc, 'pageboy.plain', { options: schema.options, resolved });
 * // {doc, kept: ['indicator.color'], dropped: [{path: 'bar.buttons.spacing', label: 'Spacing', reason: 'not used …'}]}
 * ```
 */

import { getPath } from './config-doc.js';
import { freshDocument, setOption, changedPaths } from './document-state.js';
import { isRelevant, valueReader } from './schema-controls.js';

/**
 * @typedef {{path: string, label: string, reason: string}} DroppedEdit
 * @typedef {{doc: Record<string, any>, kept: string[], dropped: DroppedEdit[]}} SwitchResult
 */

/**
 * @param {Record<string, any>} doc  the compact document
 * @param {string} presetId  the preset chosen
 * @param {{options: import('./schema-controls.js').SchemaOption[], resolved: Record<string, any> | undefined, title?: string}} target
 *   the schema's options and the new preset's resolved values (and its title, for the reasons)
 * @returns {SwitchResult}
 */
export function switchPresetKeeping(doc, presetId, { options, resolved, title = presetId }) {
  const fresh = freshDocument(presetId);
  /** @type {Record<string, any>} */
  let next = doc.items ? { ...fresh, items: doc.items } : fresh;
  const edited = new Set(changedPaths(doc));
  /** @type {string[]} */
  const kept = [];
  /** @type {DroppedEdit[]} */
  const dropped = [];
  // Schema order: a condition names only earlier options, so their kept values are in place by then.
  for (const option of options) {
    if (!edited.has(option.path)) continue;
    edited.delete(option.path);
    if (!isRelevant(option, valueReader(options, next, resolved))) {
      dropped.push({ path: option.path, label: option.label, reason: `not used by ${title} with these settings` });
      continue;
    }
    next = setOption(next, option.path, getPath(doc, option.path), resolved);
    kept.push(option.path);
  }
  for (const path of edited) dropped.push({ path, label: path, reason: 'not an option the playground knows' });
  return { doc: next, kept, dropped };
}

/**
 * The notice after a switch: how many edits were kept and which were not, or null when there were no
 * edits to keep.
 * @param {SwitchResult} result
 * @param {string} title  the new preset's title
 * @returns {string | null}
 */
export function describeSwitch(result, title) {
  const { kept, dropped } = result;
  if (kept.length === 0 && dropped.length === 0) return null;
  const count = (/** @type {number} */ n) => `${n} edit${n === 1 ? '' : 's'}`;
  const head = `Switched to ${title}: kept ${count(kept.length)}.`;
  if (dropped.length === 0) return head;
  const names = dropped.map((d) => d.label).join(', ');
  return `${head} Could not keep ${names} (${dropped.length === 1 ? dropped[0].reason : 'not used by this preset'}).`;
}
