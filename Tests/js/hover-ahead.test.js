import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createHoverAhead } from '../../Public/scripts/logic/hover-ahead.js';

const trajectory = { start: 3, clientTime: null, frames: [{ t: 3, position: 0 }, { t: 3.3, position: 2 }] };

test('a press on the tab the mouse rested on, on the same frame, gets the answer', () => {
  const hover = createHoverAhead();
  assert.equal(hover.over(2, 17), true);
  hover.answer(2, { frameSeq: 17, tapTrajectory: trajectory });
  assert.equal(hover.forPress(2, 17), trajectory);
});

test('a press on another tab, or after a newer frame, gets nothing', () => {
  const hover = createHoverAhead();
  hover.over(2, 17);
  hover.answer(2, { frameSeq: 17, tapTrajectory: trajectory });
  assert.equal(hover.forPress(1, 17), null);
  assert.equal(hover.forPress(null, 17), null);
  assert.equal(hover.forPress(2, 18), null);
  assert.equal(hover.forPress(2, undefined), null);
});

test('the server’s frame number decides, not the one asked on', () => {
  // Asked while frame 17 was the newest, answered for 18 (a frame on its way when the mouse stopped).
  const hover = createHoverAhead();
  hover.over(2, 17);
  hover.answer(2, { frameSeq: 18, tapTrajectory: trajectory });
  assert.equal(hover.forPress(2, 17), null);
  assert.equal(hover.forPress(2, 18), trajectory);
});

test('it asks once per tab and frame, one request at a time', () => {
  const hover = createHoverAhead();
  assert.equal(hover.over(null, 5), false);
  assert.equal(hover.over(0, 5), true);
  assert.equal(hover.over(0, 5), false);
  // Moved to tab 1 while tab 0's answer is on its way: asked when that one comes.
  assert.equal(hover.over(1, 5), false);
  hover.answer(0, { frameSeq: 5 });
  assert.equal(hover.over(0, 5), false);
  assert.equal(hover.over(1, 5), true);
  hover.answer(1, { frameSeq: 5, tapTrajectory: trajectory });
  assert.equal(hover.over(1, 5), false);
  // A new frame (the pager moved and came to rest again): asked again.
  assert.equal(hover.over(1, 9), true);
});

test('a tab without an animation (the selected one) or a failed request plays nothing', () => {
  const hover = createHoverAhead();
  hover.over(0, 5);
  hover.answer(0, { frameSeq: 5 });
  assert.equal(hover.forPress(0, 5), null);
  hover.over(1, 5);
  hover.answer(1, null);
  assert.equal(hover.forPress(1, 5), null);
  // The failed request does not block the next one.
  assert.equal(hover.over(1, 6), true);
});

test('reset forgets what was known', () => {
  const hover = createHoverAhead();
  hover.over(2, 1);
  hover.answer(2, { frameSeq: 1, tapTrajectory: trajectory });
  hover.reset();
  assert.equal(hover.forPress(2, 1), null);
  assert.equal(hover.over(2, 1), true);
});
