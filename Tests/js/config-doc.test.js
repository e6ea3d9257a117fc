import test from 'node:test';
import assert from 'node:assert/strict';
import {
  getPath, setPath, deletePath, patchFor, applyMergePatch, createMergePatch, composeMergePatches, deepEqual, compactDocument,
} from '../../Public/scripts/logic/config-doc.js';

test('getPath, setPath and deletePath follow dotted key paths without mutating', () => {
  const doc = { indicator: { kind: 'line', weight: 4 } };
  assert.equal(getPath(doc, 'indicator.kind'), 'line');
  assert.equal(getPath(doc, 'bar.location'), undefined);
  const set = setPath(doc, 'bar.contentInset.left', 8);
  assert.deepEqual(set, { indicator: { kind: 'line', weight: 4 }, bar: { contentInset: { left: 8 } } });
  assert.deepEqual(doc, { indicator: { kind: 'line', weight: 4 } });
  // removing the only key of bar.contentInset removes bar as well
  assert.deepEqual(deletePath(set, 'bar.contentInset.left'), doc);
  assert.deepEqual(deletePath(doc, 'indicator.weight'), { indicator: { kind: 'line' } });
  assert.deepEqual(patchFor('indicator.kind', 'dot'), { indicator: { kind: 'dot' } });
});

test('applyMergePatch follows RFC 7396 §3 examples', () => {
  // RFC 7396 §3: {"a":"b","c":{"d":"e","f":"g"}} + {"a":"z","c":{"f":null}} = {"a":"z","c":{"d":"e"}}
  assert.deepEqual(applyMergePatch({ a: 'b', c: { d: 'e', f: 'g' } }, { a: 'z', c: { f: null } }), { a: 'z', c: { d: 'e' } });
  // Appendix A rows
  assert.deepEqual(applyMergePatch({ a: ['b'] }, { a: 'c' }), { a: 'c' });
  assert.deepEqual(applyMergePatch({ a: 'foo' }, null), null);
  assert.deepEqual(applyMergePatch({ e: null }, { a: 1 }), { e: null, a: 1 });
  assert.deepEqual(applyMergePatch([1, 2], { a: 'b', c: null }), { a: 'b' });
  assert.deepEqual(applyMergePatch({}, { a: { bb: { ccc: null } } }), { a: { bb: {} } });
});

test('createMergePatch gives nulls for removed keys and only changed leaves', () => {
  const from = { preset: 'tabman.buttonBar', indicator: { kind: 'dot', weight: 4 }, bar: { hidden: true } };
  const to = { preset: 'tabman.buttonBar', indicator: { kind: 'line', weight: 4 }, items: [{ id: 'a' }] };
  const patch = createMergePatch(from, to);
  assert.deepEqual(patch, { bar: null, indicator: { kind: 'line' }, items: [{ id: 'a' }] });
  assert.deepEqual(applyMergePatch(from, patch), to);
  assert.deepEqual(createMergePatch(to, to), {});
});

test('composeMergePatches merges leaf patches and refuses what merge-patch cannot say', () => {
  assert.deepEqual(
    composeMergePatches({ indicator: { weight: 3 } }, { indicator: { weight: 5, kind: 'line' } }),
    { indicator: { weight: 5, kind: 'line' } },
  );
  assert.deepEqual(composeMergePatches({ a: { b: 1 } }, { a: null }), { a: null });
  assert.deepEqual(composeMergePatches({ a: 1 }, { c: 2 }), { a: 1, c: 2 });
  // removing a then merging into it: the second merge would start from {}, not from the old a
  assert.equal(composeMergePatches({ a: null }, { a: { b: 2 } }), undefined);
  assert.equal(composeMergePatches({ a: 5 }, { a: { b: 2 } }), undefined);
});

test('deepEqual ignores key order and compares arrays by position', () => {
  assert.equal(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }), true);
  assert.equal(deepEqual([1, 2], [2, 1]), false);
  assert.equal(deepEqual({ a: 1 }, { a: 1, b: undefined }), false);
  assert.equal(deepEqual(null, {}), false);
});

test('compactDocument keeps only what differs from the preset', () => {
  const preset = {
    schemaVersion: 1, preset: 'p', items: [{ id: 'a', title: 'A', badge: null, icon: null }],
    indicator: { kind: 'line', weight: 4 }, bar: { location: 'top' },
  };
  const full = { ...preset, indicator: { kind: 'line', weight: 2 } };
  assert.deepEqual(compactDocument(full, preset), { schemaVersion: 1, preset: 'p', indicator: { weight: 2 } });
  const withItems = { ...preset, items: [{ id: 'b', title: 'B', badge: null, icon: null }] };
  assert.deepEqual(compactDocument(withItems, preset), { schemaVersion: 1, preset: 'p', items: withItems.items });
});
