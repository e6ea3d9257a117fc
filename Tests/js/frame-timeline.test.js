import test from 'node:test';
import assert from 'node:assert/strict';
import { holdIntervalFor } from '../../Public/scripts/logic/refresh-meter.js';
import { createFrameTimeline, PAUSE_GAP, DEFAULT_DELAY } from '../../Public/scripts/logic/frame-timeline.js';

/** A minimal frame at server time t and position p. */
const frame = (t, position, rev = 1) => ({
  type: 'frame', rev, seq: Math.round(t * 60), t, position, index: 0,
  indicator: { x: position * 100, y: 0, width: 50, height: 4, opacity: 1 },
  barOffset: { x: 0, y: 0 }, barTransform: { x: 0, y: 0, opacity: 1 }, fade: null, buttons: [], pages: [],
});

test('plays one frame interval behind the least-delayed frame, interpolating', () => {
  const timeline = createFrameTimeline();
  // server t = 10.00, 10.02, 10.04 arrive at local 5.00 (+0), 5.03 (+0.01 jitter), 5.04
  timeline.push(frame(10.0, 0), 5.0);
  assert.equal(timeline.delay, DEFAULT_DELAY);
  timeline.push(frame(10.02, 0.2), 5.03);
  timeline.push(frame(10.04, 0.4), 5.04);
  assert.ok(Math.abs(timeline.delay - 0.02) < 1e-9); // the interval between frames of one burst
  // offset = min(arrival − t) = 5.00 − 10.00 = −5.00; at local 5.05 the display time is
  // 5.05 + 5.00 − 0.02 = 10.03: halfway between 10.02 and 10.04 → position 0.3
  const shown = timeline.sample(5.05);
  assert.ok(Math.abs(shown.position - 0.3) < 1e-9, String(shown.position));
  // later than the newest frame: the newest, never extrapolated
  assert.equal(timeline.sample(9).position, 0.4);
  assert.equal(timeline.latest.position, 0.4);
});

test('after a pause the new frame shows at once; a new revision goes on on the same clock', () => {
  const timeline = createFrameTimeline();
  timeline.push(frame(1.0, 0), 1.0);
  timeline.push(frame(3.0, 0.1), 3.0); // 2 s idle before this frame
  // display time 3.0 − 1/60 falls between 1.0 and 3.0, a pause: show the newer state
  assert.equal(timeline.sample(3.0).position, 0.1);
  timeline.push(frame(3.02, 0.2, 2), 3.02);
  // Kept (decision 0048): at local 3.03 the display time is 3.03 − 1/60 ≈ 3.013, between the two
  // revisions' frames: the old one whole, not a mix; at 3.04 (display 3.02 + 0.0033) the new one.
  assert.equal(timeline.size, 3);
  assert.equal(timeline.sample(3.03).position, 0.1);
  assert.equal(timeline.sample(3.04).position, 0.2);
  // Time going backwards (a new session) still starts over.
  timeline.push(frame(0.5, 0.3, 1), 3.05);
  assert.equal(timeline.size, 1);
});

test('slow motion advances the playhead at the rate and skips pauses', () => {
  const timeline = createFrameTimeline();
  for (let i = 0; i <= 30; i += 1) timeline.push(frame(i / 60, i / 30), i / 60); // 0.5 s of motion, 0 → 1
  // the first sample starts at the live target, 0 − 0 − 1/60, before the first frame: the first frame
  assert.equal(timeline.sample(0, 0.25).position, 0);
  // 0.2 s of local time at 0.25× moves the playhead 0.05 s = 3 frames → position 3/30
  const later = timeline.sample(0.2, 0.25);
  assert.ok(Math.abs(later.position - 0.1) < 1e-9, String(later.position));
  // a burst after a pause longer than PAUSE_GAP: frame at t = 1.6, arriving at local 2.0
  timeline.push(frame(0.5 + PAUSE_GAP + 1, 2), 2.0);
  // at local 2.04 the playhead reaches 0.05 + 1.84 × 0.25 = 0.51, just past the end of the first burst:
  // the 1.1 s pause is skipped and the new frame shows
  assert.equal(timeline.sample(2.04, 0.25).position, 2);
  assert.equal(timeline.sample(2.05, 0.25).position, 2);
});

test('localTime places a session time where its frames play', async () => {
  const { createFrameTimeline } = await import('../../Public/scripts/logic/frame-timeline.js');
  const timeline = createFrameTimeline();
  assert.equal(timeline.localTime(5, 100), null);
  const frame = (t) => ({ type: 'frame', rev: 1, seq: t * 60, t, position: 0, index: 0, indicator: {}, barOffset: {}, barTransform: {}, buttons: [], pages: [] });
  timeline.push(frame(1), 101.2);
  timeline.push(frame(1 + 1 / 60), 101.2 + 1 / 60 + 0.01);
  // Offset: the least delayed frame, 100.2; delay: the frame interval, 1/60.
  assert.ok(Math.abs(timeline.localTime(2, 101.3) - (2 + 100.2 + 1 / 60)) < 1e-9);
});

test('a 30 fps stream is shown frame by frame, each until the next, as the phone shows it', () => {
  const timeline = createFrameTimeline();
  for (let i = 0; i <= 6; i += 1) timeline.push(frame(10 + i / 30, i / 30), 5 + i / 30);
  assert.ok(Math.abs(timeline.delay - 1 / 30) < 1e-9);
  // At local 5.12 the display time is 10.12 − 1/30 ≈ 10.0867: between frames 2 (10.0667) and 3 (10.1).
  assert.ok(Math.abs(timeline.sample(5.12).position - 2 / 30) < 1e-9);
  assert.ok(Math.abs(timeline.sample(5.13).position - 2 / 30) < 1e-9);
  assert.ok(Math.abs(timeline.sample(5.135).position - 3 / 30) < 1e-9);
  // Slow motion still mixes, to show the curve between frames.
  const slow = createFrameTimeline();
  for (let i = 0; i <= 6; i += 1) slow.push(frame(10 + i / 30, i / 30), 5 + i / 30);
  slow.sample(5.0, 0.5);
  const between = slow.sample(5.05, 0.5).position;
  assert.ok(between > 0 && between < 1 / 30, String(between));
});

test('on a 120 Hz display a 60 fps stream is held two refreshes a frame; on 60 Hz it is mixed', () => {
  const timeline = createFrameTimeline();
  for (let i = 0; i <= 12; i += 1) timeline.push(frame(10 + i / 60, i / 60), 5 + i / 60);
  // Display time at local 5.125 is 10.125 − 1/60 ≈ 10.1083: half-way between frames 6 and 7.
  const at120 = timeline.sample(5.125, 1, holdIntervalFor(1 / 120)).position;
  assert.ok(Math.abs(at120 - 6 / 60) < 1e-9, String(at120));
  const at60 = timeline.sample(5.125, 1, holdIntervalFor(1 / 60)).position;
  assert.ok(Math.abs(at60 - 6.5 / 60) < 1e-9, String(at60));
  // Unmeasured, the display is taken as 60 Hz.
  assert.ok(Math.abs(timeline.sample(5.125).position - 6.5 / 60) < 1e-9);
});
