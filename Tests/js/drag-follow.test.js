import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resisted, unresisted, settleCurve, startDrag, velocityAt } from '../../Public/scripts/logic/drag-follow.js';

const rules = {
  local: true, orientation: 'horizontal', rightToLeft: false, pages: { x: 0, y: 0, width: 393, height: 852 },
  stride: 393, count: 5, bounces: true, slop: 10, rubberBand: 0.55, flickVelocity: 0.5, velocityWindow: 0.1,
  settle: { minimum: 0.25, maximum: 0.45, perPage: 0.2 },
};
const close = (a, b, eps = 1e-9) => assert.ok(Math.abs(a - b) <= eps, `${a} ≉ ${b}`);

test('rubber band: UIScrollView resistance and its inverse', () => {
  // (1 − 1/(100·0.55/393 + 1))·393, worked by hand: 55/393 = 0.139949…, 393·(1 − 1/1.139949) = 48.2588…
  close(resisted(100, 393, 0.55), 393 * (1 - 1 / (55 / 393 + 1)));
  close(resisted(-100, 393, 0.55), -resisted(100, 393, 0.55));
  close(unresisted(resisted(37, 393, 0.55), 393, 0.55), 37, 1e-9);
  assert.equal(resisted(50, 0, 0.55), 0);
});

test('a touch drags only past the slop, then follows 1:1 from where the drag began', () => {
  const drag = startDrag(rules, { position: 0, index: 0, x: 300, y: 400 });
  assert.equal(drag.move(292, 400, 1.0), null);
  assert.equal(drag.dragging, false);
  // 11 pt away: the drag begins here, at the resting position.
  assert.deepEqual(drag.move(289, 400, 1.01), { position: 0, index: 0 });
  const moved = drag.move(289 - 39.3, 400, 1.02);
  close(moved.position, 0.1);
  assert.equal(moved.index, 0);
});

test('pages commit as the drag reaches them, back and forth', () => {
  const drag = startDrag(rules, { position: 1, index: 1, x: 300, y: 400 });
  drag.move(300 - 11, 400, 1);
  assert.equal(drag.move(289 - 393, 400, 1.1).index, 2);
  // Back to 1.5: page 2 stays committed until the position is back on page 1.
  assert.equal(drag.move(289 - 196.5, 400, 1.2).index, 2);
  assert.equal(drag.move(289 + 1, 400, 1.3).index, 1);
});

test('right to left mirrors the drag; past the ends the pages resist, or stop when they do not bounce', () => {
  const rtl = startDrag({ ...rules, rightToLeft: true }, { position: 0, index: 0, x: 100, y: 400 });
  rtl.move(111, 400, 1);
  close(rtl.move(111 + 39.3, 400, 1.05).position, 0.1);
  const before = startDrag(rules, { position: 0, index: 0, x: 100, y: 400 });
  before.move(111, 400, 1);
  close(before.move(211, 400, 1.05).position, -resisted(100, 393, 0.55) / 393);
  const stiff = startDrag({ ...rules, bounces: false }, { position: 0, index: 0, x: 100, y: 400 });
  stiff.move(111, 400, 1);
  assert.equal(stiff.move(211, 400, 1.05).position, 0);
});

test('velocity is the least-squares slope of the last window', () => {
  close(velocityAt([[0.9, 0], [0.95, 0.1], [1.0, 0.2]], 1.0, 0.1), 2);
  assert.equal(velocityAt([[0.5, 0], [1.0, 0.2]], 1.0, 0.1), 0);
});

test('a release goes to the nearer page, or one page the way of a flick', () => {
  const slow = startDrag(rules, { position: 0, index: 0, x: 300, y: 400 });
  slow.move(289, 400, 1);
  slow.move(289 - 0.6 * 393, 400, 2);
  // A long still moment: no velocity left; 0.6 is nearer page 1.
  assert.equal(slow.release(2.5).target, 1);
  const back = startDrag(rules, { position: 0, index: 0, x: 300, y: 400 });
  back.move(289, 400, 1);
  back.move(289 - 0.3 * 393, 400, 2);
  assert.equal(back.release(2.5).target, 0);
  const flick = startDrag(rules, { position: 0, index: 0, x: 300, y: 400 });
  flick.move(289, 400, 1.0);
  flick.move(289 - 0.1 * 393, 400, 1.05);
  const released = flick.release(1.05);
  assert.equal(released.target, 1);
  assert.ok(released.curve.duration >= 0.25 && released.curve.duration <= 0.45);
  assert.equal(startDrag(rules, { position: 0, index: 0, x: 1, y: 1 }).release(1), null);
});

test('the settle curve starts at the release, never passes its target and rests there', () => {
  const curve = settleCurve(0.6, 1, 2, 10, rules.settle);
  close(curve.value(10), 0.6);
  assert.equal(curve.value(curve.end), 1);
  for (let t = 10; t <= curve.end; t += 0.01) assert.ok(curve.value(t) <= 1 + 1e-12);
  // A velocity away from the target is dropped (no swing the wrong way first).
  const away = settleCurve(0.4, 0, 3, 0, rules.settle);
  assert.ok(away.value(0.01) < 0.4);
  close(settleCurve(0, 1, 0, 0, rules.settle).duration, 0.45);
});
