import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createHoverAhead } from '../../Public/scripts/logic/hover-ahead.js';

const trajectory = { start: 3, clientTime: null, frames: [{ t: 3, position: 0 }, { t: 3.3, position: 2 }] };

test('a click on the tab the mouse rested on, on the same frame, gets the answer', () => {
  const hover = createHoverAhead();
  assert.equal(hover.over('tap=2', 17), true);
  hover.answer('tap=2', { frameSeq: 17, trajectory });
  assert.equal(hover.forPress('tap=2', 17), trajectory);
});

test('a click on something else, or after a newer frame, gets nothing', () => {
  const hover = createHoverAhead();
  hover.over('tap=2', 17);
  hover.answer('tap=2', { frameSeq: 17, trajectory });
  assert.equal(hover.forPress('tap=1', 17), null);
  assert.equal(hover.forPress('scrollTo=next', 17), null);
  assert.equal(hover.forPress(null, 17), null);
  assert.equal(hover.forPress('tap=2', 18), null);
  assert.equal(hover.forPress('tap=2', undefined), null);
});

test('the server’s frame number decides, not the one asked on', () => {
  // Asked while frame 17 was the newest, answered for 18 (a frame on its way when the mouse stopped).
  const hover = createHoverAhead();
  hover.over('tap=2', 17);
  hover.answer('tap=2', { frameSeq: 18, trajectory });
  assert.equal(hover.forPress('tap=2', 17), null);
  assert.equal(hover.forPress('tap=2', 18), trajectory);
});

test('it asks once per tab and frame, one request at a time', () => {
  const hover = createHoverAhead();
  assert.equal(hover.over(null, 5), false);
  assert.equal(hover.over('tap=0', 5), true);
  assert.equal(hover.over('tap=0', 5), false);
  // Moved to tab 1 while tab 0's answer is on its way: asked when that one comes.
  assert.equal(hover.over('tap=1', 5), false);
  hover.answer('tap=0', { frameSeq: 5 });
  assert.equal(hover.over('tap=0', 5), false);
  assert.equal(hover.over('tap=1', 5), true);
  hover.answer('tap=1', { frameSeq: 5, trajectory });
  assert.equal(hover.over('tap=1', 5), false);
  // A new frame (the pager moved and came to rest again): asked again.
  assert.equal(hover.over('tap=1', 9), true);
});

test('a tab without an animation (the selected one) or a failed request plays nothing', () => {
  const hover = createHoverAhead();
  hover.over('tap=0', 5);
  hover.answer('tap=0', { frameSeq: 5 });
  assert.equal(hover.forPress('tap=0', 5), null);
  hover.over('tap=1', 5);
  hover.answer('tap=1', null);
  assert.equal(hover.forPress('tap=1', 5), null);
  // The failed request does not block the next one.
  assert.equal(hover.over('tap=1', 6), true);
});

test('reset forgets what was known', () => {
  const hover = createHoverAhead();
  hover.over('tap=2', 1);
  hover.answer('tap=2', { frameSeq: 1, trajectory });
  hover.reset();
  assert.equal(hover.forPress('tap=2', 1), null);
  assert.equal(hover.over('tap=2', 1), true);
});

test('the Next button is asked about like a tab', () => {
  const hover = createHoverAhead();
  assert.equal(hover.over('scrollTo=next', 4), true);
  hover.answer('scrollTo=next', { frameSeq: 4, trajectory });
  assert.equal(hover.forPress('scrollTo=next', 4), trajectory);
  assert.equal(hover.forPress('scrollTo=previous', 4), null);
});

test('answers about several things hold together, each for its frame', () => {
  // The focused preview asks about both arrow keys, and the mouse rests on a tab.
  const hover = createHoverAhead();
  for (const what of ['key=ArrowRight', 'key=ArrowLeft', 'tap=3']) {
    assert.equal(hover.over(what, 8), true);
    hover.answer(what, { frameSeq: 8, trajectory: { ...trajectory, what } });
  }
  assert.equal(hover.forPress('key=ArrowRight', 8).what, 'key=ArrowRight');
  assert.equal(hover.forPress('key=ArrowLeft', 8).what, 'key=ArrowLeft');
  assert.equal(hover.forPress('tap=3', 8).what, 'tap=3');
  // A newer frame: asking again drops what no longer holds.
  assert.equal(hover.over('key=ArrowRight', 9), true);
  assert.equal(hover.forPress('key=ArrowLeft', 8), null);
});

test('failed requests are not repeated on their frame, even taking turns with another thing', () => {
  // Offline, the focused preview's two arrow keys used to be asked about in turn without end.
  const hover = createHoverAhead();
  assert.equal(hover.over('key=ArrowRight', 5), true);
  hover.answer('key=ArrowRight', null);
  assert.equal(hover.over('key=ArrowRight', 5), false);
  assert.equal(hover.over('key=ArrowLeft', 5), true);
  hover.answer('key=ArrowLeft', null);
  assert.equal(hover.over('key=ArrowRight', 5), false);
  assert.equal(hover.over('key=ArrowLeft', 5), false);
  // A new frame: worth asking again.
  assert.equal(hover.over('key=ArrowRight', 6), true);
});
