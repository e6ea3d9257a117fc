import { test } from 'node:test';
import assert from 'node:assert/strict';
import { movingTap, positionAt, stripPages } from '../../Public/scripts/logic/moving-tap.js';
import { createLocalMotion } from '../../Public/scripts/logic/local-motion.js';

// Five pages 390 pt wide, as the table's drag rules give them.
const base = {
  orientation: 'horizontal', rightToLeft: false, pages: { x: 0, y: 0, width: 390, height: 700 }, stride: 390, count: 5, slop: 10,
};
// BTabViewController's `scrollTab`: 0.4 s `.curveEaseInOut`, through the pages; its indicator's 0.2 s.
const bTab = { ...base, tapsWhileMoving: { rule: 'retarget', duration: 0.4, curve: 'easeInOut', throughPages: true, barDuration: 0.2 } };
// SwiftUITabPager: UIPageViewController's 0.3 s slide, outgoing and incoming page only.
const swiftUI = { ...base, tapsWhileMoving: { rule: 'queue', duration: 0.3, curve: 'easeInOut', throughPages: false, barDuration: 0.3 } };

/** A frame whose indicator sits at 100 pt a page (the rest on tab k has it at 100·k). */
const frame = (t, position, index, pages = [{ index: Math.floor(position), x: 0, y: 0, opacity: 1 }], indicatorX = 100 * index) => ({
  type: 'frame', rev: 3, seq: 7, t, position, index, pages, buttons: [],
  indicator: { x: indicatorX, y: 44, width: 60, height: 2, opacity: 1 }, barOffset: { x: 0, y: 0 },
  barTransform: { x: 0, y: 0, opacity: 1 }, fade: null,
});
// As the server's table: a segment's knots end a hair inside it, so at a whole page k > 0 the segment
// before gives its bar, BTabViewController's `floor(offset / width)` cell k − 1; a hair past k gives k's.
const table = {
  rev: 3,
  sample: (/** @type {number} */ p, /** @type {number} */ i) =>
    frame(p, p, i, undefined, 100 * (Number.isInteger(p) && p > 0 ? p - 1 : Math.floor(p))),
};

/** The predicted frames' state at browser time `t`, by position and indicator (straight between frames). */
function at(trajectory, t) {
  const frames = trajectory.frames;
  const i = frames.findIndex((f) => f.t >= t - 1e-9);
  const b = frames[i];
  const a = frames[Math.max(0, i - 1)];
  const f = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1;
  return { position: a.position + (b.position - a.position) * f, indicator: a.indicator.x + (b.indicator.x - a.indicator.x) * f, frame: b };
}

test('positions between frames are straight, held before and after', () => {
  const frames = [{ t: 1, position: 0 }, { t: 2, position: 2 }];
  assert.equal(positionAt(frames, 0), 0);
  assert.equal(positionAt(frames, 1.25), 0.5);
  assert.equal(positionAt(frames, 3), 2);
});

test('a strip shows the two pages round the position, none past the ends, mirrored right to left', () => {
  assert.deepEqual(stripPages(base, 1.25), [{ index: 1, x: -97.5, y: 0, opacity: 1 }, { index: 2, x: 292.5, y: 0, opacity: 1 }]);
  assert.deepEqual(stripPages(base, 2), [{ index: 2, x: 0, y: 0, opacity: 1 }]);
  assert.deepEqual(stripPages(base, -0.25), [{ index: 0, x: 97.5, y: 0, opacity: 1 }]);
  assert.deepEqual(stripPages({ ...base, rightToLeft: true }, 1.25)[1], { index: 2, x: -292.5, y: 0, opacity: 1 });
});

test('BTabViewController: the slide to the second tab is added to the running one (UIKit additive)', () => {
  // The first tap's slide 0 → 3 on the session clock, played 10 s later on the browser's: 3.75 pages a second.
  const frames = [0, 0.1, 0.2, 0.3, 0.4].map((t) => frame(t, t * 7.5, 3));
  const running = { frames, offset: 10 };
  const drawn = { ...frame(0.2, 1.5, 3), indicator: { x: 250, y: 44, width: 60, height: 2, opacity: 1 } };
  const predicted = movingTap({ rules: bTab, running, target: 1, at: 10.2, table, drawn });
  assert.ok(predicted);
  assert.equal(predicted.clientTime, 10.2);
  // At the tap nothing has changed yet: 1.5, the running slide's.
  assert.ok(Math.abs(at(predicted, 10.2).position - 1.5) < 1e-9);
  // 0.2 s on: the running slide is at 3, the new one half way (ease-in-out(0.5) = 0.5): 3 + (1 − 3)·0.5 = 2.
  assert.ok(Math.abs(at(predicted, 10.4).position - 2) < 1e-6);
  // It ends on the tab 0.4 s after the tap, pages and index there.
  const last = predicted.frames[predicted.frames.length - 1];
  assert.ok(Math.abs(last.t - 10.6) < 1e-9);
  assert.equal(last.position, 1);
  assert.equal(last.index, 1);
  assert.deepEqual(last.pages, [{ index: 1, x: 0, y: 0, opacity: 1 }]);
  // 0.1 s on the pages at 2.25 + (−2)·ease(0.25) show pages 2 and 3 of one strip.
  const mid = at(predicted, 10.3).frame;
  assert.deepEqual(mid.pages.map((p) => p.index), [Math.floor(mid.position), Math.floor(mid.position) + 1]);
  // The bar goes from what was drawn (250) to the rest on tab 1 (100) over 0.2 s: half way at 0.1 s.
  assert.ok(Math.abs(at(predicted, 10.3).indicator - 175) < 1e-6);
  assert.ok(Math.abs(at(predicted, 10.5).indicator - 100) < 1e-9);
});

test('BTabViewController during a swipe’s glide: the glide stops where it is drawn and the slide starts there', () => {
  const frames = [frame(0, 1, 2), frame(0.3, 2, 2)];
  const predicted = movingTap({ rules: bTab, running: { frames, offset: 0, catchable: true }, target: 4, at: 0.1, table, drawn: frame(0.1, 1.3, 2) });
  // 1.3 + (4 − 1.3)·0.5 = 2.65 at 0.2 s of 0.4.
  assert.ok(Math.abs(at(predicted, 0.3).position - 2.65) < 1e-6);
  assert.equal(predicted.frames[predicted.frames.length - 1].position, 4);
});

test('BTabViewController during a swipe’s glide: a tap on the tab it glides to stops it too (`scrollTab` for any tab)', () => {
  // The drag reached page 1; the glide heads for 2. `didSelectItemAt` calls `scrollTab` before it
  // compares the tab with the selected one, so the 0.4 s slide starts where the glide is (decision 0035).
  const frames = [frame(0, 1, 1), frame(0.1, 1.3, 1), frame(0.3, 2, 2)];
  const predicted = movingTap({ rules: bTab, running: { frames, offset: 0, catchable: true }, target: 2, at: 0.1, table, drawn: frame(0.1, 1.3, 1) });
  assert.ok(predicted);
  // 1.3 + (2 − 1.3)·ease(0.5) at 0.2 s of 0.4; the glide alone would be at 2 by 0.3 s.
  assert.ok(Math.abs(at(predicted, 0.3).position - 1.65) < 1e-6);
  assert.ok(Math.abs(predicted.frames[predicted.frames.length - 1].t - 0.5) < 1e-9);
});

test('SwiftUITabPager: a tap on the page the slide reaches, with another tab queued after it, ends the pages there', () => {
  // Tab 2 tapped from 4, then tab 0 (queued after the slide): a tap on 2 now selects 2 and drops the
  // queued slide (`ProgrammaticScroll.then` cleared): the pages reach 2 and stay.
  const two = [{ index: 4, x: 0, y: 0, opacity: 1 }, { index: 2, x: -390, y: 0, opacity: 1 }];
  const frames = [frame(0, 4, 0, two), frame(0.1, 3.5, 0, two), frame(0.2, 2.5, 0, two), frame(0.3, 2, 0, [{ index: 2, x: 0, y: 0, opacity: 1 }]), frame(0.45, 1, 0), frame(0.6, 0, 0)];
  const predicted = movingTap({ rules: swiftUI, running: { frames, offset: 0 }, target: 2, at: 0.15, table, drawn: frame(0.15, 3, 0) });
  assert.ok(predicted);
  const last = predicted.frames[predicted.frames.length - 1];
  assert.deepEqual([Math.round(last.t * 1000), last.position, last.index], [300, 2, 2]);
  assert.ok(predicted.frames.every((f) => f.position >= 2), 'never on towards tab 0');
});

test('SwiftUITabPager: the slide under way ends, then the pages slide from the page reached to the tab', () => {
  // 4 → 2 by UIPageViewController: outgoing and incoming page, one page at the arrival.
  const two = [{ index: 4, x: 0, y: 0, opacity: 1 }, { index: 2, x: -390, y: 0, opacity: 1 }];
  const frames = [frame(0, 4, 2, two), frame(0.1, 3.5, 2, two), frame(0.2, 2.5, 2, two), frame(0.3, 2, 2, [{ index: 2, x: 0, y: 0, opacity: 1 }])];
  const predicted = movingTap({ rules: swiftUI, running: { frames, offset: 0 }, target: 0, at: 0.15, table, drawn: frame(0.15, 3, 2) });
  // Until 0.3 s the pages go on as they were: 3 at 0.15 s.
  assert.ok(Math.abs(at(predicted, 0.15).position - 3) < 1e-9);
  assert.ok(Math.abs(at(predicted, 0.25).position - 2.25) < 0.02);
  // Then 2 → 0 over 0.3 s: half way at 0.45 s, page 2 going out to the right, page 0 coming in from the left.
  const half = predicted.frames.find((f) => Math.abs(f.t - 0.45) < 1e-6);
  assert.ok(half);
  assert.ok(Math.abs(half.position - 1) < 1e-9);
  assert.deepEqual(half.pages.map((p) => [p.index, Math.round(p.x * 1000) / 1000]), [[2, 195], [0, -195]]);
  const last = predicted.frames[predicted.frames.length - 1];
  assert.ok(Math.abs(last.t - 0.6) < 1e-9);
  assert.equal(last.position, 0);
  // The selection moved at the tap: every frame drawn is tab 0's.
  assert.ok(predicted.frames.every((f) => f.index === 0));
});

test('nothing is drawn ahead where the library refuses the tap, for the tab selected, or without what it needs', () => {
  const frames = [frame(0, 0, 3), frame(0.4, 3, 3)];
  const args = { running: { frames, offset: 0 }, target: 1, at: 0.2, table, drawn: frame(0.2, 1.5, 3) };
  assert.equal(movingTap({ ...args, rules: { ...base, tapsWhileMoving: null } }), null, 'Tabman, TabBarController: refused');
  assert.equal(movingTap({ ...args, rules: bTab, target: 3 }), null, 'the tab selected');
  assert.equal(movingTap({ ...args, rules: bTab, running: null }), null, 'nothing moving');
  assert.equal(movingTap({ ...args, rules: bTab, table: { ...table, rev: 2 } }), null, 'another layout');
  assert.equal(movingTap({ ...args, rules: bTab, target: 5 }), null, 'past the end');
  assert.equal(movingTap({ ...args, rules: swiftUI, at: 0.4 }), null, 'lifted once the slide had ended: a tap at rest');
});

test('played seamlessly, the tap drawn ahead is drawn as it is from its first frame, no blend holding it back', () => {
  const frames = [0, 0.1, 0.2, 0.3, 0.4].map((t) => frame(t, t * 7.5, 3));
  const motion = createLocalMotion();
  motion.play({ start: 0, clientTime: 0, frames }, 0);
  motion.frameAt(0.25, null, null);
  assert.deepEqual(motion.running && { offset: motion.running.offset, catchable: motion.running.catchable }, { offset: 0, catchable: false });
  const predicted = movingTap({ rules: bTab, running: motion.running, target: 1, at: 0.2, table, drawn: frame(0.2, 1.5, 3) });
  motion.play(predicted, 0.2, null, { seamless: true });
  const own = at(predicted, 0.3).position;
  assert.ok(Math.abs(motion.frameAt(0.3, null, null).position - own) < 1e-9);
  // Without `seamless` the same play is blended in from the first slide over 0.15 s: 2/3 of the way at 0.1 s.
  const blended = createLocalMotion();
  blended.play({ start: 0, clientTime: 0, frames }, 0);
  blended.play(predicted, 0.2, null);
  const first = 0.3 * 7.5;
  assert.ok(Math.abs(blended.frameAt(0.3, null, null).position - (first + ((own - first) * 2) / 3)) < 1e-6);
});

test('played seamlessly over an answer blending into the same gesture’s earlier one, no blend either', () => {
  // The first click's slide from its what-if answer, then the server's answer to the same click
  // (the same animation) blending in from 0.15 s: the blend moves nothing, so the tap at 0.2 s is drawn
  // as it is (kept, it held the tap's first motion back by the blend's share: 0.08 page at 0.1 s).
  const frames = [0, 0.1, 0.2, 0.3, 0.4].map((t) => frame(t, t * 7.5, 3));
  const motion = createLocalMotion();
  motion.play({ start: 0, clientTime: 0, frames }, 0);
  motion.frameAt(0.1, null, null);
  motion.play({ start: 0, clientTime: 0, frames }, 0.15);
  motion.frameAt(0.18, null, null);
  const predicted = movingTap({ rules: bTab, running: motion.running, target: 1, at: 0.2, table, drawn: frame(0.2, 1.5, 3) });
  motion.play(predicted, 0.2, null, { seamless: true });
  assert.ok(Math.abs(motion.frameAt(0.25, null, null).position - at(predicted, 0.25).position) < 1e-9);
});

test('played seamlessly over a late answer still blending in from the screen, it goes on from what is drawn', () => {
  // A late answer (decision 0041) blends in from the rest drawn (position 0) over 0.15 s from 0.3 s;
  // pages of one strip, so that the blend can mix positions more than a page apart (frame-blend.js).
  const strip = (/** @type {number} */ t, /** @type {number} */ p, /** @type {number} */ i) => frame(t, p, i, stripPages(base, p));
  const frames = [0, 0.1, 0.2, 0.3, 0.4].map((t) => strip(t, t * 7.5, 3));
  const motion = createLocalMotion();
  motion.play({ start: 0, clientTime: 0, frames }, 0.3, strip(0.3, 0, 0));
  const before = motion.frameAt(0.33, null, null).position;
  assert.ok(before < 0.3 * 7.5 - 0.5, `drawn ${before}, still well short of the answer's own`);
  const predicted = movingTap({ rules: bTab, running: motion.running, target: 1, at: 0.33, table, drawn: strip(0.33, before, 3) });
  motion.play(predicted, 0.33, null, { seamless: true });
  // No step: 10 ms later what is drawn has gone on with the late blend's catching up (0.3 page: the
  // blend's share 0.27 of the answer's 2.55, then 0.07 of the way to the tap's), not jumped to the answer
  // (2.5 page on: dropping the blend).
  const next = motion.frameAt(0.34, null, null).position;
  assert.ok(next > before && next - before < 0.5, `${before} → ${next}`);
});

test('SwiftUITabPager during a swipe’s glide: the glide ends on its page, then the pages slide on to the tab', () => {
  // The drag reached page 1 and the glide heads for 2 (UIPageViewController's paging); a tap on tab 4
  // sets the selection binding at once, and `updateIndex(to:)` queues the slide from 2 to 4 after the
  // glide (the engine's `settle.then`, `slideOn(from:to:at:)`; decision 0053).
  const glide = [frame(0, 1, 1), frame(0.1, 1.5, 1), frame(0.2, 1.9, 1), frame(0.25, 2, 2, [{ index: 2, x: 0, y: 0, opacity: 1 }])];
  const predicted = movingTap({ rules: swiftUI, running: { frames: glide, offset: 0, catchable: true }, target: 4, at: 0.05, table, drawn: frame(0.05, 1.25, 1) });
  assert.ok(predicted);
  // Until the glide's rest at 0.25 s the pages glide on: 1.7 at 0.15 s.
  assert.ok(Math.abs(at(predicted, 0.15).position - 1.7) < 0.02);
  // Then 2 → 4 over 0.3 s: half way at 0.4 s, the outgoing page 2 and the incoming page 4 only.
  const half = predicted.frames.find((f) => Math.abs(f.t - 0.4) < 1e-6);
  assert.ok(half);
  assert.ok(Math.abs(half.position - 3) < 1e-9);
  assert.deepEqual(half.pages.map((p) => [p.index, Math.round(p.x * 1000) / 1000]), [[2, -195], [4, 195]]);
  const last = predicted.frames[predicted.frames.length - 1];
  assert.deepEqual([Math.round(last.t * 1000), last.position, last.index], [550, 4, 4]);
  assert.ok(predicted.frames.every((f) => f.index === 4), 'the tab selected at the tap');
  // A tap on the page the glide reaches, selected only once the glide ends: the pages stay there.
  const stay = movingTap({ rules: swiftUI, running: { frames: glide, offset: 0, catchable: true }, target: 2, at: 0.05, table, drawn: frame(0.05, 1.25, 1) });
  assert.ok(stay);
  const end = stay.frames[stay.frames.length - 1];
  assert.deepEqual([Math.round(end.t * 1000), end.position, end.index], [250, 2, 2]);
  // The tab the drag reached is the one selected: nothing new.
  assert.equal(movingTap({ rules: swiftUI, running: { frames: glide, offset: 0, catchable: true }, target: 1, at: 0.05, table, drawn: frame(0.05, 1.25, 1) }), null);
});
