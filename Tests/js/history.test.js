import test from 'node:test';
import assert from 'node:assert/strict';
import { createHistory, record, replace, undo, redo, canUndo, canRedo, MERGE_WINDOW_MS } from '../../Public/scripts/logic/history.js';

test('undo and redo walk back and forth; a new change clears redo', () => {
  let h = createHistory('a');
  h = record(h, 'b', { key: 'x', time: 0 });
  h = record(h, 'c', { key: 'y', time: 10 });
  assert.deepEqual(h.past, ['a', 'b']);
  h = undo(h);
  assert.equal(h.present, 'b');
  assert.equal(canRedo(h), true);
  h = undo(h);
  assert.equal(h.present, 'a');
  assert.equal(canUndo(h), false);
  assert.equal(undo(h), h);
  h = redo(h);
  assert.equal(h.present, 'b');
  h = record(h, 'd', { key: 'z', time: 20 });
  assert.equal(canRedo(h), false);
  assert.deepEqual(h.past, ['a', 'b']);
});

test('changes with the same key inside the merge window are one step', () => {
  let h = createHistory(0);
  h = record(h, 1, { key: 'w', time: 1000 });
  h = record(h, 2, { key: 'w', time: 1000 + MERGE_WINDOW_MS }); // exactly at the window: merges
  h = record(h, 3, { key: 'w', time: 1000 + 2 * MERGE_WINDOW_MS + 1 }); // 801 ms after the last: new step
  assert.deepEqual(h.past, [0, 2]);
  assert.equal(undo(h).present, 2);
  assert.equal(undo(undo(h)).present, 0);
  // no key never merges
  let k = createHistory(0);
  k = record(k, 1, { time: 0 });
  k = record(k, 2, { time: 1 });
  assert.deepEqual(k.past, [0, 1]);
});

test('after an undo the same key does not merge into the undone step', () => {
  let h = createHistory(0);
  h = record(h, 1, { key: 'w', time: 0 });
  h = undo(h);
  h = record(h, 5, { key: 'w', time: 10 });
  assert.deepEqual(h.past, [0]);
  assert.equal(h.present, 5);
});

test('the limit drops the oldest steps; replace keeps or clears the stacks', () => {
  let h = createHistory(0, { limit: 3 });
  for (let i = 1; i <= 5; i += 1) h = record(h, i, { time: i });
  assert.deepEqual(h.past, [2, 3, 4]);
  const kept = replace(h, 9);
  assert.deepEqual(kept.past, [2, 3, 4]);
  assert.equal(kept.present, 9);
  const cleared = replace(h, 9, { clear: true });
  assert.deepEqual([cleared.past, cleared.future, cleared.present, cleared.limit], [[], [], 9, 3]);
});
