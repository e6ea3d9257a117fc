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
 * An edit the new preset cannot use is set aside, not lost: the page keeps the switch's `setAside`
 * and passes it to the next switch, which brings each value back once a preset uses its option again
 * (a round trip Tabman → TabBarController → Tabman keeps the indicator's weight and colour; decision
 * 0047).
 *
 * ```js
 * const result = switchPresetKeeping(doc, 'pageboy.plain', { options: schema.options, resolved, setAside });
 * // {doc, kept: ['indicator.color'], restored: [], setAside: {…},
 * //  dropped: [{path: 'bar.buttons.spacing', label: 'Spacing', reason: 'not used …'}]}
 * ```
 */

import { getPath, deepEqual } from './config-doc.js';
import { freshDocument, setOption, changedPaths } from './document-state.js';
import { isRelevant, valueReader } from './schema-controls.js';

/**
 * @typedef {{path: string, label: string, reason: string}} DroppedEdit
 * @typedef {Record<string, unknown>} SetAside  edits a switch could not keep (or that equal the new
 *   preset's own value), by option path, to bring back when a later preset can use them
 * @typedef {{doc: Record<string, any>, kept: string[], dropped: DroppedEdit[], restored: string[],
 *   setAside: SetAside}} SwitchResult
 */

/**
 * @param {Record<string, any>} doc  the compact document
 * @param {string} presetId  the preset chosen
 * @param {{options: import('./schema-controls.js').SchemaOption[], resolved: Record<string, any> | undefined, title?: string,
 *   setAside?: SetAside}} target
 *   the schema's options and the new preset's resolved values (and its title, for the reasons), and the
 *   edits earlier switches set aside
 * @returns {SwitchResult}
 */
export function switchPresetKeeping(doc, presetId, { options, resolved, title = presetId, setAside = {} }) {
  const fresh = freshDocument(presetId);
  /** @type {Record<string, any>} */
  let next = doc.items ? { ...fresh, items: doc.items } : fresh;
  const edited = new Set(changedPaths(doc));
  /** @type {string[]} */
  const kept = [];
  /** @type {string[]} */
  const restored = [];
  /** @type {DroppedEdit[]} */
  const dropped = [];
  /** Every known edit this switch had: the document's own, else one set aside earlier. */
  /** @type {SetAside} */
  const carried = {};
  // Schema order: a condition names only earlier options, so their kept values are in place by then.
  for (const option of options) {
    const own = edited.has(option.path);
    if (!own && !Object.hasOwn(setAside, option.path)) continue;
    edited.delete(option.path);
    const value = own ? getPath(doc, option.path) : setAside[option.path];
    carried[option.path] = value;
    if (!isRelevant(option, valueReader(options, next, resolved))) {
      if (own) dropped.push({ path: option.path, label: option.label, reason: `not used by ${title} with these settings` });
      continue;
    }
    next = setOption(next, option.path, value, resolved);
    (own ? kept : restored).push(option.path);
  }
  for (const path of edited) dropped.push({ path, label: path, reason: 'not an option the playground knows' });
  // Every edit the switch carried stays aside, the kept ones too: one equal to the new preset's value
  // has no key in the compact document, and undoing a later switch must not lose one it brought back.
  // The document's own edit wins over a set-aside value, and `forgetChanged` drops what the designer
  // changes, so a copy never overrides newer work.
  return { doc: next, kept, dropped, restored, setAside: carried };
}

/**
 * The set-aside edits after a change that is not a switch: an option the designer changed (or reset)
 * is theirs now, so its set-aside value no longer comes back.
 * @param {SetAside} setAside
 * @param {Record<string, any>} before
 * @param {Record<string, any>} after
 * @returns {SetAside}
 */
export function forgetChanged(setAside, before, after) {
  const paths = Object.keys(setAside);
  if (paths.length === 0) return setAside;
  const changed = paths.filter((path) => !deepEqual(getPath(before, path), getPath(after, path)));
  if (changed.length === 0) return setAside;
  return Object.fromEntries(Object.entries(setAside).filter(([path]) => !changed.includes(path)));
}

/**
 * The notice after a switch: how many edits were kept and brought back, and which were set aside, or
 * null when there were none.
 * @param {SwitchResult} result
 * @param {string} title  the new preset's title
 * @returns {string | null}
 */
export function describeSwitch(result, title) {
  const { kept, dropped, restored = [] } = result;
  if (kept.length === 0 && dropped.length === 0 && restored.length === 0) return null;
  const count = (/** @type {number} */ n) => `${n} edit${n === 1 ? '' : 's'}`;
  const back = `brought back ${count(restored.length)} set aside before`;
  const done = [kept.length > 0 || restored.length === 0 ? `kept ${count(kept.length)}` : null, restored.length > 0 ? back : null];
  const head = `Switched to ${title}: ${done.filter(Boolean).join(', ')}.`;
  const asideList = dropped.filter((d) => Object.hasOwn(result.setAside ?? {}, d.path));
  const lost = dropped.filter((d) => !Object.hasOwn(result.setAside ?? {}, d.path));
  const parts = [head];
  if (asideList.length > 0) {
    const names = asideList.map((d) => d.label).join(', ');
    const one = asideList.length === 1;
    parts.push(`Set aside ${names} (not used by ${title} with these settings): ${one ? 'it comes' : 'they come'} back with a preset that uses ${one ? 'it' : 'them'}.`);
  }
  if (lost.length > 0) {
    const names = lost.map((d) => d.label).join(', ');
    parts.push(`Could not keep ${names} (${lost.length === 1 ? lost[0].reason : 'not options the playground knows'}).`);
  }
  return parts.join(' ');
}
