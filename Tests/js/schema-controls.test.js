import test from 'node:test';
import assert from 'node:assert/strict';
import {
  widgetFor, buildControlModel, isRelevant, effectiveValue, valueReader, isChanged, matchOptions, stepDecimals, snapNumber,
  parseNumberInput, formatNumber, dependencyDepth, limitedOption,
} from '../../Public/scripts/logic/schema-controls.js';

const schema = {
  groups: [{ id: 'bar', title: 'Bar' }, { id: 'indicator', title: 'Indicator' }],
  options: [
    { path: 'bar.layout', group: 'bar', label: 'Layout', type: 'enum', values: ['horizontal', 'constrained', 'none'], default: 'horizontal' },
    { path: 'bar.location', group: 'bar', label: 'Location', type: 'enum', values: ['top', 'bottom', 'left', 'right', 'navigationItem'], default: 'top' },
    { path: 'bar.interButtonSpacing', group: 'bar', label: 'Spacing', type: 'number', min: 0, max: 100, step: 1, unit: 'pt', default: 16, visibleWhen: [{ path: 'bar.layout', in: ['horizontal'] }] },
    { path: 'bar.contentInset.left', group: 'bar', label: 'Inset left', type: 'number', min: 0, max: 200, step: 1, unit: 'pt', default: 0 },
    { path: 'indicator.kind', group: 'indicator', label: 'Kind', type: 'enum', values: ['line', 'dot', 'chevron', 'block', 'none'], default: 'line', help: 'The mark under the tab.' },
    { path: 'indicator.weight', group: 'indicator', label: 'Weight', type: 'number', min: 0.5, max: 40, step: 0.5, unit: 'pt', namedValues: { light: 2, medium: 4, heavy: 8 }, default: 4, visibleWhen: [{ path: 'indicator.kind', in: ['line'] }] },
    { path: 'indicator.color', group: 'indicator', label: 'Colour', type: 'color', default: '#007AFFFF', source: ['Tabman'] },
    { path: 'indicator.isProgressive', group: 'indicator', label: 'Progressive', type: 'boolean', default: false },
    { path: 'pager.defaultPage', group: 'pager', label: 'Default page', type: 'integer', min: 0, max: 199, step: 1, default: 0 },
  ],
};

test('widgetFor picks segmented for ≤ 3 short enum values, select otherwise', () => {
  assert.equal(widgetFor(schema.options[0]), 'segmented'); // horizontal, constrained, none: 3 values ≤ 11 chars
  assert.equal(widgetFor(schema.options[1]), 'select'); // 5 values
  assert.equal(widgetFor({ type: 'enum', values: ['leftToRight', 'rightToLeft'] }), 'segmented'); // 11 chars each
  assert.equal(widgetFor({ type: 'enum', values: ['automatic', 'extendBackground'] }), 'select'); // 16 chars
  assert.equal(widgetFor({ type: 'boolean' }), 'switch');
  assert.equal(widgetFor({ type: 'color' }), 'color');
});

test('widgetFor gives sliders to short ranges and plain scrub fields to wide point ranges', () => {
  assert.equal(widgetFor(schema.options[2]), 'slider'); // 0…100 pt: 100 steps, 100 pt wide
  assert.equal(widgetFor(schema.options[3]), 'number'); // 0…200 pt: wider than 100 pt
  assert.equal(widgetFor(schema.options[5]), 'slider'); // (40 − 0.5) / 0.5 = 79 steps
  assert.equal(widgetFor({ type: 'number', min: 0.5, max: 3.5, step: 0.01, unit: '×' }), 'slider'); // 300 steps
  assert.equal(widgetFor({ type: 'number', min: 0, max: 5, step: 0.001, unit: 's' }), 'number'); // 5000 steps
  assert.equal(widgetFor(schema.options[8]), 'slider'); // 199 steps, no unit
});

test('buildControlModel groups in schema order, adds unknown groups at the end, sets depth', () => {
  const groups = buildControlModel(schema);
  assert.deepEqual(groups.map((g) => g.id), ['bar', 'indicator', 'pager']);
  assert.deepEqual(groups[0].controls.map((c) => c.path), ['bar.layout', 'bar.location', 'bar.interButtonSpacing', 'bar.contentInset.left']);
  assert.equal(groups[0].controls[2].depth, 1);
  assert.equal(groups[0].controls[0].depth, 0);
});

test('dependencyDepth is one more than the deepest option a condition names, not the number of conditions', () => {
  const depths = new Map([['bar.layout', 0], ['bar.location', 0], ['bar.contentMode', 1]]);
  const when = (...paths) => ({ visibleWhen: paths.map((path) => ({ path, in: ['x'] })) });
  assert.equal(dependencyDepth({}, depths), 0);
  // Under a choice, whatever the number of top-level conditions (the bar's accessories: three).
  assert.equal(dependencyDepth(when('bar.layout', 'bar.location', 'bar.behavior'), depths), 1);
  // Under a sub-option (bar.buttonWidth: layout and contentMode, which itself shows under layout).
  assert.equal(dependencyDepth(when('bar.layout', 'bar.contentMode'), depths), 2);
});

test('isRelevant needs every condition to hold, on effective values', () => {
  const preset = { bar: { layout: 'horizontal' }, indicator: { kind: 'line' } };
  const read = valueReader(schema.options, { indicator: { kind: 'dot' } }, preset);
  assert.equal(isRelevant(schema.options[2], read), true); // bar.layout from the preset: horizontal
  assert.equal(isRelevant(schema.options[5], read), false); // kind dot in the document
  assert.equal(isRelevant(schema.options[0], read), true); // no conditions
  assert.equal(isRelevant({ visibleWhen: [{ path: 'a', in: [true] }, { path: 'b', in: ['x'] }] }, (p) => ({ a: true, b: 'y' })[p]), false);
});

test('isRelevant: an anyOf condition holds when any of its tests does; notIn holds off the listed values', () => {
  // Tabman's accessory width and colour (docs/schema-format.md): the bar shows accessories, and one is chosen.
  const width = {
    visibleWhen: [
      { path: 'bar.behavior', in: ['tabman'] },
      { anyOf: [{ path: 'bar.accessories.left', notIn: ['none'] }, { path: 'bar.accessories.rightPinned', notIn: ['none'] }] },
    ],
  };
  const values = (accessories) => (path) => ({ 'bar.behavior': 'tabman', ...accessories })[path];
  assert.equal(isRelevant(width, values({ 'bar.accessories.left': 'none', 'bar.accessories.rightPinned': 'none' })), false);
  assert.equal(isRelevant(width, values({ 'bar.accessories.left': 'none', 'bar.accessories.rightPinned': 'gear' })), true);
  assert.equal(isRelevant(width, values({ 'bar.accessories.left': 'plus', 'bar.accessories.rightPinned': 'none' })), true);
  // Every condition still has to hold: another library's bar hides it whatever the accessories.
  const swiftUI = (path) => ({ 'bar.behavior': 'swiftUITabPager', 'bar.accessories.left': 'plus' })[path];
  assert.equal(isRelevant(width, swiftUI), false);
  // On the document's effective values: the preset's `none` until the document picks a symbol.
  const options = [
    { path: 'bar.behavior', default: 'tabman' },
    { path: 'bar.accessories.left', default: 'none' },
    { path: 'bar.accessories.rightPinned', default: 'none' },
  ];
  assert.equal(isRelevant(width, valueReader(options, {}, { bar: { behavior: 'tabman' } })), false);
  assert.equal(isRelevant(width, valueReader(options, { bar: { accessories: { left: 'star' } } }, undefined)), true);
});

test('dependencyDepth counts the options an anyOf condition names', () => {
  const depths = new Map([['bar.behavior', 0], ['bar.accessories.left', 1], ['bar.accessories.right', 1]]);
  const spacing = {
    visibleWhen: [
      { path: 'bar.behavior', in: ['tabman'] },
      { anyOf: [{ path: 'bar.accessories.left', notIn: ['none'] }, { path: 'bar.accessories.right', notIn: ['none'] }] },
    ],
  };
  assert.equal(dependencyDepth(spacing, depths), 2);
});

test('effectiveValue takes the document, then the preset, then the default; isChanged compares to the preset', () => {
  const weight = schema.options[5];
  assert.equal(effectiveValue(weight, {}, { indicator: { weight: 2 } }), 2);
  assert.equal(effectiveValue(weight, { indicator: { weight: 8 } }, { indicator: { weight: 2 } }), 8);
  assert.equal(effectiveValue(weight, {}, undefined), 4);
  assert.equal(isChanged(weight, { indicator: { weight: 8 } }, { indicator: { weight: 2 } }), true);
  assert.equal(isChanged(weight, { indicator: { weight: 2 } }, { indicator: { weight: 2 } }), false);
  assert.equal(isChanged(weight, {}, { indicator: { weight: 2 } }), false);
});

test('matchOptions matches every word in label, path, help or source', () => {
  assert.deepEqual([...matchOptions(schema.options, 'indicator weight')], ['indicator.weight']);
  assert.deepEqual([...matchOptions(schema.options, 'MARK')], ['indicator.kind']); // help text, any case
  assert.deepEqual([...matchOptions(schema.options, 'tabman')], ['indicator.color']);
  assert.equal(matchOptions(schema.options, '  ').size, schema.options.length);
});

test('stepDecimals and snapNumber keep values on the grid from min, clamped', () => {
  assert.equal(stepDecimals(0.25), 2);
  assert.equal(stepDecimals(1), 0);
  assert.equal(stepDecimals(0.05), 2);
  assert.equal(stepDecimals(1e-7), 7);
  const weight = schema.options[5];
  assert.equal(snapNumber(weight, 2.3), 2.5); // grid 0.5, 1.0 … : 2.3 → 2.5
  assert.equal(snapNumber(weight, 0.1), 0.5); // clamped to min
  assert.equal(snapNumber(weight, 99), 40);
  // 0.1 + 0.2 style noise is rounded away: grid of 0.05 from 0
  assert.equal(snapNumber({ min: 0, max: 5, step: 0.05 }, 0.30000000000000004), 0.3);
  assert.equal(snapNumber({ min: 1, max: 10, step: 2 }, 4), 5); // grid 1, 3, 5 …: 4 is exactly between → rounds up
});

test('parseNumberInput accepts units and named values, refuses out-of-range and fractions for integers', () => {
  const weight = schema.options[5];
  assert.deepEqual(parseNumberInput(weight, '2.3'), { value: 2.3 }); // typed values are not snapped
  assert.deepEqual(parseNumberInput(weight, ' 12pt '), { value: 12 });
  assert.deepEqual(parseNumberInput(weight, '12 pt'), { value: 12 });
  assert.deepEqual(parseNumberInput(weight, 'medium'), { value: 4 });
  assert.deepEqual(parseNumberInput(weight, '50'), { error: 'At most 40 pt.' });
  assert.deepEqual(parseNumberInput(weight, '0.1'), { error: 'At least 0.5 pt.' });
  assert.match(parseNumberInput(weight, 'fat').error, /light, medium, heavy/);
  assert.deepEqual(parseNumberInput(schema.options[8], '2.5'), { error: 'Enter a whole number.' });
  assert.equal(formatNumber(weight, 2.5), '2.5 pt');
  assert.equal(formatNumber(schema.options[8], 3), '3');
});


test('the first page goes up to the last tab, not the schema\'s 199, and says why', () => {
  const firstPage = { path: 'pager.defaultPage', type: 'integer', min: 0, max: 199, step: 1 };
  const preset = { items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }] };
  // The preset's 5 tabs: pages 0 to 4.
  const five = limitedOption(firstPage, {}, preset);
  assert.equal(five.max, 4);
  assert.deepEqual(parseNumberInput(five, '7'), { error: 'At most 4: with 5 tabs the pages are 0 to 4.' });
  assert.deepEqual(parseNumberInput(five, '4'), { value: 4 });
  assert.equal(snapNumber(five, 30), 4);
  // The document's own tabs win over the preset's.
  assert.equal(limitedOption(firstPage, { items: [{ id: 'a' }, { id: 'b' }] }, preset).max, 1);
  assert.deepEqual(parseNumberInput(limitedOption(firstPage, { items: [{ id: 'a' }] }, preset), '1'), {
    error: 'At most 0: with 1 tab the page is 0.',
  });
  // Other options, and a tab count the schema's range already covers, are left as they are.
  const weight = { path: 'indicator.weight', type: 'number', min: 0.5, max: 40 };
  assert.equal(limitedOption(weight, {}, preset), weight);
  assert.equal(limitedOption({ ...firstPage, max: 3 }, {}, preset).max, 3);
});
