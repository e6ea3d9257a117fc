import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jumpFor, TO_OPTIONS, TO_SIDE } from '../../Public/scripts/logic/phone-jump.js';

// A 844 px high window whose bottom 68 px the bar of Undo, Redo, the jump and Save covers.
const WINDOW = 844;
const BAR = 68;

test('the side panel out of sight below: the jump goes down to it', () => {
  assert.equal(jumpFor(7900, WINDOW, BAR), TO_SIDE);
  // Its top edge just under the bar: still hidden behind it.
  assert.equal(jumpFor(WINDOW - BAR + 1, WINDOW, BAR), TO_SIDE);
});

test('the side panel in view, or scrolled past above: the jump goes back up to the options', () => {
  assert.equal(jumpFor(WINDOW - BAR - 1, WINDOW, BAR), TO_OPTIONS);
  assert.equal(jumpFor(560, WINDOW, BAR), TO_OPTIONS);
  assert.equal(jumpFor(-1200, WINDOW, BAR), TO_OPTIONS);
});

test('no measure yet: down to the side panel', () => {
  assert.equal(jumpFor(Number.NaN, WINDOW, BAR), TO_SIDE);
  assert.equal(jumpFor(100, Number.NaN, BAR), TO_SIDE);
});

test('the labels say where each goes', () => {
  assert.match(TO_SIDE.label, /Tabs/);
  assert.match(TO_SIDE.label, /↓/);
  assert.match(TO_OPTIONS.label, /Options/);
  assert.notEqual(TO_SIDE.name, TO_OPTIONS.name);
});
