import test from 'node:test';
import assert from 'node:assert/strict';
import {
  effectiveItems, uniqueId, appendItem, removeItem, moveItem, renameItem, setBadge, setIcon, stressItems, MAX_ITEMS,
  withStyleField, setItemStyle,
  setAccessibilityLabel, firstPageAfterRemoval } from '../../Public/scripts/logic/items-logic.js';

const items = [
  { id: 'home', title: 'Home', badge: null, icon: null },
  { id: 'news', title: 'News', badge: '3', icon: 'bell' },
  { id: 'me', title: 'Me', badge: null, icon: null },
];

test('effectiveItems prefers the document and fills missing fields', () => {
  assert.deepEqual(effectiveItems({}, { items: [{ id: 'a', title: 'A' }] }), [
    { id: 'a', title: 'A', badge: null, icon: null, accessibilityLabel: null },
  ]);
  // A tab's accessibility label is kept.
  assert.equal(effectiveItems({ items: [{ id: 'b', title: 'B', accessibilityLabel: 'Bee' }] }, undefined)[0].accessibilityLabel, 'Bee');
  assert.equal(effectiveItems({ items }, { items: [] }).length, 3);
  assert.deepEqual(effectiveItems({}, undefined), []);
});

test('a tab\'s own look (style) survives every edit of the tabs', () => {
  const style = { tintColor: '#FF3B30FF', font: { size: 19, weight: 'heavy' } };
  const styled = effectiveItems({ items: [{ id: 'a', title: 'A', style }, { id: 'b', title: 'B' }] }, undefined);
  assert.deepEqual(styled[0].style, style);
  assert.equal('style' in styled[1], false, 'a tab without a look gets none');
  const edits = [
    renameItem(styled, 'a', 'Alpha', 1),
    setBadge(styled, 'a', '3', 1),
    setIcon(styled, 'a', 'star', 1),
    moveItem(styled, 0, 1, 1),
    removeItem(styled, 'b', 1),
    appendItem(styled, 'C', 1),
  ];
  for (const edit of edits) assert.deepEqual(edit.items.find((item) => item.id === 'a').style, style);
  assert.deepEqual(setIcon(styled, 'a', 'star', 1).event.patch.items[0].style, style, 'the patch the session gets keeps it');
  for (const kind of ['many', 'long', 'badges', 'icons']) {
    assert.deepEqual(stressItems(styled, kind, { iconNames: ['star'] })[0].style, style, kind);
  }
});

test('uniqueId slugs the title and counts up on clashes', () => {
  assert.equal(uniqueId('Top Stories', []), 'top-stories');
  assert.equal(uniqueId('Home', ['home']), 'home-2');
  assert.equal(uniqueId('Home', ['home', 'home-2']), 'home-3');
  assert.equal(uniqueId('★', []), 'tab');
  assert.equal(uniqueId('Café', []), 'cafe');
});

test('edits return the new list and the matching session input', () => {
  assert.deepEqual(appendItem(items, 'Home', 1).event, { type: 'items', t: 1, op: 'append', item: { id: 'home-2', title: 'Home', badge: null, icon: null } });
  assert.deepEqual(removeItem(items, 'news', 2).event, { type: 'items', t: 2, op: 'remove', id: 'news' });
  assert.equal(removeItem([items[0]], 'home', 2), null);
  const moved = moveItem(items, 2, 0, 3);
  assert.deepEqual(moved.items.map((i) => i.id), ['me', 'home', 'news']);
  assert.deepEqual(moved.event, { type: 'items', t: 3, op: 'reorder', ids: ['me', 'home', 'news'] });
  assert.equal(moveItem(items, 0, 3, 3), null);
  assert.deepEqual(renameItem(items, 'me', 'Profile', 4).event, { type: 'items', t: 4, op: 'rename', id: 'me', title: 'Profile' });
  assert.equal(renameItem(items, 'me', 'Me', 4), null);
  assert.deepEqual(setBadge(items, 'news', null, 5).event, { type: 'items', t: 5, op: 'badge', id: 'news', badge: null });
  assert.equal(setBadge(items, 'home', '123456789', 5).items[0].badge, '12345678'); // at most 8 characters
  const icon = setIcon(items, 'home', 'house', 6);
  assert.equal(icon.event.type, 'config');
  assert.equal(icon.event.patch.items[0].icon, 'house');
});

test('append stops at the maximum', () => {
  const full = Array.from({ length: MAX_ITEMS }, (_, i) => ({ id: `t${i}`, title: '', badge: null, icon: null }));
  assert.equal(appendItem(full, 'x', 0), null);
});

test('stress sets: many tabs, long labels, badges, icons', () => {
  const many = stressItems(items, 'many', { count: 6 });
  assert.deepEqual(many.map((i) => i.title), ['Home', 'News', 'Me', 'Tab 4', 'Tab 5', 'Tab 6']);
  const long = stressItems(items, 'long');
  assert.equal(long[0].title, 'Home — Recommendations for you');
  assert.ok(long.every((i) => i.title.length <= 80));
  // Pressed again, the long labels stay as they are (they grew a second tail).
  assert.deepEqual(stressItems(long, 'long'), long);
  assert.deepEqual(stressItems(items, 'badges').map((i) => i.badge), ['1', '88', '999']);
  assert.deepEqual(stressItems(items, 'icons', { iconNames: ['a', 'b'] }).map((i) => i.icon), ['a', 'b', 'a']);
});

test('setAccessibilityLabel sets, replaces and (when blank) removes a tab’s VoiceOver label as a config patch', () => {
  const list = [{ id: 'a', title: 'A', badge: '3', icon: null, accessibilityLabel: null }, { id: 'b', title: 'B', badge: null, icon: null }];
  const set = setAccessibilityLabel(list, 'a', 'Alpha, 3 new', 5);
  assert.deepEqual(set?.items[0], { id: 'a', title: 'A', badge: '3', icon: null, accessibilityLabel: 'Alpha, 3 new' });
  assert.deepEqual(set?.event, { type: 'config', t: 5, patch: { items: set?.items } });
  assert.equal(setAccessibilityLabel(set.items, 'a', 'Alpha, 3 new', 6), null); // unchanged
  assert.equal(setAccessibilityLabel(set.items, 'a', '   ', 7)?.items[0].accessibilityLabel, null);
  assert.equal(setAccessibilityLabel(list, 'b', '', 8), null); // none already
  assert.equal(setAccessibilityLabel(list, 'x', 'X', 9), null); // no such tab
  assert.equal(setAccessibilityLabel(list, 'b', 'y'.repeat(130), 10)?.items[1].accessibilityLabel.length, 120);
});

test('withStyleField sets and removes one field of a tab\'s look', () => {
  assert.deepEqual(withStyleField(null, 'tintColor', '#FF3B30FF'), { tintColor: '#FF3B30FF' });
  assert.deepEqual(withStyleField({ tintColor: '#FF3B30FF' }, 'font', { size: 19, weight: 'heavy' }), {
    tintColor: '#FF3B30FF',
    font: { size: 19, weight: 'heavy' },
  });
  assert.deepEqual(withStyleField({ tintColor: '#FF3B30FF', backgroundColor: '#FFFFFFFF' }, 'tintColor', null), { backgroundColor: '#FFFFFFFF' });
  assert.equal(withStyleField({ tintColor: '#FF3B30FF' }, 'tintColor', null), null, 'no field left: no look of its own');
});

test('setItemStyle patches the whole list and removes the key for no look', () => {
  const list = effectiveItems({ items: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B', style: { tintColor: '#000000FF' } }] }, undefined);
  const set = setItemStyle(list, 'a', { backgroundColor: '#FFE5E5FF' }, 5);
  assert.deepEqual(set.items[0].style, { backgroundColor: '#FFE5E5FF' });
  assert.deepEqual(set.event, { type: 'config', t: 5, patch: { items: set.items } });
  assert.deepEqual(set.items[1].style, { tintColor: '#000000FF' }, 'other tabs keep theirs');
  const cleared = setItemStyle(set.items, 'b', null, 6);
  assert.equal('style' in cleared.items[1], false);
  assert.equal(setItemStyle(set.items, 'a', { backgroundColor: '#FFE5E5FF' }, 7), null, 'no change, no edit');
  assert.equal(setItemStyle(set.items, 'zz', null, 7), null);
});

test('a removal that leaves the first page past the last tab moves it to the new last tab', () => {
  // 5 tabs, first page 4 (the fifth): one removed leaves pages 0 to 3.
  assert.equal(firstPageAfterRemoval(4, 4), 3);
  assert.equal(firstPageAfterRemoval(7, 2), 1);
  // Still a tab: nothing to set.
  assert.equal(firstPageAfterRemoval(3, 4), null);
  assert.equal(firstPageAfterRemoval(0, 1), null);
  assert.equal(firstPageAfterRemoval(undefined, 3), null);
});
