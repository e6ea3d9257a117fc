import test from 'node:test';
import assert from 'node:assert/strict';
import { createInputBatcher, MAX_BATCH, carryOver } from '../../Public/scripts/logic/input-batcher.js';

test('keeps every pointer sample in order', () => {
  const b = createInputBatcher();
  b.add({ type: 'pointerDown', t: 1, x: 1, y: 1 });
  b.add({ type: 'pointerMove', t: 1.01, x: 2, y: 1 });
  b.add({ type: 'pointerMove', t: 1.02, x: 3, y: 1 });
  b.add({ type: 'pointerUp', t: 1.03, x: 3, y: 1 });
  assert.deepEqual(b.take().map((e) => e.x), [1, 2, 3, 3]);
  assert.deepEqual(b.take(), []);
});

test('coalesces consecutive scrubs, viewports and composable config patches', () => {
  const b = createInputBatcher();
  b.add({ type: 'scrub', t: 1, position: 0.1 });
  b.add({ type: 'scrub', t: 1.01, position: 0.2 });
  b.add({ type: 'config', t: 1.02, patch: { indicator: { weight: 3 } } });
  b.add({ type: 'config', t: 1.03, patch: { indicator: { weight: 5 } } });
  b.add({ type: 'config', t: 1.04, patch: { indicator: null } });
  b.add({ type: 'config', t: 1.05, patch: { indicator: { kind: 'dot' } } }); // after a removal: not composable
  b.add({ type: 'scrub', t: 1.06, position: 0.3 });
  b.add({ type: 'viewport', t: 1.07, width: 100, height: 200 });
  b.add({ type: 'viewport', t: 1.08, width: 300, height: 200 });
  assert.deepEqual(b.take(), [
    { type: 'scrub', t: 1.01, position: 0.2 },
    { type: 'config', t: 1.04, patch: { indicator: null } },
    { type: 'config', t: 1.05, patch: { indicator: { kind: 'dot' } } },
    { type: 'scrub', t: 1.06, position: 0.3 },
    { type: 'viewport', t: 1.08, width: 300, height: 200 },
  ]);
});

test('hands out at most maxBatch events per take', () => {
  const b = createInputBatcher();
  for (let i = 0; i < MAX_BATCH + 10; i += 1) b.add({ type: 'pointerMove', t: i, x: i, y: 0 });
  assert.equal(b.take().length, 256);
  assert.equal(b.size, 10);
  assert.equal(b.take()[0].x, 256);
  b.add({ type: 'key', t: 0, key: 'Home' });
  b.clear();
  assert.equal(b.size, 0);
});

test('times never go backwards, within a batch or across batches', () => {
  const b = createInputBatcher();
  b.add({ type: 'config', t: 10.005, patch: { a: 1 } });
  b.add({ type: 'pointerDown', t: 10.001, x: 1, y: 1 }); // older timeStamp than the control change
  b.add({ type: 'pointerMove', t: 10.02, x: 2, y: 1 });
  assert.deepEqual(b.take().map((e) => e.t), [10.005, 10.005, 10.02]);
  b.add({ type: 'key', t: 10.01, key: 'Home' });
  assert.deepEqual(b.take().map((e) => e.t), [10.02]);
  b.add({ type: 'scrubEnd' }); // no time: left alone
  assert.deepEqual(b.take(), [{ type: 'scrubEnd' }]);
});

test('requeue puts a refused batch back in front, unchanged', () => {
  const b = createInputBatcher();
  b.add({ type: 'pointerMove', t: 1, x: 1, y: 0 });
  const refused = b.take();
  b.add({ type: 'pointerMove', t: 2, x: 2, y: 0 });
  b.requeue(refused);
  assert.deepEqual(b.take().map((e) => e.t), [1, 2]);
});

test('carryOver keeps keys, taps and whole gestures for a new session, not document edits', () => {
  const events = [
    { type: 'pointerMove', t: 1, x: 5, y: 5, pointerId: 1 }, // its press went to the old session
    { type: 'pointerUp', t: 1.1, x: 5, y: 5, pointerId: 1 },
    { type: 'config', t: 1.2, patch: { indicator: { color: '#FF0000FF' } } },
    { type: 'key', t: 1.3, key: 'ArrowRight' },
    { type: 'items', t: 1.4, op: 'append', item: { id: 'n', title: 'N' } },
    { type: 'pointerDown', t: 1.5, x: 1, y: 1, pointerId: 2 },
    { type: 'pointerMove', t: 1.6, x: 9, y: 1, pointerId: 2 },
    { type: 'pointerUp', t: 1.7, x: 9, y: 1, pointerId: 2 },
    { type: 'pointerMove', t: 1.8, x: 9, y: 1, pointerId: 2 }, // after its release: a hover, dropped
    { type: 'tap', t: 1.9, index: 0 },
  ];
  assert.deepEqual(carryOver(events).map((e) => `${e.type}@${e.t}`), [
    'key@1.3', 'pointerDown@1.5', 'pointerMove@1.6', 'pointerUp@1.7', 'tap@1.9',
  ]);
});

test('takeAll empties the queue past the batch limit', () => {
  const batcher = createInputBatcher({ maxBatch: 2 });
  for (const key of ['ArrowLeft', 'ArrowRight', 'Home']) batcher.add({ type: 'key', t: 1, key });
  assert.deepEqual(batcher.takeAll().map((e) => e.key), ['ArrowLeft', 'ArrowRight', 'Home']);
  assert.equal(batcher.size, 0);
});
