import { test } from 'node:test';
import assert from 'node:assert/strict';
import { movingKey, requestedTab } from '../../Public/scripts/logic/moving-key.js';

// Five pages 390 pt wide (the table's drag rules), under each library's rule for a tap while they move.
const pages = { orientation: 'horizontal', rightToLeft: false, pages: { x: 0, y: 0, width: 390, height: 700 }, stride: 390, count: 5 };
// BTabViewController's `scrollTab`: `UIView.animate(withDuration: 0.4, options: .curveEaseInOut)`, added to the running one.
const bTab = { ...pages, tapsWhileMoving: { rule: 'retarget', duration: 0.4, curve: 'easeInOut', throughPages: true, barDuration: 0.2 } };
// SwiftUITabPager: UIPageViewController's 0.3 s slide after the one under way.
const swiftUI = { ...pages, tapsWhileMoving: { rule: 'queue', duration: 0.3, curve: 'easeInOut', throughPages: false, barDuration: 0.3 } };
// Tabman (Pageboy's `isSafeToScrollToANewPage`) and TabBarController: refused, no rule.
const tabman = { ...pages, tapsWhileMoving: null };

/** A frame at `t` (s) on page `position` with tab `index` selected; one page shown where it is whole. */
const at = (t, position, index) => ({
  type: 'frame', rev: 1, seq: 1, t, position, index, buttons: [],
  pages: Number.isInteger(position) ? [{ index: position, x: 0, y: 0, opacity: 1 }] : [{ index: Math.floor(position), x: 0, y: 0, opacity: 1 }, { index: Math.ceil(position), x: 0, y: 0, opacity: 1 }],
  indicator: { x: 80 * index, y: 44, width: 60, height: 2, opacity: 1 }, barOffset: { x: 0, y: 0 }, barTransform: { x: 0, y: 0, opacity: 1 }, fade: null,
});
const table = { rev: 1, sample: (/** @type {number} */ p, /** @type {number} */ i) => at(0, p, i) };

/** UIKit's `.curveEaseInOut`: cubic-bezier(0.42, 0, 0.58, 1), solved by bisection. */
function easeInOut(/** @type {number} */ u) {
  if (u <= 0) return 0;
  if (u >= 1) return 1;
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 60; i += 1) {
    const s = (lo + hi) / 2;
    const x = 3 * (1 - s) ** 2 * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s ** 3;
    [lo, hi] = x < u ? [s, hi] : [lo, s];
  }
  const s = (lo + hi) / 2;
  return 3 * (1 - s) * s * s + s ** 3;
}

/** The predicted position at browser time `t`, straight between its frames. */
function positionOf(/** @type {{frames: any[]}} */ predicted, /** @type {number} */ t) {
  const frames = predicted.frames;
  const i = Math.max(1, frames.findIndex((f) => f.t >= t - 1e-9));
  const [a, b] = [frames[i - 1], frames[i]];
  return a.position + (b.position - a.position) * Math.min(1, Math.max(0, (t - a.t) / (b.t - a.t)));
}

/** A tap's 0.4 s slide from page `from` to `to`, sampled every 1/60 s from browser time `start`, tab `to` selected throughout. */
function slide(/** @type {number} */ from, /** @type {number} */ to, /** @type {number} */ start) {
  return Array.from({ length: 25 }, (_, k) => at(start + k / 60, from + (to - from) * easeInOut(k / 24), to));
}

test('a key names the page the engine’s `press` does: arrows mirrored right to left, Home and End the ends', () => {
  const rtl = { ...pages, rightToLeft: true };
  assert.deepEqual(
    ['key=ArrowRight', 'key=ArrowLeft', 'key=ArrowDown', 'key=ArrowUp', 'key=Home', 'key=End'].map((q) => requestedTab(q, 2, pages)),
    [3, 1, 3, 1, 0, 4]);
  assert.deepEqual(['key=ArrowRight', 'key=ArrowLeft', 'key=ArrowDown'].map((q) => requestedTab(q, 2, rtl)), [1, 3, 3]);
  assert.deepEqual(
    ['scrollTo=next', 'scrollTo=previous', 'scrollTo=first', 'scrollTo=last', 'scrollTo=3'].map((q) => requestedTab(q, 2, pages)),
    [3, 1, 0, 4, 3]);
  // Past the ends, and what names no page: nothing (the engine's `requestedPage` is nil, the press refused).
  assert.equal(requestedTab('key=ArrowRight', 4, pages), null);
  assert.equal(requestedTab('scrollTo=previous', 0, pages), null);
  assert.equal(requestedTab('scrollTo=9', 0, pages), null);
  assert.equal(requestedTab('key=Enter', 2, pages), null);
  assert.equal(requestedTab('tap=1', 2, pages), null);
});

test('BTabViewController: ← during a tap’s slide goes one tab before the tapped one, added to the slide', () => {
  // A tap on tab 3 from tab 0 at 10 s (browser clock): the slide passes page 1.5 at 10.2 s; tab 3 is
  // selected from the tap (`didSelectItemAt`), so ← asks for tab 2, not for page 0 or 1 the pages pass.
  const running = { frames: slide(0, 3, 10).map((f) => ({ ...f, t: f.t - 4 })), offset: 4 };
  const predicted = movingKey({ rules: bTab, running, question: 'key=ArrowLeft', at: 10.2, table, drawn: at(10.2, 1.5, 3) });
  assert.ok(predicted);
  // UIKit adds the second 0.4 s ease-in-out to the first: 3·E((t − 10)/0.4) + (2 − 3)·E((t − 10.2)/0.4).
  for (const t of [10.2, 10.3, 10.4, 10.5, 10.6]) {
    const phone = 3 * easeInOut((t - 10) / 0.4) - easeInOut((t - 10.2) / 0.4);
    assert.ok(Math.abs(positionOf(predicted, t) - phone) < 0.01, `${t}: ${positionOf(predicted, t)} vs ${phone}`);
  }
  const last = predicted.frames[predicted.frames.length - 1];
  assert.deepEqual([last.position, last.index], [2, 2]);
  // Previous / Next count the same way.
  const next = movingKey({ rules: bTab, running, question: 'scrollTo=next', at: 10.2, table, drawn: at(10.2, 1.5, 3) });
  assert.equal(next?.frames.at(-1).position, 4);
});

test('BTabViewController during a swipe’s glide: → counts from the page the drag reached and stops the glide', () => {
  // The drag reached page 1 (Pageboy's commit, the engine's index) and the glide heads for 2 from 1.3:
  // → asks for 2, the glide's own page, which BTab's `didSelectItemAt` still scrolls to (`scrollTab`
  // is called for any tab): 0.4 s ease-in-out from where the glide is drawn.
  const glide = [at(0, 1, 1), at(0.1, 1.3, 1), at(0.3, 2, 2)];
  const predicted = movingKey({ rules: bTab, running: { frames: glide, offset: 0, catchable: true }, question: 'key=ArrowRight', at: 0.1, table, drawn: at(0.1, 1.3, 1) });
  assert.ok(predicted, 'taken');
  assert.ok(Math.abs(positionOf(predicted, 0.3) - (1.3 + 0.7 * easeInOut(0.5))) < 0.01);
  assert.ok(Math.abs(predicted.frames.at(-1).t - 0.5) < 1e-9, 'ends 0.4 s after the key, not with the glide');
});

test('SwiftUITabPager: ← during a slide to tab 4 selects tab 3 at once; the pages reach 4, then slide to 3', () => {
  const frames = slide(0, 4, 0).map((f) => ({ ...f, pages: f.position === 4 ? f.pages : [{ index: 0, x: 0, y: 0, opacity: 1 }, { index: 4, x: 0, y: 0, opacity: 1 }] }));
  const predicted = movingKey({ rules: swiftUI, running: { frames, offset: 0 }, question: 'key=ArrowLeft', at: 0.2, table, drawn: at(0.2, 2, 4) });
  assert.ok(predicted);
  assert.ok(predicted.frames.every((f) => f.index === 3), 'the selection moved at the key');
  // Until the arrival (0.4 s) the first slide as it was; then 4 → 3 over UIPageViewController's 0.3 s.
  assert.ok(Math.abs(positionOf(predicted, 0.3) - 4 * easeInOut(0.75)) < 0.01);
  assert.ok(Math.abs(positionOf(predicted, 0.55) - (4 - easeInOut(0.5))) < 0.01);
  assert.deepEqual([predicted.frames.at(-1).position, Math.round(predicted.frames.at(-1).t * 1000)], [3, 700]);
});

test('nothing is drawn where the engine refuses the key or there is nothing to draw', () => {
  const running = { frames: slide(0, 3, 0), offset: 0 };
  const args = { running, at: 0.2, table, drawn: at(0.2, 1.5, 3) };
  assert.equal(movingKey({ ...args, rules: tabman, question: 'key=ArrowLeft' }), null, 'Tabman, TabBarController: Pageboy refuses');
  // The slide's tab is selected: End on five tabs is 4, Home 0, → 4; one more is past the end.
  assert.equal(movingKey({ ...args, rules: bTab, question: 'scrollTo=3' }), null, 'the tab selected');
  const atEnd = { frames: slide(0, 4, 0), offset: 0 };
  assert.equal(movingKey({ ...args, running: atEnd, rules: bTab, question: 'key=ArrowRight' }), null, 'past the last tab');
  assert.equal(movingKey({ ...args, running: atEnd, rules: bTab, question: 'key=End' }), null, 'End: the tab selected');
  assert.equal(movingKey({ ...args, rules: bTab, running: null, question: 'key=ArrowLeft' }), null, 'nothing moving');
  assert.equal(movingKey({ ...args, rules: bTab, at: 0.5, question: 'key=ArrowLeft' }), null, 'the slide over: a key at rest');
  assert.equal(movingKey({ ...args, rules: bTab, question: 'key=Tab' }), null, 'not a pager key');
});

test('SwiftUITabPager during a swipe’s glide: → counts from the page the drag reached; the glide ends, then the slide', () => {
  // The drag reached page 1 and the glide heads for 2: → asks for tab 2 (from 1), which selects it at
  // once; the glide arrives on 2, the tab selected, and the pages stay (the engine's `settle.then`,
  // decision 0053). End asks for tab 4: the glide arrives on 2, then 2 → 4 over 0.3 s.
  const glide = [at(0, 1, 1), at(0.1, 1.5, 1), at(0.2, 1.9, 1), at(0.25, 2, 2)];
  const running = { frames: glide, offset: 0, catchable: true };
  const next = movingKey({ rules: swiftUI, running, question: 'key=ArrowRight', at: 0.05, table, drawn: at(0.05, 1.25, 1) });
  assert.ok(next);
  assert.ok(next.frames.every((f) => f.index === 2), 'tab 2 selected at the key');
  assert.deepEqual([next.frames.at(-1).position, Math.round(next.frames.at(-1).t * 1000)], [2, 250]);
  const end = movingKey({ rules: swiftUI, running, question: 'key=End', at: 0.05, table, drawn: at(0.05, 1.25, 1) });
  assert.ok(end);
  assert.ok(Math.abs(positionOf(end, 0.15) - 1.7) < 0.02, 'gliding on until its rest');
  assert.ok(Math.abs(positionOf(end, 0.4) - 3) < 0.01, 'half way from 2 to 4 at 0.15 s of 0.3');
  assert.deepEqual([end.frames.at(-1).position, Math.round(end.frames.at(-1).t * 1000)], [4, 550]);
});
