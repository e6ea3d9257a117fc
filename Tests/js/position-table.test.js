import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPositionTable } from '../../Public/scripts/logic/position-table.js';

const knot = (position, x, color = '#000000FF', selected = false) => ({
  type: 'frame', rev: 2, seq: 0, t: 0, position, index: 0, full: true,
  indicator: { x, y: 44, width: 60, height: 4, opacity: 1 }, barOffset: { x: 0, y: 0 },
  buttons: [{ index: 0, progress: 1 - position, selected, color }],
  pages: [{ index: 0, x: -393 * position, y: 0, opacity: 1 }, { index: 1, x: 393 - 393 * position, y: 0, opacity: 1 }],
});
const message = {
  rev: 2,
  drag: { local: true },
  variants: [
    { index: 0, from: 0, to: 1, knots: [knot(0, 10, '#000000FF', true), knot(0.5, 60, '#804020FF', true), knot(1, 70, '#FF8040FF')] },
    { index: 1, from: 0, to: 1, knots: [knot(0, 11), knot(1, 71)] },
  ],
};

test('samples mix the knots around a position, in the variant of the committed page', () => {
  const table = createPositionTable(message);
  assert.equal(table.local, true);
  const at = table.sample(0.25, 0);
  assert.equal(at.position, 0.25);
  assert.equal(at.indicator.x, 35);
  assert.equal(at.pages[0].x, -393 * 0.25);
  assert.equal(at.buttons[0].progress, 0.75);
  assert.equal(at.buttons[0].color, '#402010FF');
  assert.equal(at.buttons[0].selected, true);
  assert.equal(table.sample(0.75, 0).indicator.x, 65);
  assert.equal(table.sample(0.25, 1).indicator.x, 26);
});

test('past the ends the end knot holds; a page with no variant gives nothing', () => {
  const table = createPositionTable(message);
  assert.equal(table.sample(1.2, 0).indicator.x, 70);
  assert.equal(table.sample(1.2, 0).position, 1.2);
  assert.equal(table.sample(0.5, 3), null);
  assert.equal(createPositionTable({ rev: 1, drag: { local: true }, variants: [] }).local, false);
});
