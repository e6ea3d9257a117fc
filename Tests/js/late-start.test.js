import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createLateStart, timeReaching } from '../../Public/scripts/logic/late-start.js';

// A tap at 10.000 s on this clock from page 0: the first frame is the rest it began from.
const tap = (clientTime = 10) => ({ start: 50, clientTime, frames: [{ t: 50, position: 0 }, { t: 50.3, position: 1 }] });
const atRest = { position: 0 };

test('an animation a round trip late with nothing of it drawn starts when it comes', () => {
  const late = createLateStart();
  // Answered 0.19 s after the click (150 ms round trip): played from 10.19, not from 10.0 (0.19 s of
  // 0.3 cut, a jump to about 0.7 of the way).
  assert.equal(late.clientTimeFor(tap(), 10.19, atRest, false), 10.19);
});

test('the same gesture answered again keeps the delay', () => {
  const late = createLateStart();
  late.clientTimeFor(tap(), 10.19, atRest, false);
  // The release's answer after the press's, its time as the server wrote it (4 decimals), while the
  // late animation plays (moving): 10.0003 + 0.19.
  const again = late.clientTimeFor(tap(10.0003), 10.23, { position: 0.2 }, true);
  assert.ok(Math.abs(again - 10.1903) < 1e-9, String(again));
  // Another gesture is timed as it comes.
  assert.equal(late.clientTimeFor(tap(11), 11.01, atRest, false), 11);
});

test('an answer on time, or a moment late, plays as timed', () => {
  const late = createLateStart();
  assert.equal(late.clientTimeFor(tap(), 10.0, atRest, false), 10);
  assert.equal(late.clientTimeFor(tap(), 10.03, atRest, false), 10);
});

test('an animation the stream has begun to draw goes on from where it is drawn', () => {
  const late = createLateStart();
  // The stream's own frames came first and drew 0.4 of the way: the answer (linear, 0.3 s) is there
  // 0.12 s in, so it plays from 10.19 − 0.12 = 10.07, not from 10.0 (0.63 of the way at once).
  assert.ok(Math.abs(late.clientTimeFor(tap(), 10.19, { position: 0.4 }, false) - 10.07) < 1e-9);
});

test('an animation taking over a motion of the preview, or off its path, plays as timed', () => {
  const late = createLateStart();
  // A motion of the preview's own plays (a tap taken mid-slide): the hand-over blends from it.
  assert.equal(late.clientTimeFor(tap(), 10.19, atRest, true), 10);
  // What is drawn is not on the way from 0 to 1, or nothing is drawn yet.
  assert.equal(late.clientTimeFor(tap(), 10.19, { position: 2 }, false), 10);
  assert.equal(late.clientTimeFor(tap(), 10.19, null, false), 10);
  // Drawn nearly to its end: from there, a moment late only.
  assert.equal(late.clientTimeFor(tap(), 10.19, { position: 0.9 }, false), 10);
});

test('the time a trajectory reaches a position, either way', () => {
  const right = [{ t: 1, position: 0 }, { t: 1.1, position: 0.2 }, { t: 1.3, position: 1 }];
  assert.equal(timeReaching(right, 0, 1), 1);
  assert.ok(Math.abs(timeReaching(right, 0.6, 1) - 1.2) < 1e-9);
  assert.equal(timeReaching(right, 1.5, 1), null);
  const left = [{ t: 0, position: 2 }, { t: 0.4, position: 0 }];
  assert.ok(Math.abs(timeReaching(left, 1.5, 0) - 0.1) < 1e-9);
  assert.equal(timeReaching([{ t: 0, position: 1 }, { t: 0.1, position: 1 }], 1, 0), null);
  // The server's frames begin a frame after the gesture (seen: start 1.2362, first frame 1.2566 at
  // 0.018 on the way from 0 to 2): the rest it left is the gesture's moment, not a point off the way.
  const slide = [{ t: 1.2566, position: 0.018 }, { t: 1.2733, position: 0.0607 }, { t: 1.5362, position: 2 }];
  assert.equal(timeReaching(slide, 0, 1.2362), 1.2362);
  // Half a page or more behind it is another place.
  assert.equal(timeReaching(slide, -0.6, 1.2362), null);
});

test('a trajectory whose first frame comes after the gesture starts from its beginning', () => {
  const late = createLateStart();
  const slide = { start: 1.2362, clientTime: 4.5886, frames: [{ t: 1.2566, position: 0.018 }, { t: 1.5362, position: 2 }] };
  // Answered at 4.754 with the pages at rest on 0: played from 4.754, its first frame 20 ms on.
  assert.equal(late.clientTimeFor(slide, 4.754, { position: 0 }, false), 4.754);
});

test('a new session forgets the delayed gesture', () => {
  const late = createLateStart();
  late.clientTimeFor(tap(), 10.19, atRest, false);
  late.reset();
  assert.equal(late.clientTimeFor(tap(), 10.25, atRest, true), 10);
});
