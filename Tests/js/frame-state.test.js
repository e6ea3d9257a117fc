import test from 'node:test';
import assert from 'node:assert/strict';
import { applyFrame, trimButtons, interpolateFrames, canInterpolate, selectedFontShare, sampleFrames } from '../../Public/scripts/logic/frame-state.js';

const full = {
  type: 'frame', full: true, rev: 3, seq: 10, t: 1.0, position: 1, index: 1,
  indicator: { x: 100, y: 44, width: 80, height: 4, opacity: 1 },
  barOffset: { x: 0, y: 0 },
  bar: { x: 0, y: 0, opacity: 1 },
  buttons: [
    { index: 0, progress: 0, selected: false, color: '#000000FF', opacity: 1, imageScale: 1 },
    { index: 1, progress: 1, selected: true, color: '#007AFFFF', opacity: 1, imageScale: 1 },
    { index: 2, progress: 0, selected: false, color: '#000000FF', opacity: 1, imageScale: 1 },
  ],
  pages: [{ index: 1, x: 0, y: 0, opacity: 1 }],
};

test('a full frame replaces the state; the engine\'s "bar" becomes barTransform', () => {
  const state = applyFrame(null, full);
  assert.equal(state.position, 1);
  assert.deepEqual(state.barTransform, { x: 0, y: 0, opacity: 1 });
  assert.equal('bar' in state, false);
  assert.equal('full' in state, false);
  assert.equal(state.fade, null);
  assert.equal(state.buttons.length, 3);
});

test('a delta replaces the fields it carries and merges buttons by index', () => {
  const state = applyFrame(null, full);
  const next = applyFrame(state, {
    type: 'frame', rev: 3, seq: 11, t: 1.016, position: 1.25,
    indicator: { x: 120, y: 44, width: 90, height: 4, opacity: 1 },
    buttons: [{ index: 2, progress: 0.25, selected: false, color: '#003E40FF', opacity: 1, imageScale: 1 }],
    pages: [{ index: 1, x: -98, y: 0, opacity: 1 }, { index: 2, x: 295, y: 0, opacity: 1 }],
  });
  assert.equal(next.seq, 11);
  assert.equal(next.index, 1); // unchanged, kept
  assert.deepEqual(next.barOffset, { x: 0, y: 0 });
  assert.equal(next.buttons[1].progress, 1); // not in the delta: kept
  assert.equal(next.buttons[2].progress, 0.25);
  assert.equal(next.pages.length, 2);
  assert.equal(state.buttons[2].progress, 0, 'the old state is not changed');
  const hidden = applyFrame(next, { type: 'frame', rev: 3, seq: 12, t: 1.03, barTransform: { x: 0, y: -48, opacity: 0 } });
  assert.deepEqual(hidden.barTransform, { x: 0, y: -48, opacity: 0 });
});

test('a delta merges the indicator numbers and button fields it carries into those held', () => {
  const state = applyFrame(null, full);
  const next = applyFrame(state, {
    type: 'frame', rev: 3, seq: 11, t: 1.016, position: 1.25,
    indicator: { x: 120 },
    buttons: [{ index: 1, progress: 0.75 }, { index: 2, progress: 0.25, color: '#003E40FF' }],
  });
  assert.deepEqual(next.indicator, { x: 120, y: 44, width: 80, height: 4, opacity: 1 });
  assert.deepEqual(next.buttons[1], { index: 1, progress: 0.75, selected: true, color: '#007AFFFF', opacity: 1, imageScale: 1 });
  assert.deepEqual(next.buttons[2], { index: 2, progress: 0.25, selected: false, color: '#003E40FF', opacity: 1, imageScale: 1 });
  assert.deepEqual(next.buttons[0], full.buttons[0]);
  assert.deepEqual(state.indicator, full.indicator, 'the old state is not changed');
  assert.equal(state.buttons[1].progress, 1);
});

test('a full frame after deltas starts over; trimButtons drops buttons a new layout lost', () => {
  let state = applyFrame(null, full);
  state = applyFrame(state, { ...full, full: true, buttons: [full.buttons[0]], seq: 20 });
  assert.equal(state.buttons.length, 1);
  const sparse = applyFrame(applyFrame(null, { ...full, buttons: [] }), { type: 'frame', seq: 2, buttons: [{ index: 2, progress: 1 }] });
  assert.deepEqual(sparse.buttons.map((b) => b.progress), [0, 0, 1]); // holes filled with unselected
  assert.equal(trimButtons(applyFrame(null, full), 2).buttons.length, 2);
});

test('interpolateFrames mixes geometry and colours linearly between two frames', () => {
  const a = applyFrame(null, full);
  const b = applyFrame(a, {
    type: 'frame', rev: 3, seq: 11, t: 1.02, position: 1.5,
    indicator: { x: 140, y: 44, width: 100, height: 4, opacity: 1 },
    barOffset: { x: 20, y: 0 },
    buttons: [
      { index: 1, progress: 0.5, selected: false, color: '#003D80FF', opacity: 1, imageScale: 1 },
      { index: 2, progress: 0.5, selected: false, color: '#003D80FF', opacity: 1, imageScale: 1 },
    ],
    pages: [{ index: 1, x: -200, y: 0, opacity: 1 }, { index: 2, x: 200, y: 0, opacity: 1 }],
  });
  const mid = interpolateFrames(a, b, 0.25);
  assert.equal(mid.position, 1.125); // 1 + 0.5 × 0.25
  assert.equal(mid.t, 1.005);
  assert.deepEqual(mid.indicator, { x: 110, y: 44, width: 85, height: 4, opacity: 1 }); // 100 + 40/4, 80 + 20/4
  assert.deepEqual(mid.barOffset, { x: 5, y: 0 });
  assert.equal(mid.buttons[1].progress, 0.875); // 1 − 0.5 × 0.25
  assert.equal(mid.buttons[1].selected, true); // nearer a
  // #007AFF → #003D80 at 0.25: g 122 + (61 − 122)/4 = 106.75 → 107 = 0x6B; b 255 + (128 − 255)/4 = 223.25 → 223 = 0xDF
  assert.equal(mid.buttons[1].color, '#006BDFFF');
  // page 1 moves 0 → −200: −50; page 2 is only in b: where b has it
  assert.deepEqual(mid.pages, [{ index: 1, x: -50, y: 0, opacity: 1 }, { index: 2, x: 200, y: 0, opacity: 1 }]);
  assert.equal(mid.seq, 11);
  assert.equal(interpolateFrames(a, b, 1), b);
});

test('no interpolation across layout revisions, backwards time or page wraps', () => {
  const a = applyFrame(null, full);
  assert.equal(canInterpolate(a, { ...a, t: 1.1, rev: 4 }), false);
  assert.equal(canInterpolate(a, { ...a, t: 0.9 }), false);
  assert.equal(canInterpolate(a, { ...a, t: 1.1, position: 4 }), false); // a jump of 3 pages (infinite wrap)
  const wrapped = { ...a, t: 1.1, position: 4 };
  assert.equal(interpolateFrames(a, wrapped, 0.5), wrapped);
});

test('pageArea arrives while the bar slides and a null delta clears it', () => {
  const area = {
    frame: { x: 0, y: 0, width: 393, height: 852 },
    insets: { top: 0, left: 0, bottom: 24.5, right: 0 },
    safeArea: { top: 59, left: 0, bottom: 58.5, right: 0 },
  };
  const sliding = applyFrame(applyFrame(null, full), { type: 'frame', rev: 3, seq: 11, t: 1.1, pageArea: area });
  assert.deepEqual(sliding.pageArea, area);
  assert.equal(sliding.position, 1); // kept
  const done = applyFrame(sliding, { type: 'frame', rev: 3, seq: 12, t: 1.2, pageArea: null });
  assert.equal(done.pageArea, null);
});

test("a label's selected-font share merges from deltas, mixes between frames and falls back to selected", () => {
  const a = applyFrame(null, {
    ...full,
    buttons: [
      { index: 0, progress: 0, selected: false, selectedFontOpacity: 0.75, color: '#000000FF', opacity: 1, imageScale: 1 },
      { index: 1, progress: 1, selected: true, selectedFontOpacity: 0.25, color: '#007AFFFF', opacity: 1, imageScale: 1 },
    ],
  });
  const b = applyFrame(a, {
    type: 'frame', rev: 3, seq: 11, t: 1.1,
    buttons: [{ index: 0, selectedFontOpacity: 0.25 }, { index: 1, selectedFontOpacity: 0.75 }],
  });
  assert.equal(b.buttons[0].selectedFontOpacity, 0.25);
  assert.equal(b.buttons[1].selected, true); // kept
  const mid = interpolateFrames(a, b, 0.5);
  assert.equal(mid.buttons[0].selectedFontOpacity, 0.5);
  assert.equal(mid.buttons[1].selectedFontOpacity, 0.5);
  assert.equal(selectedFontShare(mid.buttons[1]), 0.5);
  assert.equal(selectedFontShare({ index: 0, progress: 1, selectedFontOpacity: 1.5 }), 1);
  assert.equal(selectedFontShare({ index: 0, progress: 1, selected: true }), 1);
  assert.equal(selectedFontShare({ index: 0, progress: 0, selected: false }), 0);
  assert.equal(selectedFontShare(undefined), 0);
});

test('a delta without type or rev keeps the full frame\'s; its pages list those shown, merged by index', () => {
  const state = applyFrame(null, full);
  // As the server writes it (docs/api.md "Frame deltas"): page 1 moved (x only), page 2 is new (whole).
  const next = applyFrame(state, {
    seq: 11, t: 1.016, position: 1.25,
    pages: [{ index: 1, x: -98 }, { index: 2, x: 295, y: 0, opacity: 0.5 }],
  });
  assert.equal(next.type, 'frame');
  assert.equal(next.rev, 3);
  assert.deepEqual(next.pages, [{ index: 1, x: -98, y: 0, opacity: 1 }, { index: 2, x: 295, y: 0, opacity: 0.5 }]);
  // Page 1 gone, page 2 moved: only page 2 is shown, its y and opacity kept.
  const after = applyFrame(next, { seq: 12, t: 1.033, pages: [{ index: 2, x: 200 }] });
  assert.deepEqual(after.pages, [{ index: 2, x: 200, y: 0, opacity: 0.5 }]);
  assert.equal(canInterpolate(next, after), true);
});

test('an animation sampled at a time: mixed between its frames, the ends held, gaps of the hold interval drawn as they are', () => {
  // Pages 0, 1, 2 and 3 at 10, 10.1, 10.2 and 10.4 s.
  const frames = [[0, 0], [1, 1], [2, 2], [4, 3]].map(([k, position]) => ({ ...applyFrame(null, full), t: 10 + k / 10, position }));
  const near = (/** @type {number} */ a, /** @type {number} */ b) => Math.abs(a - b) < 1e-9;
  assert.equal(sampleFrames(frames, 9).position, 0);
  assert.ok(near(sampleFrames(frames, 10.15).position, 1.5));
  assert.equal(sampleFrames(frames, 10.1), frames[1], 'on a frame: that frame');
  assert.equal(sampleFrames(frames, 11).position, 3);
  // 0.2 s between the last two with a hold interval of 0.15 s: the one before, until the next (5 fps).
  assert.equal(sampleFrames(frames, 10.3, 0.15).position, 2);
  assert.ok(near(sampleFrames(frames, 10.05, 0.15).position, 0.5), 'closer frames still mixed');
  assert.ok(near(sampleFrames(frames, 10.3).position, 2.5), 'no hold interval: always mixed');
});
