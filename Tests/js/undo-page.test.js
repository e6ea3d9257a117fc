import test from 'node:test';
import assert from 'node:assert/strict';
import { createUndoPages } from '../../Public/scripts/logic/undo-page.js';

const tabs = (/** @type {string[]} */ ...ids) => ids.map((id) => ({ id }));
const before = { items: tabs('home', 'explore', 'saved', 'profile') };
const added = { items: tabs('home', 'explore', 'saved', 'profile', 'extra') };
const removed = { items: tabs('home', 'explore', 'profile') };

test('undoing "Add tab" while on the new tab returns to the tab shown before the add', () => {
  const pages = createUndoPages();
  pages.left(before, 'saved'); // "Add tab" on the third page; Tabman then scrolls to the new tab
  pages.left(added, 'extra'); // undo, on the new tab
  assert.equal(pages.back(before, before.items, added.items, 'extra'), 2);
  // Redo: the tab comes back shown, as the add showed it.
  pages.left(before, 'saved');
  assert.equal(pages.back(added, added.items, before.items, 'saved'), 4);
});

test('undoing "Remove" of the tab on screen shows that tab again, not the first page the engine chose', () => {
  const pages = createUndoPages();
  pages.left(before, 'saved'); // removed while shown: the engine shows the first page
  pages.left(removed, 'home');
  assert.equal(pages.back(before, before.items, removed.items, 'home'), 2);
  // Redo: the tab is gone again, and the page the undo left from is shown.
  pages.left(before, 'saved');
  assert.equal(pages.back(removed, removed.items, before.items, 'saved'), 0);
});

test('a page the designer moved to, on a tab both documents have, is left alone', () => {
  const pages = createUndoPages();
  pages.left(before, 'saved');
  // Added a tab, then swiped to Profile before undoing.
  assert.equal(pages.back(before, before.items, added.items, 'profile'), null);
  // Removed another tab than the one shown, and undid it.
  pages.left(before, 'saved');
  assert.equal(pages.back(before, before.items, tabs('home', 'saved', 'profile'), 'saved'), null);
  // Redo of the add: the tab shown is still there.
  pages.left(added, 'saved');
  assert.equal(pages.back(added, added.items, before.items, 'saved'), null);
});

test('nothing remembered, or the remembered tab gone too: the engine’s choice stands', () => {
  const pages = createUndoPages();
  assert.equal(pages.back(before, before.items, added.items, 'extra'), null, 'a document never left');
  const other = { items: tabs('home', 'news') };
  pages.left(other, 'gone');
  assert.equal(pages.back(other, other.items, added.items, 'extra'), null);
  const unknown = { items: tabs('home') };
  pages.left(unknown, null);
  assert.equal(pages.back(unknown, unknown.items, added.items, 'extra'), null, 'no tab known when it was left');
});

test('documents are told apart by identity, as history keeps them', () => {
  const pages = createUndoPages();
  pages.left(before, 'saved');
  const copy = { items: tabs('home', 'explore', 'saved', 'profile') };
  assert.equal(pages.back(copy, copy.items, added.items, 'extra'), null);
});
