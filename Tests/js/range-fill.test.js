import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rangeFill, paintRangeFill } from '../../Public/scripts/logic/range-fill.js';

test('the fill is the share of the range left of the value', () => {
  // The scrubber of five pages: −0.5 … 4.5, on the third page (2) the thumb is half way.
  assert.equal(rangeFill(2, -0.5, 4.5), 0.5);
  assert.equal(rangeFill(-0.5, -0.5, 4.5), 0);
  assert.equal(rangeFill(4.5, -0.5, 4.5), 1);
  // A number option's slider, 0 … 100 at 25.
  assert.equal(rangeFill(25, 0, 100), 0.25);
});

test('out of its range, an empty range or unreadable numbers: clamped, or 0', () => {
  assert.equal(rangeFill(120, 0, 100), 1);
  assert.equal(rangeFill(-3, 0, 100), 0);
  assert.equal(rangeFill(5, 5, 5), 0);
  assert.equal(rangeFill(5, 10, 0), 0);
  assert.equal(rangeFill(Number.NaN, 0, 1), 0);
  assert.equal(rangeFill(0.5, 0, Number.POSITIVE_INFINITY), 0);
});

test('a slider gets --fill from its own value and bounds', () => {
  const set = new Map();
  const input = { value: '1.25', min: '-0.5', max: '4.5', style: { setProperty: (name, value) => set.set(name, value) } };
  paintRangeFill(input);
  assert.equal(set.get('--fill'), '0.35');
});
