import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInputPipeline } from '../../Public/scripts/logic/input-pipeline.js';

const queue = (...batches) => () => batches.shift() ?? [];

test('numbers batches from 0 and keeps several in flight', () => {
  const pipeline = createInputPipeline({ maxInFlight: 3 });
  const take = queue([{ type: 'a' }], [{ type: 'b' }], [{ type: 'c' }], [{ type: 'd' }]);
  assert.deepEqual(pipeline.next(take).seq, 0);
  assert.deepEqual(pipeline.next(take).seq, 1);
  assert.deepEqual(pipeline.next(take).seq, 2);
  // Three out: the fourth waits for an answer.
  assert.equal(pipeline.next(take), null);
  pipeline.done(1);
  const fourth = pipeline.next(take);
  assert.equal(fourth.seq, 3);
  assert.deepEqual(fourth.events, [{ type: 'd' }]);
  assert.equal(pipeline.pending, 3);
});

test('nothing to send makes no batch and uses no number', () => {
  const pipeline = createInputPipeline();
  assert.equal(pipeline.next(() => []), null);
  assert.equal(pipeline.next(queue([{ type: 'x' }])).seq, 0);
});

test('a failed batch goes again with its number and events, before anything new, once due', () => {
  const pipeline = createInputPipeline();
  const take = queue([{ type: 'a' }], [{ type: 'b' }], [{ type: 'c' }]);
  pipeline.next(take);
  pipeline.next(take);
  pipeline.retry(1, 10);
  pipeline.retry(0, 12);
  assert.equal(pipeline.nextRetry, 10);
  // Not yet due: a new batch goes out.
  assert.equal(pipeline.next(take, 5).seq, 2);
  const again = pipeline.next(take, 11);
  assert.deepEqual([again.seq, again.events, again.attempts], [1, [{ type: 'b' }], 2]);
  assert.equal(pipeline.next(take, 11), null);
  assert.equal(pipeline.next(take, 12).seq, 0);
  assert.equal(pipeline.nextRetry, null);
});

test('settled batches are forgotten; a reset numbers from 0 again', () => {
  const pipeline = createInputPipeline();
  const take = queue([{ type: 'a' }], [{ type: 'b' }]);
  pipeline.next(take);
  pipeline.done(0);
  pipeline.retry(0, 1);
  assert.equal(pipeline.nextRetry, null);
  assert.equal(pipeline.pending, 0);
  pipeline.reset();
  assert.equal(pipeline.next(take).seq, 0);
});

test('drain hands back every unsettled batch in number order and starts over', () => {
  const pipeline = createInputPipeline();
  const queue = [[{ type: 'key', key: 'a' }], [{ type: 'key', key: 'b' }], [{ type: 'key', key: 'c' }]];
  const take = () => queue.shift() ?? [];
  pipeline.next(take); // 0
  pipeline.next(take); // 1
  pipeline.next(take); // 2
  pipeline.done(0); // answered: not handed back
  pipeline.retry(2, 5); // failed, waiting
  assert.deepEqual(pipeline.drain().map((e) => e.key), ['b', 'c']);
  assert.equal(pipeline.pending, 0);
  assert.equal(pipeline.next(() => [{ type: 'tap', index: 0 }]).seq, 0);
});
