import test from 'node:test';
import assert from 'node:assert/strict';
import { createDrafts } from '../../Public/scripts/services/drafts.js';
import { memoryStorage } from './memory-storage.js';
import { getText, setText, removeText, readJSON, writeJSON, editToken, storeEditToken, forgetEditToken } from '../../Public/scripts/services/storage.js';

/** One browser: shared local storage, and a tab factory each with its own session storage. */
function browser() {
  const local = memoryStorage();
  return {
    local,
    tab: () => {
      const session = memoryStorage();
      return { session, drafts: createDrafts(() => local, () => session) };
    },
  };
}

const KEY = 'pp.draft:/';

test('two tabs on one page each get their own draft back on reload', () => {
  const b = browser();
  const a = b.tab();
  const c = b.tab();
  a.drafts.write(KEY, { preset: 'a' }, '2026-12-01T10:00:00.000Z');
  c.drafts.write(KEY, { preset: 'c' }, '2026-12-01T10:00:01.000Z');
  assert.deepEqual(a.drafts.read(KEY)?.doc, { preset: 'a' });
  assert.deepEqual(c.drafts.read(KEY)?.doc, { preset: 'c' });
  // A new tab takes the newest, and keeps it as its own from then on.
  const d = b.tab();
  assert.deepEqual(d.drafts.read(KEY), { doc: { preset: 'c' }, savedAt: '2026-12-01T10:00:01.000Z' });
  a.drafts.write(KEY, { preset: 'a2' }, '2026-12-01T10:00:02.000Z');
  assert.deepEqual(d.drafts.read(KEY)?.doc, { preset: 'c' });
  assert.deepEqual(b.tab().drafts.read(KEY)?.doc, { preset: 'a2' });
});

test('a clean tab stays clean on reload and leaves other tabs\u2019 drafts alone', () => {
  const b = browser();
  const a = b.tab();
  const c = b.tab();
  a.drafts.write(KEY, { preset: 'a' }, '2026-12-01T10:00:00.000Z');
  c.drafts.write(KEY, { preset: 'c' }, '2026-12-01T10:00:01.000Z');
  a.drafts.clear(KEY);
  assert.equal(a.drafts.read(KEY), null);
  assert.equal(a.session.items.get(KEY), 'null');
  // The shared copy is c's: a new tab still finds it.
  assert.deepEqual(b.tab().drafts.read(KEY)?.doc, { preset: 'c' });
  // c reverting removes its shared copy, since it is still c's.
  c.drafts.clear(KEY);
  assert.equal(b.local.items.has(KEY), false);
  assert.equal(b.tab().drafts.read(KEY), null);
});

test('a taken draft is the tab\u2019s own: clearing it removes the shared copy (a refused draft goes)', () => {
  const b = browser();
  b.local.setItem(KEY, JSON.stringify({ doc: { preset: 'no.such.preset' }, savedAt: '2026-11-30T00:00:00Z' }));
  const a = b.tab();
  assert.deepEqual(a.drafts.read(KEY)?.doc, { preset: 'no.such.preset' });
  a.drafts.clear(KEY);
  assert.equal(b.local.items.has(KEY), false);
  assert.equal(b.tab().drafts.read(KEY), null);
});

test('drafts are per page path', () => {
  const a = browser().tab();
  a.drafts.write('pp.draft:/c/abc', { preset: 'x' }, '2026-12-01T10:00:00.000Z');
  assert.equal(a.drafts.read(KEY), null);
  assert.deepEqual(a.drafts.read('pp.draft:/c/abc')?.doc, { preset: 'x' });
});

test('unreadable drafts and unusable storage lose the draft, never throw', () => {
  const b = browser();
  b.local.setItem(KEY, '{not json');
  assert.equal(b.tab().drafts.read(KEY), null);
  b.local.setItem(KEY, JSON.stringify({ savedAt: 'x' }));
  assert.equal(b.tab().drafts.read(KEY), null);
  const blocked = () => {
    throw new Error('SecurityError');
  };
  const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
  const none = createDrafts(blocked, () => full);
  none.write(KEY, { preset: 'a' }, '2026-12-01T10:00:00.000Z');
  none.clear(KEY);
  assert.equal(none.read(KEY), null);
});

test('text goes in and out, and unusable storage never throws', () => {
  const memory = memoryStorage();
  assert.equal(setText(() => memory, 'k', 'v'), true);
  assert.equal(getText(() => memory, 'k'), 'v');
  removeText(() => memory, 'k');
  assert.equal(getText(() => memory, 'k'), null);
  // Blocked storage throws on access; a full one throws on write.
  const blocked = () => {
    throw new Error('SecurityError');
  };
  const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
  assert.equal(getText(blocked, 'k'), null);
  assert.equal(setText(blocked, 'k', 'v'), false);
  assert.equal(setText(() => full, 'k', 'v'), false);
  assert.doesNotThrow(() => removeText(blocked, 'k'));
});

test('JSON values and edit tokens live in localStorage; unreadable JSON reads as null', (t) => {
  const memory = memoryStorage();
  globalThis.window = { localStorage: memory };
  t.after(() => delete globalThis.window);
  assert.equal(writeJSON('pp.stage', { device: 'iphone-se' }), true);
  assert.equal(memory.items.get('pp.stage'), '{"device":"iphone-se"}');
  assert.deepEqual(readJSON('pp.stage'), { device: 'iphone-se' });
  memory.items.set('pp.stage', '{not json');
  assert.equal(readJSON('pp.stage'), null);
  assert.equal(readJSON('absent'), null);
  storeEditToken('abc', 't1');
  storeEditToken('def', 't2');
  assert.equal(editToken('abc'), 't1');
  assert.equal(editToken('def'), 't2');
  assert.equal(editToken('ghi'), null);
  // A deleted config's token goes; the others stay.
  forgetEditToken('abc');
  forgetEditToken('never-saved');
  assert.equal(editToken('abc'), null);
  assert.equal(editToken('def'), 't2');
});
