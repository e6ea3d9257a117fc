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

test('what a finger may tap is asked in one request, and every answer holds', () => {
  // A touch screen asks about every tab in view and Previous and Next after each rest (decision 0043).
  const hover = createHoverAhead();
  const questions = ['tap=1', 'tap=3', 'tap=0', 'scrollTo=next', 'scrollTo=previous'];
  assert.deepEqual(hover.ask(questions, 7), questions);
  // One request at a time: nothing more until it is answered.
  assert.deepEqual(hover.ask(['tap=4'], 7), []);
  hover.answers(questions, {
    'tap=1': { frameSeq: 7, trajectory: { ...trajectory, what: 'tap=1' } },
    'tap=3': { frameSeq: 7, trajectory: { ...trajectory, what: 'tap=3' } },
    'tap=0': { frameSeq: 7 },
    'scrollTo=next': { frameSeq: 7, trajectory: { ...trajectory, what: 'next' } },
    'scrollTo=previous': { frameSeq: 7 },
  });
  assert.equal(hover.forPress('tap=1', 7).what, 'tap=1');
  assert.equal(hover.forPress('tap=3', 7).what, 'tap=3');
  assert.equal(hover.forPress('scrollTo=next', 7).what, 'next');
  assert.equal(hover.forPress('tap=0', 7), null);
  assert.equal(hover.forPress('tap=1', 8), null);
  // Asked again, only what is not known yet; on a new frame, all of it.
  assert.deepEqual(hover.ask([...questions, 'tap=4'], 7), ['tap=4']);
  hover.answers(['tap=4'], null);
  assert.deepEqual(hover.ask(questions, 9), questions);
});

test('one request asks each thing once and at most twelve', () => {
  const hover = createHoverAhead();
  // The tab under the mouse may also be one a finger could tap: asked once.
  const many = ['tap=2', 'key=ArrowRight', 'key=ArrowLeft', 'tap=2', ...Array.from({ length: 12 }, (_, i) => `tap=${i + 3}`)];
  const first = hover.ask(many, 3);
  assert.equal(first.length, 12);
  assert.equal(new Set(first).size, 12);
  assert.deepEqual(first.slice(0, 4), ['tap=2', 'key=ArrowRight', 'key=ArrowLeft', 'tap=3']);
  hover.answers(first, Object.fromEntries(first.map((what) => [what, { frameSeq: 3 }])));
  // The rest in the next request.
  assert.deepEqual(hover.ask(many, 3), ['tap=12', 'tap=13', 'tap=14']);
});

test('an answer missing from the reply, or for another frame, is not taken as known', () => {
  const hover = createHoverAhead();
  hover.ask(['tap=1', 'tap=2'], 4);
  hover.answers(['tap=1', 'tap=2'], { 'tap=1': { frameSeq: 5, trajectory } });
  assert.equal(hover.forPress('tap=1', 5), trajectory);
  assert.equal(hover.forPress('tap=2', 4), null);
  // Asked on frame 4 already, answered or not: not asked again on it.
  assert.deepEqual(hover.ask(['tap=1', 'tap=2'], 4), []);
});
