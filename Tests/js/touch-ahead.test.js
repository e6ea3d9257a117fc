import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MOST_TABS, touchQuestions } from '../../Public/scripts/logic/touch-ahead.js';

// A scrolling bar 393 pt wide at y 59 whose tabs are 100 pt wide, side by side from content x 0.
const bar = (count) => ({
  bar: { scrollFrame: { x: 0, y: 59, width: 393, height: 48 } },
  buttons: Array.from({ length: count }, (_, index) => ({ index, frame: { x: index * 100, y: 0, width: 100, height: 48 } })),
});
const at = (index, offset = 0) => ({ index, position: index, barOffset: { x: offset, y: 0 } });
const BUTTONS = ['scrollTo=next', 'scrollTo=previous'];

test('every tab the bar shows but the selected one, nearest it first, then Next and Previous', () => {
  // Tabs 0–3 have their centres (50, 150, 250, 350) on the 393 pt bar; tab 4's (450) is off it.
  assert.deepEqual(touchQuestions(bar(6), at(1)), ['tap=0', 'tap=2', 'tap=3', ...BUTTONS]);
  assert.deepEqual(touchQuestions(bar(6), at(3)), ['tap=2', 'tap=1', 'tap=0', ...BUTTONS]);
});

test('a scrolled bar: the tabs scrolled out are not there to tap', () => {
  // Offset 260: centres at -210, -110, -10, 90, 190, 290, 390 (tab 6 just inside: 390 < 393).
  assert.deepEqual(touchQuestions(bar(8), at(4, 260)), ['tap=3', 'tap=5', 'tap=6', ...BUTTONS]);
});

test('at most MOST_TABS tabs, and only the buttons without a layout or frame', () => {
  const narrow = {
    bar: { scrollFrame: { x: 0, y: 59, width: 393, height: 48 } },
    buttons: Array.from({ length: 24 }, (_, index) => ({ index, frame: { x: index * 16, y: 0, width: 16, height: 48 } })),
  };
  const asked = touchQuestions(narrow, at(0));
  assert.equal(asked.length, MOST_TABS + 2);
  assert.deepEqual(asked.slice(0, 3), ['tap=1', 'tap=2', 'tap=3']);
  assert.deepEqual(touchQuestions(null, at(0)), BUTTONS);
  assert.deepEqual(touchQuestions(bar(3), null), BUTTONS);
});
