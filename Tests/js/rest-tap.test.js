import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pagesRest, restKey, restTap } from '../../Public/scripts/logic/rest-tap.js';

// Five pages 390 pt wide, as the table's drag rules give them.
const base = {
  orientation: 'horizontal', rightToLeft: false, pages: { x: 0, y: 0, width: 390, height: 700 }, stride: 390, count: 5, slop: 10,
};
// Tabman: Pageboy's `scrollToPage(.at(i), animated: true)`, UIPageViewController's 0.3 s slide of the
// outgoing and incoming page; the bar updated once over 0.25 s (A10). Taps while moving refused.
const tabman = { ...base, tapsWhileMoving: null, tapAtRest: { duration: 0.3, curve: 'easeInOut', throughPages: false, barDuration: 0.25 } };
// BTabViewController's `scrollTab`: 0.4 s `.curveEaseInOut` through the pages; its indicator's 0.2 s.
const bTabSlide = { duration: 0.4, curve: 'easeInOut', throughPages: true, barDuration: 0.2 };
const bTab = { ...base, tapsWhileMoving: { ...bTabSlide, rule: 'retarget' }, tapAtRest: bTabSlide };

/** UIKit's `.curveEaseInOut`: cubic-bezier(0.42, 0, 0.58, 1), solved for x by bisection. */
function easeInOut(/** @type {number} */ u) {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i += 1) {
    const s = (lo + hi) / 2;
    const x = 3 * (1 - s) ** 2 * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s ** 3;
    if (x < u) lo = s;
    else hi = s;
  }
  const s = (lo + hi) / 2;
  return 3 * (1 - s) * s * s + s ** 3;
}

/** A frame whose indicator sits at 100 pt a page (the rest on tab k has it at 100·k). */
const frame = (t, position, index, pages = [{ index: Math.round(position), x: 0, y: 0, opacity: 1 }]) => ({
  type: 'frame', rev: 3, seq: 7, t, position, index, pages, buttons: [],
  indicator: { x: 100 * index, y: 44, width: 60, height: 2, opacity: 1 }, barOffset: { x: 0, y: 0 },
  barTransform: { x: 0, y: 0, opacity: 1 }, fade: null,
});
const table = { rev: 3, sample: (/** @type {number} */ p, /** @type {number} */ i) => frame(p, p, i) };

/** The predicted frames' state at browser time `t` (straight between frames). */
function at(trajectory, t) {
  const frames = trajectory.frames;
  const i = Math.max(1, frames.findIndex((f) => f.t >= t - 1e-9));
  const [a, b] = [frames[i - 1], frames[i]];
  const f = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1;
  return { position: a.position + (b.position - a.position) * f, indicator: a.indicator.x + (b.indicator.x - a.indicator.x) * f, frame: b };
}

test('Tabman: a tap on resting pages slides the outgoing and incoming page over 0.3 s from the lift', () => {
  const predicted = restTap({ rules: tabman, target: 4, at: 5, table, drawn: frame(0, 1, 1), downAtRest: true });
  assert.ok(predicted);
  assert.equal(predicted.clientTime, 5);
  // Pageboy's position sweeps 1 → 4 on the slide's curve (a jump of three pages slides one page's width).
  for (const u of [0, 0.25, 0.5, 0.8]) {
    assert.ok(Math.abs(at(predicted, 5 + 0.3 * u).position - (1 + 3 * easeInOut(u))) < 0.01, `at ${u}`);
  }
  // Half way: page 1 half out to the left, page 4 half in from the right.
  const mid = predicted.frames.find((f) => Math.abs(f.t - 5.15) < 1e-6) ?? at(predicted, 5.15).frame;
  assert.deepEqual(
    mid.pages.map((p) => [p.index, Math.round(p.x)]),
    [[1, Math.round(-easeInOut((mid.t - 5) / 0.3) * 390)], [4, Math.round((1 - easeInOut((mid.t - 5) / 0.3)) * 390)]],
  );
  const last = predicted.frames[predicted.frames.length - 1];
  assert.ok(Math.abs(last.t - 5.3) < 1e-5);
  assert.equal(last.position, 4);
  assert.equal(last.index, 4);
  // The bar goes from the rest drawn (100) to the table's rest on tab 4 (400) over its 0.25 s.
  assert.ok(Math.abs(at(predicted, 5.125).indicator - 250) < 1);
  assert.ok(Math.abs(at(predicted, 5.25).indicator - 400) < 1e-6);
});

test('BTabViewController: the slide runs through the pages between, over 0.4 s', () => {
  const predicted = restTap({ rules: bTab, target: 3, at: 2, table, drawn: frame(0, 1, 1), downAtRest: true });
  assert.ok(predicted);
  const quarter = at(predicted, 2.1);
  assert.ok(Math.abs(quarter.position - (1 + 2 * easeInOut(0.25))) < 0.01);
  const shown = predicted.frames.find((f) => f.t >= 2.2 - 1e-9 && f.position > 2.05);
  assert.deepEqual(shown.pages.map((p) => p.index), [2, 3]);
  assert.equal(predicted.frames[predicted.frames.length - 1].position, 3);
});

test('nothing is drawn where the engine does not slide or takes no touch', () => {
  const drawn = frame(0, 1, 1);
  const args = { target: 3, at: 2, table, drawn, downAtRest: true };
  // TabBarController's instant switch, reduce motion, a custom transition: no `tapAtRest`.
  assert.equal(restTap({ ...args, rules: { ...tabman, tapAtRest: null } }), null);
  // The tab shown.
  assert.equal(restTap({ ...args, rules: tabman, target: 1 }), null);
  // Pageboy refuses a touch that went down while the pages slid; BTabViewController takes it.
  assert.equal(restTap({ ...args, rules: tabman, downAtRest: false }), null);
  assert.ok(restTap({ ...args, rules: bTab, downAtRest: false }));
  // Another layout's table.
  assert.equal(restTap({ ...args, rules: tabman, table: { ...table, rev: 4 } }), null);
  assert.equal(restTap({ ...args, rules: tabman, target: 7 }), null);
});

test('the pages rest when the server’s rest is drawn, a rest is held, or only the bar still moves', () => {
  const resting = frame(0, 2, 2);
  assert.equal(pagesRest({ phase: null, running: null, drawn: resting, settled: true, at: 1 }), true);
  // The stream's frames still play (what is drawn is not the newest), or the pages are between two.
  assert.equal(pagesRest({ phase: null, running: null, drawn: resting, settled: false, at: 1 }), false);
  assert.equal(pagesRest({ phase: 'hold', running: null, drawn: frame(0, 1.5, 1), settled: false, at: 1 }), false);
  assert.equal(pagesRest({ phase: 'hold', running: null, drawn: resting, settled: false, at: 1 }), true);
  // A press of a moment before the rest was drawn, handled late: the pages still moved then.
  assert.equal(pagesRest({ phase: 'hold', running: null, drawn: resting, settled: false, at: 1, since: 1.02 }), false);
  assert.equal(pagesRest({ phase: 'hold', running: null, drawn: resting, settled: false, at: 1.03, since: 1.02 }), true);
  for (const phase of ['drag', 'settle', 'blend']) {
    assert.equal(pagesRest({ phase, running: null, drawn: resting, settled: false, at: 1 }), false, phase);
  }
  // An animation drawn from the browser's time 10 on: the pages arrive at 0.3, the bar at 0.35.
  const running = { frames: [frame(0, 1.2, 1), frame(0.3, 2, 2), frame(0.35, 2, 2)], offset: 10 };
  assert.equal(pagesRest({ phase: 'trajectory', running, drawn: frame(0, 1.9, 2), settled: false, at: 10.29 }), false);
  assert.equal(pagesRest({ phase: 'trajectory', running, drawn: resting, settled: false, at: 10.32 }), true);
  // Drawn at a whole page on its way elsewhere: it moves on.
  const onward = { frames: [frame(0, 1, 1), frame(0.1, 2, 2), frame(0.2, 3, 3)], offset: 10 };
  assert.equal(pagesRest({ phase: 'trajectory', running: onward, drawn: resting, settled: false, at: 10.1 }), false);
});

test('a key or Previous / Next on resting pages is a tap on the tab the engine names, counted from the rest', () => {
  const drawn = frame(0, 1, 1);
  // → asks for the next tab (tab 2 from 1): Pageboy's slide over 0.3 s, as a tap on tab 2.
  const next = restKey({ rules: tabman, question: 'key=ArrowRight', at: 5, table, drawn });
  assert.ok(next);
  assert.deepEqual(next, restTap({ rules: tabman, target: 2, at: 5, table, drawn, downAtRest: true }));
  assert.ok(Math.abs(at(next, 5.15).position - 1.5) < 0.01);
  // Right to left → is `previous`; End the last tab; `scrollTo=previous` from the Scrubber.
  assert.equal(restKey({ rules: { ...tabman, rightToLeft: true }, question: 'key=ArrowRight', at: 5, table, drawn }).frames.at(-1).position, 0);
  assert.equal(restKey({ rules: bTab, question: 'key=End', at: 5, table, drawn }).frames.at(-1).position, 4);
  assert.equal(restKey({ rules: bTab, question: 'scrollTo=previous', at: 5, table, drawn }).frames.at(-1).position, 0);
  // Past the ends, not a pager key, or where a tap does not slide: nothing drawn.
  assert.equal(restKey({ rules: tabman, question: 'key=ArrowLeft', at: 5, table, drawn: frame(0, 0, 0) }), null);
  assert.equal(restKey({ rules: tabman, question: 'key=Tab', at: 5, table, drawn }), null);
  assert.equal(restKey({ rules: { ...tabman, tapAtRest: null }, question: 'key=ArrowRight', at: 5, table, drawn }), null);
  // A key has no touch going down during a slide: Pageboy's refusal of such a touch does not apply.
  assert.ok(restKey({ rules: { ...tabman, tapsWhileMoving: null }, question: 'key=Home', at: 5, table, drawn }));
});
