import test from 'node:test';
import assert from 'node:assert/strict';
import { encodeSetAside, decodeSetAside, fitsOption } from '../../Public/scripts/logic/set-aside-record.js';
import { createSetAsideStore } from '../../Public/scripts/services/set-aside-store.js';
import { setAsideKey } from '../../Public/scripts/logic/url-state.js';
import { switchPresetKeeping } from '../../Public/scripts/logic/preset-switch.js';
import { memoryStorage } from './memory-storage.js';

// Decision 0051: what a preset switch set aside survives a reload of the same document. The options
// are the schema's for the indicator (docs/config.md): a kind, and a weight and colour shown only with
// a line; a "plain" preset (TabBarController's) has no indicator.
const options = [
  { path: 'indicator.kind', group: 'indicator', label: 'Indicator', type: 'enum', values: ['line', 'none'] },
  { path: 'indicator.weight', group: 'indicator', label: 'Weight', type: 'number', min: 0.5, max: 40, visibleWhen: [{ path: 'indicator.kind', in: ['line'] }] },
  { path: 'indicator.color', group: 'indicator', label: 'Indicator colour', type: 'color', visibleWhen: [{ path: 'indicator.kind', in: ['line'] }] },
];
const lined = { indicator: { kind: 'line', weight: 2, color: '#0000FFFF' } };
const plain = { indicator: { kind: 'none', weight: 4, color: '#404040FF' } };

test('a round trip survives a reload: the record written after the switch brings the edits back', () => {
  const edited = { schemaVersion: 2, preset: 'lined', indicator: { weight: 6, color: '#FF0000FF' } };
  const there = switchPresetKeeping(edited, 'plain', { options, resolved: plain });
  assert.deepEqual(there.doc, { schemaVersion: 2, preset: 'plain' });
  const session = memoryStorage();
  const store = createSetAsideStore(() => session);
  const key = setAsideKey({ kind: 'scratch' });
  store.write(key, there.doc, there.setAside);
  // The reload: a new page with no memory, the same document from the draft.
  const reloaded = store.read(key, { schemaVersion: 2, preset: 'plain' }, options);
  assert.deepEqual(reloaded, { 'indicator.weight': 6, 'indicator.color': '#FF0000FF' });
  const back = switchPresetKeeping(there.doc, 'lined', { options, resolved: lined, setAside: reloaded });
  assert.deepEqual(back.doc, edited);
  assert.deepEqual(back.restored, ['indicator.weight', 'indicator.color']);
});

test('the record is the page path\u2019s and goes when nothing is aside', () => {
  assert.equal(setAsideKey({ kind: 'scratch' }), 'pp.aside:/');
  assert.equal(setAsideKey({ kind: 'saved', slug: 'abc', version: null }), 'pp.aside:/c/abc');
  assert.equal(setAsideKey({ kind: 'saved', slug: 'abc', version: 3 }), 'pp.aside:/c/abc/v/3');
  const session = memoryStorage();
  const store = createSetAsideStore(() => session);
  store.write('pp.aside:/', { preset: 'plain' }, { 'indicator.weight': 6 });
  assert.equal(session.items.size, 1);
  store.write('pp.aside:/', { preset: 'plain' }, {});
  assert.equal(session.items.size, 0);
  assert.equal(encodeSetAside({ preset: 'plain' }, {}), null);
  store.write('pp.aside:/', { preset: 'plain' }, { 'indicator.weight': 6 });
  store.clear('pp.aside:/');
  assert.equal(session.items.size, 0);
});

test('a record of another document is ignored: the page opened something else since', () => {
  const text = encodeSetAside({ schemaVersion: 2, preset: 'plain' }, { 'indicator.weight': 6 });
  assert.deepEqual(decodeSetAside(text, { schemaVersion: 2, preset: 'lined' }, options), {});
  assert.deepEqual(decodeSetAside(text, { schemaVersion: 2, preset: 'plain', indicator: { kind: 'line' } }, options), {});
  assert.deepEqual(decodeSetAside(text, { schemaVersion: 2, preset: 'plain' }, options), { 'indicator.weight': 6 });
});

test('bad or old records change nothing', () => {
  const doc = { schemaVersion: 2, preset: 'plain' };
  for (const text of [
    null, '', 'not json', 'null', '[]', '"text"', '42',
    JSON.stringify({ doc, setAside: { 'indicator.weight': 6 } }), // no format: an older page's
    JSON.stringify({ v: 2, doc, setAside: { 'indicator.weight': 6 } }), // a newer format
    JSON.stringify({ v: 1, doc, setAside: [6] }),
    JSON.stringify({ v: 1, doc, setAside: null }),
    JSON.stringify({ v: 1, setAside: { 'indicator.weight': 6 } }),
  ]) {
    assert.deepEqual(decodeSetAside(text, doc, options), {}, String(text));
  }
  // Entries the schema does not know, or values their option cannot hold, are left out one by one.
  const mixed = JSON.stringify({
    v: 1, doc,
    setAside: {
      'indicator.weight': 'heavy', 'indicator.color': '#FF0000FF', 'legacy.thing': 1, 'indicator.kind': 'zigzag',
      constructor: 2,
    },
  });
  assert.deepEqual(decodeSetAside(mixed, doc, options), { 'indicator.color': '#FF0000FF' });
  const proto = `{"v":1,"doc":${JSON.stringify(doc)},"setAside":{"__proto__":{"indicator.weight":6}}}`;
  const none = decodeSetAside(proto, doc, options);
  assert.deepEqual(none, {});
  assert.equal(Object.getPrototypeOf(none), Object.prototype);
  // Storage that throws (blocked in a private window) reads as nothing and writes nothing.
  const blocked = createSetAsideStore(() => { throw new Error('SecurityError'); });
  assert.deepEqual(blocked.read('pp.aside:/', doc, options), {});
  blocked.write('pp.aside:/', doc, { 'indicator.weight': 6 });
  blocked.clear('pp.aside:/');
});

test('a value fits its option by type, range and values', () => {
  const [kind, weight, color] = options;
  assert.equal(fitsOption(weight, 6), true);
  assert.equal(fitsOption(weight, 0.4), false);
  assert.equal(fitsOption(weight, 41), false);
  assert.equal(fitsOption(weight, Number.NaN), false);
  assert.equal(fitsOption(weight, '6'), false);
  assert.equal(fitsOption({ ...weight, type: 'integer' }, 6.5), false);
  assert.equal(fitsOption(kind, 'none'), true);
  assert.equal(fitsOption(kind, 'dot'), false);
  assert.equal(fitsOption(color, '#ff0000'), true);
  assert.equal(fitsOption(color, 'red'), false);
  assert.equal(fitsOption({ path: 'a', type: 'boolean' }, false), true);
  assert.equal(fitsOption({ path: 'a', type: 'boolean' }, 0), false);
  assert.equal(fitsOption({ path: 'a', type: 'string' }, 'x'), true);
  assert.equal(fitsOption({ path: 'a', type: 'font' }, {}), false);
});
