import test from 'node:test';
import assert from 'node:assert/strict';
import { switchPresetKeeping, describeSwitch, forgetChanged } from '../../Public/scripts/logic/preset-switch.js';

// A schema of four options: a colour for every preset, a button spacing that matters only for the
// button bar style, a weight that matters only for the weighted indicator, and its width under it.
const options = [
  { path: 'bar.style', group: 'bar', label: 'Style', type: 'enum', values: ['buttonBar', 'tabBar'] },
  { path: 'indicator.color', group: 'indicator', label: 'Indicator colour', type: 'color' },
  { path: 'bar.buttons.spacing', group: 'bar', label: 'Spacing', type: 'number', visibleWhen: [{ path: 'bar.style', in: ['buttonBar'] }] },
  { path: 'indicator.weight', group: 'indicator', label: 'Weight', type: 'enum', values: ['light', 'heavy'] },
];
const buttonBar = { bar: { style: 'buttonBar', buttons: { spacing: 8 } }, indicator: { color: '#0000FFFF', weight: 'light' } };
const tabBar = { bar: { style: 'tabBar', buttons: { spacing: 8 } }, indicator: { color: '#FF0000FF', weight: 'heavy' } };

test('a switch keeps the edits the new preset can express and lists the others', () => {
  const doc = {
    schemaVersion: 2, preset: 'a',
    indicator: { color: '#00FF00FF', weight: 'heavy' },
    bar: { buttons: { spacing: 20 } },
    items: [{ id: 'x', title: 'X' }],
  };
  const result = switchPresetKeeping(doc, 'b', { options, resolved: tabBar, title: 'Tab bar' });
  // The colour is kept; the weight equals the new preset's own (kept, compact: no key); the spacing
  // does not matter under the tab bar style, so it is dropped; the tabs stay.
  assert.deepEqual(result.doc, { schemaVersion: 2, preset: 'b', items: [{ id: 'x', title: 'X' }], indicator: { color: '#00FF00FF' } });
  assert.deepEqual(result.kept, ['indicator.color', 'indicator.weight']);
  assert.deepEqual(result.dropped, [{ path: 'bar.buttons.spacing', label: 'Spacing', reason: 'not used by Tab bar with these settings' }]);
  assert.equal(
    describeSwitch(result, 'Tab bar'),
    'Switched to Tab bar: kept 2 edits. Set aside Spacing (not used by Tab bar with these settings): it comes back with a preset that uses it.',
  );
});

test('an edit that makes a later one relevant is kept first, so both are kept', () => {
  const doc = { schemaVersion: 2, preset: 'a', bar: { style: 'buttonBar', buttons: { spacing: 20 } } };
  const result = switchPresetKeeping(doc, 'b', { options, resolved: tabBar, title: 'Tab bar' });
  assert.deepEqual(result.doc, { schemaVersion: 2, preset: 'b', bar: { style: 'buttonBar', buttons: { spacing: 20 } } });
  assert.deepEqual(result.dropped, []);
  assert.equal(describeSwitch(result, 'Tab bar'), 'Switched to Tab bar: kept 2 edits.');
});

test('an unknown key is dropped with its reason; no edits means no notice', () => {
  const result = switchPresetKeeping({ schemaVersion: 2, preset: 'b', legacy: { thing: 1 } }, 'a', { options, resolved: buttonBar });
  assert.deepEqual(result.doc, { schemaVersion: 2, preset: 'a' });
  assert.deepEqual(result.dropped, [{ path: 'legacy.thing', label: 'legacy.thing', reason: 'not an option the playground knows' }]);
  assert.equal(describeSwitch(switchPresetKeeping({ schemaVersion: 2, preset: 'b' }, 'a', { options, resolved: buttonBar }), 'A'), null);
});

// Decision 0047: a round trip through a preset that cannot use an edit brings it back. A "plain"
// preset has no indicator (kind none), so the weight and colour, which matter only while an indicator
// is shown, cannot be kept there; they are set aside and come back on the way back.
const roundOptions = [
  { path: 'indicator.kind', group: 'indicator', label: 'Indicator', type: 'enum', values: ['line', 'none'] },
  { path: 'indicator.weight', group: 'indicator', label: 'Weight', type: 'number', visibleWhen: [{ path: 'indicator.kind', in: ['line'] }] },
  { path: 'indicator.color', group: 'indicator', label: 'Indicator colour', type: 'color', visibleWhen: [{ path: 'indicator.kind', in: ['line'] }] },
];
const lined = { indicator: { kind: 'line', weight: 2, color: '#0000FFFF' } };
const plain = { indicator: { kind: 'none', weight: 4, color: '#404040FF' } };
const otherLine = { indicator: { kind: 'line', weight: 4, color: '#404040FF' } };

test('an edit the other preset cannot use is set aside and comes back on the way back', () => {
  const edited = { schemaVersion: 2, preset: 'lined', indicator: { weight: 8, color: '#FF0000FF' } };
  const there = switchPresetKeeping(edited, 'plain', { options: roundOptions, resolved: plain, title: 'Plain' });
  assert.deepEqual(there.doc, { schemaVersion: 2, preset: 'plain' });
  assert.deepEqual(there.setAside, { 'indicator.weight': 8, 'indicator.color': '#FF0000FF' });
  assert.equal(
    describeSwitch(there, 'Plain'),
    'Switched to Plain: kept 0 edits. Set aside Weight, Indicator colour (not used by Plain with these settings): they come back with a preset that uses them.',
  );
  const back = switchPresetKeeping(there.doc, 'lined', { options: roundOptions, resolved: lined, title: 'Lined', setAside: there.setAside });
  assert.deepEqual(back.doc, { schemaVersion: 2, preset: 'lined', indicator: { weight: 8, color: '#FF0000FF' } });
  assert.deepEqual(back.restored, ['indicator.weight', 'indicator.color']);
  assert.equal(describeSwitch(back, 'Lined'), 'Switched to Lined: brought back 2 edits set aside before.');
});

test('an edit equal to the other preset\'s own value comes back too', () => {
  // Weight 4 is the other line preset's own value, so its compact document has no key for it.
  const edited = { schemaVersion: 2, preset: 'lined', indicator: { weight: 4 } };
  const there = switchPresetKeeping(edited, 'other', { options: roundOptions, resolved: otherLine });
  assert.deepEqual(there.doc, { schemaVersion: 2, preset: 'other' });
  const back = switchPresetKeeping(there.doc, 'lined', { options: roundOptions, resolved: lined, setAside: there.setAside });
  assert.deepEqual(back.doc, { schemaVersion: 2, preset: 'lined', indicator: { weight: 4 } });
});

test('the document\'s own edit wins over a set-aside value, and a change forgets it', () => {
  const aside = { 'indicator.weight': 8, 'indicator.color': '#FF0000FF' };
  const doc = { schemaVersion: 2, preset: 'other', indicator: { weight: 6 } };
  const back = switchPresetKeeping(doc, 'lined', { options: roundOptions, resolved: lined, setAside: aside });
  assert.deepEqual(back.doc.indicator, { weight: 6, color: '#FF0000FF' });
  assert.deepEqual(back.kept, ['indicator.weight']);
  assert.deepEqual(back.restored, ['indicator.color']);
  assert.equal(describeSwitch(back, 'Lined'), 'Switched to Lined: kept 1 edit, brought back 1 edit set aside before.');
  // The designer resets the colour: its copy goes, the weight's stays.
  const after = { schemaVersion: 2, preset: 'lined', indicator: { weight: 6 } };
  assert.deepEqual(forgetChanged(back.setAside, back.doc, after), { 'indicator.weight': 6 });
  assert.equal(forgetChanged(aside, doc, doc), aside);
});

test('undoing a switch that brought edits back loses none of them', () => {
  // lined (weight 8) → plain (set aside) → lined (brought back) → undo to plain's document: the page
  // keeps the last switch's set-aside values, which still hold the weight.
  const edited = { schemaVersion: 2, preset: 'lined', indicator: { weight: 8 } };
  const there = switchPresetKeeping(edited, 'plain', { options: roundOptions, resolved: plain });
  const back = switchPresetKeeping(there.doc, 'lined', { options: roundOptions, resolved: lined, setAside: there.setAside });
  const again = switchPresetKeeping(there.doc, 'lined', { options: roundOptions, resolved: lined, setAside: back.setAside });
  assert.deepEqual(again.doc.indicator, { weight: 8 });
});
