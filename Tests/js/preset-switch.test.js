import test from 'node:test';
import assert from 'node:assert/strict';
import { switchPresetKeeping, describeSwitch } from '../../Public/scripts/logic/preset-switch.js';

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
    'Switched to Tab bar: kept 2 edits. Could not keep Spacing (not used by Tab bar with these settings).',
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
