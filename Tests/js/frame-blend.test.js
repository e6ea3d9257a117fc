import test from 'node:test';
import assert from 'node:assert/strict';
import { blendFrames } from '../../Public/scripts/logic/frame-blend.js';

// Pages 393 pt apart, sliding left as the position grows: page i at x = (i − position) × 393.
const STRIDE = 393;
/** A state at `position` showing the pages `indices`. */
function state(position, indices, extra = {}) {
  return {
    type: 'frame', rev: 1, seq: 0, t: 0, position, index: Math.round(position),
    indicator: { x: 100 * position, y: 34, width: 80, height: 2, opacity: 1 },
    barOffset: { x: 0, y: 0 }, barTransform: { x: 0, y: 0, opacity: 1 }, fade: null, buttons: [],
    pages: indices.map((index) => ({ index, x: (index - position) * STRIDE, y: 0, opacity: 1 })),
    ...extra,
  };
}

test('two animations more than a page apart blend: position and every page move a share of the way', () => {
  // Drawn: still heading for tab 3 at 2.87 (pages 2, 3); the late answer to a tap on tab 1: at 1.85 (pages 1, 2).
  const a = state(2.87, [2, 3]);
  const b = state(1.85, [1, 2]);
  const mid = blendFrames(a, b, 0.5);
  assert.ok(Math.abs(mid.position - 2.36) < 1e-9, String(mid.position)); // (2.87 + 1.85) / 2
  assert.ok(Math.abs(mid.indicator.x - 236) < 1e-9, String(mid.indicator.x));
  // At 2.36 pages 1, 2 and 3 are where the strip puts them: x = (i − 2.36) × 393.
  const xs = Object.fromEntries(mid.pages.map((page) => [page.index, page.x]));
  assert.deepEqual(Object.keys(xs).map(Number).sort(), [1, 2, 3]);
  for (const [index, x] of Object.entries(xs)) assert.ok(Math.abs(x - (Number(index) - 2.36) * STRIDE) < 1e-6, `${index}: ${x}`);
  // A tenth of the way: a tenth of the gap, not the whole of it (before: 1.85 at once).
  assert.ok(Math.abs(blendFrames(a, b, 0.1).position - 2.768) < 1e-9);
});

test('within a page it is the interpolation of neighbouring frames; at the end, the second state', () => {
  const a = state(2.4, [2, 3]);
  const b = state(2.0, [2]);
  assert.ok(Math.abs(blendFrames(a, b, 0.25).position - 2.3) < 1e-9);
  assert.equal(blendFrames(state(2.87, [2, 3]), state(1.85, [1, 2]), 1).position, 1.85);
});

test('across an infinite pager’s wrap, or with no stride to read, the second state as before', () => {
  // At 4.9 of 5 pages the first page is shown after the last: not one strip with the state at 2.
  const wrapped = state(4.9, [4, 0]);
  wrapped.pages[1].x = (5 - 4.9) * STRIDE;
  const b = state(2.5, [2, 3]);
  assert.equal(blendFrames(wrapped, b, 0.5), b);
  // Both at rest, one page each: no stride.
  const restA = state(3, [3]);
  const restB = state(1, [1]);
  assert.equal(blendFrames(restA, restB, 0.5), restB);
});
