import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ease, startTween, tweenedLayout } from '../../Public/scripts/logic/layout-tween.js';

const rect = (x, width) => ({ x, y: 0, width, height: 48 });
const layout = (widths, transition = null) => {
  let x = 0;
  const buttons = widths.map((width, index) => {
    const button = { index, title: `T${index}`, frame: rect(x, width), labelFrame: rect(x, width) };
    x += width + 16;
    return button;
  });
  return { rev: 1, buttons, buttonSeparators: { frames: [] }, transition };
};

test('ease-in follows cubic-bezier(0.42, 0, 1, 1)', () => {
  // Worked out by bisection on x(s) = 0.5, then y(s): 0.3153568…
  assert.ok(Math.abs(ease('easeIn', 0.5) - 0.3153568125725393) < 1e-9);
  assert.equal(ease('easeIn', 0), 0);
  assert.equal(ease('easeIn', 1), 1);
  assert.equal(ease('linear', 0.25), 0.25);
  assert.equal(ease('easeIn', 2), 1);
});

test('a renamed tab moves its buttons along the curve, then shows the new layout', () => {
  const before = layout([44.2, 77.35]);
  const after = layout([99.45, 77.35], { duration: 0.2, curve: 'easeIn' });
  const tween = startTween(before, after, 10);
  assert.ok(tween);
  const half = tweenedLayout(tween, 10.1);
  assert.equal(half.done, false);
  const share = 0.3153568125725393;
  assert.ok(Math.abs(half.layout.buttons[0].frame.width - (44.2 + (99.45 - 44.2) * share)) < 1e-9);
  // The second button slides right as the first one grows: 60.2 → 115.45.
  assert.ok(Math.abs(half.layout.buttons[1].frame.x - (60.2 + (115.45 - 60.2) * share)) < 1e-9);
  assert.equal(half.layout.buttons[1].title, 'T1');
  const end = tweenedLayout(tween, 10.21);
  assert.equal(end.done, true);
  assert.equal(end.layout, after);
});

test('no tween without a transition, without a shown layout, or when tabs were added', () => {
  assert.equal(startTween(layout([40]), layout([50]), 0), null);
  assert.equal(startTween(null, layout([50], { duration: 0.2, curve: 'easeIn' }), 0), null);
  assert.equal(startTween(layout([40]), layout([50, 60], { duration: 0.2, curve: 'easeIn' }), 0), null);
});
