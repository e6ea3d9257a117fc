import test from 'node:test';
import assert from 'node:assert/strict';
import { linkedEdits, isLinked, fontSizeHint } from '../../Public/scripts/logic/font-link.js';

// BTabViewController's item model starts both fonts at 12 pt (BTabItem.swift lines 16 and 18): titleFont
// regular, highlightFont bold; the selected cell shows highlightFont (BTabCell.swift lines 95–104).
const reader = (values) => (path) => values[path];
const bTab = { 'buttons.font.size': 12, 'buttons.selectedFontEnabled': true, 'buttons.selectedFont.size': 12 };

test('a font size edit moves the selected font size while the two are equal', () => {
  assert.deepEqual(linkedEdits('buttons.font.size', 20, reader(bTab)), { 'buttons.font.size': 20, 'buttons.selectedFont.size': 20 });
  assert.equal(fontSizeHint('buttons.selectedFont.size', reader(bTab)), 'Follows Font size while the two are equal.');
  assert.equal(fontSizeHint('buttons.font.size', reader(bTab)), null);
});

test('a selected font with a size of its own stays, and the font size row says so', () => {
  // The library's example app: 16 pt bold highlight over 12 pt titles.
  const example = { ...bTab, 'buttons.selectedFont.size': 16 };
  assert.equal(isLinked(reader(example)), false);
  assert.deepEqual(linkedEdits('buttons.font.size', 20, reader(example)), { 'buttons.font.size': 20 });
  assert.equal(fontSizeHint('buttons.font.size', reader(example)), "The selected tab's title stays 16 pt: Selected font size is separate.");
  assert.equal(fontSizeHint('buttons.selectedFont.size', reader(example)), null);
});

test('without a selected font nothing is linked and no hint shows', () => {
  const off = { ...bTab, 'buttons.selectedFontEnabled': false };
  assert.deepEqual(linkedEdits('buttons.font.size', 20, reader(off)), { 'buttons.font.size': 20 });
  assert.equal(fontSizeHint('buttons.font.size', reader(off)), null);
  assert.equal(fontSizeHint('buttons.selectedFont.size', reader(off)), null);
  // Other options are never linked.
  assert.deepEqual(linkedEdits('buttons.selectedFont.size', 9, reader(bTab)), { 'buttons.selectedFont.size': 9 });
});
