import test from 'node:test';
import assert from 'node:assert/strict';
import { baselineFor, isMirrored, compareDocuments, describeDifference, versionChoices } from '../../Public/scripts/logic/compare.js';

const presets = [
  { id: 'tabman.buttonBar', title: 'Tabman · ButtonBar' },
  { id: 'tabman.tabBar', title: 'Tabman · TabBar' },
];
const doc = { schemaVersion: 2, preset: 'tabman.tabBar', indicator: { color: '#FF0000FF' } };
const saved = { doc: { schemaVersion: 2, preset: 'tabman.tabBar' }, name: 'Home bar', version: 3 };
const pinned = { doc: { schemaVersion: 2, preset: 'tabman.tabBar', bar: { height: 60 } }, at: new Date(2026, 11, 2, 9, 5, 7) };

test('the saved version is the baseline when there is one, whatever was asked for that does not exist', () => {
  assert.deepEqual(baselineFor({ source: 'saved', saved, pinned: null, doc, presets }), { source: 'saved', doc: saved.doc, label: '“Home bar” v3' });
  // Nothing pinned yet: the saved version.
  assert.equal(baselineFor({ source: 'pinned', saved, pinned: null, doc, presets }).source, 'saved');
});

test('without a saved version the baseline is the preset with the document’s own tabs', () => {
  const bare = baselineFor({ source: 'saved', saved: null, pinned: null, doc, presets });
  // The preset's defaults: the red indicator is the edit being compared, so it is not in the baseline.
  assert.deepEqual(bare, { source: 'preset', doc: { schemaVersion: 2, preset: 'tabman.tabBar' }, label: 'Tabman · TabBar' });
  const items = [{ id: 'a', title: 'A', badge: null, icon: 'house' }];
  const withTabs = baselineFor({ source: 'preset', saved, pinned, doc: { ...doc, items }, presets });
  assert.deepEqual(withTabs.doc, { schemaVersion: 2, preset: 'tabman.tabBar', items });
});

test('a pinned document wins when chosen, labelled with its time', () => {
  assert.deepEqual(baselineFor({ source: 'pinned', saved, pinned, doc, presets }), { source: 'pinned', doc: pinned.doc, label: 'pinned at 09:05:07' });
});

test('gestures and the device are mirrored to the baseline, config edits and item edits are not', () => {
  for (const type of ['pointerDown', 'pointerMove', 'pointerUp', 'pointerCancel', 'tap', 'key', 'scrollTo', 'scrub', 'scrubEnd', 'viewport', 'barHidden', 'reload', 'navigation']) {
    assert.equal(isMirrored({ type }), true, type);
  }
  for (const type of ['config', 'items', 'rename', undefined]) assert.equal(isMirrored({ type }), false, String(type));
});

test('another preset compares the same tabs in another library; an unknown one falls back', () => {
  const items = [{ id: 'a', title: 'A', badge: null, icon: 'house' }];
  const other = baselineFor({ source: 'preset:tabman.buttonBar', saved, pinned, doc: { ...doc, items }, presets });
  assert.deepEqual(other, {
    source: 'preset:tabman.buttonBar', doc: { schemaVersion: 2, preset: 'tabman.buttonBar', items }, label: 'Tabman · ButtonBar',
  });
  assert.equal(baselineFor({ source: 'preset:gone', saved, pinned, doc, presets }).source, 'saved');
});

test('the view is in neither document: the baseline keeps its own, and the view input is mirrored', () => {
  const savedOld = { ...saved, doc: { ...saved.doc } };
  assert.deepEqual(baselineFor({ source: 'saved', saved: savedOld, pinned: null, doc, presets }).doc, saved.doc);
  assert.equal(isMirrored({ type: 'view', view: { colorScheme: 'dark' } }), true);
});

const options = [
  { path: 'indicator.kind', label: 'Indicator', default: 'line' },
  { path: 'indicator.color', label: 'Indicator colour', default: '#007AFFFF' },
  { path: 'indicator.weight', label: 'Weight', default: 4 },
  { path: 'indicator.dotSize', label: 'Dot size', default: 8, visibleWhen: [{ path: 'indicator.kind', in: ['dot'] }] },
];
const resolved = { items: [{ id: 'home', title: 'Home' }], indicator: { weight: 2 } };

test('compareDocuments lists the options whose shown values differ, in schema order, and the tabs', () => {
  const before = { doc: { schemaVersion: 2, preset: 'p' }, resolved };
  // A red indicator and a dot size that does not matter for a line.
  const red = { doc: { schemaVersion: 2, preset: 'p', indicator: { color: '#FF0000FF', dotSize: 10 } }, resolved };
  assert.deepEqual(compareDocuments(options, before, red), {
    changes: [{ path: 'indicator.color', label: 'Indicator colour', before: '#007AFFFF', after: '#FF0000FF' }],
    tabs: false,
  });
  // A dot: its size matters now. The weight set to the preset's own 2 is no change.
  const dot = { doc: { schemaVersion: 2, preset: 'p', indicator: { kind: 'dot', dotSize: 10, weight: 2 } }, resolved };
  assert.deepEqual(compareDocuments(options, before, dot).changes.map((c) => c.path), ['indicator.kind', 'indicator.dotSize']);
  // Other tabs.
  const tabs = { doc: { schemaVersion: 2, preset: 'p', items: [{ id: 'x', title: 'X' }] }, resolved };
  assert.deepEqual(compareDocuments(options, before, tabs), { changes: [], tabs: true });
});

test('describeDifference says how many and which', () => {
  assert.equal(describeDifference({ changes: [], tabs: false }), 'no changes');
  assert.equal(describeDifference({ changes: [{ path: 'a', label: 'Weight', before: 1, after: 2 }], tabs: false }), '1 change: Weight');
  assert.equal(
    describeDifference({ changes: [{ path: 'a', label: 'Weight', before: 1, after: 2 }], tabs: true }),
    '2 changes: Weight, the tabs',
  );
});

test('another saved version is a baseline once loaded (decision 0040)', () => {
  // The page shows version 3 of 5: the others are 5, 4, 2 and 1, newest first.
  const shown = { ...saved, latestVersion: 5 };
  assert.deepEqual(versionChoices(shown), [5, 4, 2, 1]);
  assert.deepEqual(versionChoices(null), []);
  const v1 = { doc: { schemaVersion: 2, preset: 'tabman.buttonBar' }, name: 'First bar' };
  assert.deepEqual(baselineFor({ source: 'version:1', saved: shown, pinned: null, doc, presets, versions: { 1: v1 } }),
    { source: 'version:1', doc: v1.doc, label: '“First bar” v1' });
  // Not loaded yet: the saved version stands in, and the label says so.
  assert.deepEqual(baselineFor({ source: 'version:2', saved: shown, pinned: null, doc, presets, versions: {} }),
    { source: 'version:2', doc: saved.doc, label: 'loading v2…' });
  // A version the config does not have (another config's choice), or the one shown: the saved version.
  assert.equal(baselineFor({ source: 'version:9', saved: shown, pinned: null, doc, presets }).source, 'saved');
  assert.equal(baselineFor({ source: 'version:3', saved: shown, pinned: null, doc, presets }).source, 'saved');
  // No saved config: the preset.
  assert.equal(baselineFor({ source: 'version:1', saved: null, pinned: null, doc, presets }).source, 'preset');
});
