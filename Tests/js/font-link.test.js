import test from 'node:test';
import assert from 'node:assert/strict';
import { linkedEdits, isLinked, fontSizeHint, linkedItemFonts, titleSizes, itemFontHint } from '../../Public/scripts/logic/font-link.js';

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

// Decision 0051: a tab's own fonts (BTabItemModel's per-tab titleFont and highlightFont, BTabItem.swift lines
// 16 and 18; the playground's `items[].style`) follow the buttons' sizes while equal. The look editor gives a
// tab made bold the buttons' size (ItemLook: "the other half starts as the buttons'"), so it is equal.
const tabs = [
  { id: 'home', title: 'Home' },
  { id: 'bold', title: 'Bold', style: { font: { size: 12, weight: 'bold' }, tintColor: '#FF0000FF' } },
  { id: 'own', title: 'Own', style: { font: { size: 16, weight: 'regular' }, selectedFont: { size: 12, weight: 'heavy' } } },
];

/** The values after an edit through `linkedEdits`, as the page reads them. */
function after(values, path, value) {
  return { ...values, ...linkedEdits(path, value, reader(values)) };
}

test('a font size edit moves the tabs\u2019 own sizes that were the buttons\u2019, and keeps the others', () => {
  const next = linkedItemFonts(tabs, titleSizes(reader(bTab)), titleSizes(reader(after(bTab, 'buttons.font.size', 20))));
  assert.deepEqual(next, [
    { id: 'home', title: 'Home' },
    { id: 'bold', title: 'Bold', style: { font: { size: 20, weight: 'bold' }, tintColor: '#FF0000FF' } },
    // 16 pt is its own; its selected font was the buttons' selected size (12, which followed the font to 20).
    { id: 'own', title: 'Own', style: { font: { size: 16, weight: 'regular' }, selectedFont: { size: 20, weight: 'heavy' } } },
  ]);
  // The tabs the edit leaves alone are the same objects; none moved means null.
  assert.equal(next?.[0], tabs[0]);
  assert.equal(linkedItemFonts(tabs, titleSizes(reader(bTab)), titleSizes(reader(bTab))), null);
  assert.equal(linkedItemFonts([{ id: 'a', title: 'A' }], { font: 12, selectedFont: 12 }, { font: 20, selectedFont: 20 }), null);
});

test('a selected size of its own moves only the tabs\u2019 selected fonts that were it', () => {
  const example = { ...bTab, 'buttons.selectedFont.size': 16 };
  // The font size alone: the selected size stays 16, so only own fonts at 12 move.
  const sized = linkedItemFonts(tabs, titleSizes(reader(example)), titleSizes(reader(after(example, 'buttons.font.size', 14))));
  assert.deepEqual(sized?.map((t) => t.style ?? null), [
    null,
    { font: { size: 14, weight: 'bold' }, tintColor: '#FF0000FF' },
    { font: { size: 16, weight: 'regular' }, selectedFont: { size: 12, weight: 'heavy' } },
  ]);
  // The selected size: a tab's own selected font at 16 follows it, its font does not.
  const sixteen = [{ id: 'x', title: 'X', style: { font: { size: 16, weight: 'regular' }, selectedFont: { size: 16, weight: 'bold' } } }];
  const moved = linkedItemFonts(sixteen, titleSizes(reader(example)), titleSizes(reader(after(example, 'buttons.selectedFont.size', 18))));
  assert.deepEqual(moved?.[0].style, { font: { size: 16, weight: 'regular' }, selectedFont: { size: 18, weight: 'bold' } });
});

test('without a selected font the tabs\u2019 selected fonts stand in for the font size', () => {
  const off = { ...bTab, 'buttons.selectedFontEnabled': false, 'buttons.selectedFont.size': 30 };
  assert.deepEqual(titleSizes(reader(off)), { font: 12, selectedFont: 12 });
  const next = linkedItemFonts(tabs, titleSizes(reader(off)), titleSizes(reader(after(off, 'buttons.font.size', 20))));
  assert.deepEqual(next?.[2].style, { font: { size: 16, weight: 'regular' }, selectedFont: { size: 20, weight: 'heavy' } });
});

test('a tab\u2019s look says which of its sizes follow', () => {
  const sizes = { font: 12, selectedFont: 12 };
  assert.equal(itemFontHint(tabs[1].style, sizes), 'Font: its size follows the buttons\u2019 (12 pt) while the two are equal.');
  assert.equal(itemFontHint(tabs[2].style, sizes), 'Selected font: its size follows the buttons\u2019 (12 pt) while the two are equal.');
  assert.equal(itemFontHint({ font: { size: 12, weight: 'bold' }, selectedFont: { size: 12, weight: 'bold' } }, sizes), 'Both sizes follow the buttons\u2019 while they are equal.');
  assert.equal(itemFontHint({ font: { size: 16, weight: 'bold' } }, sizes), null);
  assert.equal(itemFontHint({ tintColor: '#FF0000FF' }, sizes), null);
  assert.equal(itemFontHint(null, sizes), null);
});
