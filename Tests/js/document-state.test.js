import test from 'node:test';
import assert from 'node:assert/strict';
import {
  presetById, freshDocument, setOption, resetOption, resetAllOptions, setItems, changedPaths, applyFix,
} from '../../Public/scripts/logic/document-state.js';

const presetItems = [{ id: 'a', title: 'A', badge: null, icon: null }];
const resolved = { schemaVersion: 2, preset: 'p', items: presetItems, indicator: { kind: 'line', weight: 4 } };

test('setOption keeps the document compact: the preset value removes the key', () => {
  let doc = freshDocument('p');
  doc = setOption(doc, 'indicator.weight', 8, resolved);
  assert.deepEqual(doc, { schemaVersion: 2, preset: 'p', indicator: { weight: 8 } });
  doc = setOption(doc, 'indicator.weight', 4, resolved);
  assert.deepEqual(doc, { schemaVersion: 2, preset: 'p' });
  assert.deepEqual(resetOption({ ...doc, bar: { hidden: true } }, 'bar.hidden'), doc);
});

test('reset all keeps the tabs (a preset switch: preset-switch.test.js)', () => {
  const items = [{ id: 'x', title: 'X', badge: null, icon: null }];
  const doc = { schemaVersion: 2, preset: 'p', items, indicator: { weight: 8 } };
  assert.deepEqual(resetAllOptions(doc), { schemaVersion: 2, preset: 'p', items });
});

test('setItems drops a list equal to the preset\'s', () => {
  const doc = { schemaVersion: 2, preset: 'p' };
  assert.deepEqual(setItems(doc, [{ id: 'a', title: 'A' }], resolved), doc);
  assert.deepEqual(setItems(doc, [{ id: 'b', title: 'B' }], resolved), { ...doc, items: [{ id: 'b', title: 'B' }] });
  // The preset's tabs with a look of their own are not the preset's tabs.
  const styled = [{ id: 'a', title: 'A', style: { tintColor: '#FF3B30FF' } }];
  assert.deepEqual(setItems(doc, styled, resolved), { ...doc, items: styled });
});

test('changedPaths lists option leaves, not items or the preset', () => {
  const doc = { schemaVersion: 2, preset: 'p', items: [], bar: { contentInset: { left: 8 }, hidden: true }, indicator: { kind: 'dot' } };
  assert.deepEqual(changedPaths(doc), ['bar.contentInset.left', 'bar.hidden', 'indicator.kind']);
  assert.equal(presetById([{ id: 'p' }, { id: 'q' }], 'q').id, 'q');
  assert.equal(presetById([{ id: 'p' }], 'zzz').id, 'p');
});

test('applyFix sets every option of a warning fix, compactly', () => {
  const fix = { label: 'Use it', options: { 'bar.background.blurStyle': 'systemMaterial', 'indicator.weight': 4 } };
  const doc = applyFix({ schemaVersion: 2, preset: 'p', indicator: { weight: 8 } }, fix, resolved);
  // The weight equals the preset's, so its key goes; the blur style is set.
  assert.deepEqual(doc, { schemaVersion: 2, preset: 'p', bar: { background: { blurStyle: 'systemMaterial' } } });
});
