import test from 'node:test';
import assert from 'node:assert/strict';
import { tabsWithColourEmoji, colourEmojiNote } from '../../Public/scripts/logic/image-emoji.js';

const doc = {
  preset: 'tabman.buttonBar',
  items: [
    { id: 'a', title: 'Home' },
    { id: 'b', title: '\u{1F3E0} Home' }, // 🏠: emoji presentation
    { id: 'c', title: '\u2764\uFE0F Likes' }, // ❤️: text symbol + VS16 → the emoji font
    { id: 'd', title: '\u2764 Likes' }, // ❤ alone: DejaVu Sans draws it, as text
    { id: 'e', title: '日本', badge: '\u{1F525}' }, // 🔥 in the badge
    { id: 'f', title: '\u{1F1EF}\u{1F1F5}' }, // 🇯🇵: regional indicators
    { id: 'g', title: 'שלום' },
  ],
};

test('tabs whose title or badge is drawn from the colour emoji font, counted from 1', () => {
  assert.deepEqual(tabsWithColourEmoji(doc), [2, 3, 5, 6]);
});

test('the preset’s own tabs (no items in the document) and Latin, CJK or Hebrew titles have none', () => {
  assert.deepEqual(tabsWithColourEmoji({ preset: 'tabman.buttonBar' }), []);
  assert.deepEqual(tabsWithColourEmoji(null), []);
  assert.deepEqual(tabsWithColourEmoji({ items: [{ title: 'ホーム' }, { title: 'Tab 1' }, { title: 'مرحبا' }] }), []);
});

test('the note names the tabs, or is empty', () => {
  assert.equal(colourEmojiNote([]), '');
  assert.match(colourEmojiNote([3]), /\(tab 3\)/);
  assert.match(colourEmojiNote([2, 3, 5]), /\(tabs 2, 3 and 5\)/);
  assert.match(colourEmojiNote([2]), /space stays empty/);
});
