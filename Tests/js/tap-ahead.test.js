import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createTapAhead } from '../../Public/scripts/logic/tap-ahead.js';

const answer = (clientTime) => ({ start: 5, clientTime, frames: [{ t: 5, position: 0 }, { t: 5.3, position: 1 }] });

test('an answer that came before the release plays from the release', () => {
  const tap = createTapAhead();
  tap.down(1.0, 100, 60);
  assert.equal(tap.offer(answer(1.0)), null);
  tap.move(104, 62);
  const play = tap.up(1.12);
  assert.equal(play.clientTime, 1.12);
  assert.equal(play.start, 5);
  assert.equal(play.frames.length, 2);
  // Played once: the release's own answer takes over from there.
  assert.equal(tap.offer(answer(1.0)), null);
});

test('an answer that comes after the release plays at once, from the release', () => {
  const tap = createTapAhead();
  tap.down(2.0, 100, 60);
  assert.equal(tap.up(2.08), null);
  assert.equal(tap.offer(answer(2.00004)).clientTime, 2.08);
});

test('a touch that moved past the slop is no tap', () => {
  const tap = createTapAhead({ slop: 10 });
  tap.down(1.0, 100, 60);
  tap.move(111, 60);
  tap.move(100, 60);
  assert.equal(tap.offer(answer(1.0)), null);
  assert.equal(tap.up(1.2), null);
});

test('an answer for another touch, a cancel, or the release answered first play nothing', () => {
  const tap = createTapAhead();
  tap.down(1.0, 100, 60);
  assert.equal(tap.offer(answer(0.9)), null);
  assert.equal(tap.up(1.1), null);

  tap.down(3.0, 100, 60);
  tap.cancel();
  assert.equal(tap.up(3.1), null);
  assert.equal(tap.offer(answer(3.0)), null);

  tap.down(4.0, 100, 60);
  tap.up(4.1);
  tap.answered();
  assert.equal(tap.offer(answer(4.0)), null);
});

test('the pager moving under a held finger makes the answer to the touch stale', () => {
  // An auto-scroll (no client time) or a key pressed after the touch started a motion: the tap is then
  // taken mid-motion (decision 0035), and the answer made for the pager at rest is not its animation.
  for (const clientTime of [null, 1.05]) {
    const tap = createTapAhead();
    tap.down(1.0, 100, 60);
    assert.equal(tap.offer(answer(1.0)), null);
    tap.answered(clientTime);
    assert.equal(tap.up(1.1), null);
  }
  // An earlier gesture's trajectory (the previous tap's release, applied before this touch) changes nothing.
  const tap = createTapAhead();
  tap.down(2.0, 100, 60);
  tap.answered(1.9);
  assert.equal(tap.offer(answer(2.0)), null);
  assert.equal(tap.up(2.1).clientTime, 2.1);
});
