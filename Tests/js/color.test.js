import test from 'node:test';
import assert from 'node:assert/strict';
import { parseColor, cssColor, mixColor, hexColor, splitColor, joinColor, isColor, parseColorInput } from '../../Public/scripts/logic/color.js';

test('parseColor reads #RRGGBB as opaque and #RRGGBBAA with alpha / 255', () => {
  assert.deepEqual(parseColor('#007AFF'), { r: 0, g: 122, b: 255, a: 1 });
  // 0x80 = 128 → 128 / 255
  assert.deepEqual(parseColor('#FF3B3080'), { r: 255, g: 59, b: 48, a: 128 / 255 });
  assert.deepEqual(parseColor('#ff3b30ff'), { r: 255, g: 59, b: 48, a: 1 });
});

test('parseColor gives transparent black for anything else', () => {
  for (const bad of ['red', '#FFF', '#12345', '', null, undefined, '#GGGGGG']) {
    assert.deepEqual(parseColor(bad), { r: 0, g: 0, b: 0, a: 0 });
  }
  assert.equal(isColor('#FFF'), false);
  assert.equal(isColor('#FFFFFF'), true);
});

test('cssColor multiplies alpha by opacity and rounds to 3 decimals', () => {
  // alpha 1 × 0.5 = 0.5
  assert.equal(cssColor({ r: 0, g: 122, b: 255, a: 1 }, 0.5), 'rgba(0, 122, 255, 0.5)');
  // 128/255 = 0.50196 → 0.502
  assert.equal(cssColor(parseColor('#00000080')), 'rgba(0, 0, 0, 0.502)');
});

test('mixColor mixes channels and alpha, rounding like the server', () => {
  const black = parseColor('#000000FF');
  const blue = parseColor('#007AFFFF');
  // 0.58 of the way: g = 122 × 0.58 = 70.76 → 71; b = 255 × 0.58 = 147.9 → 148
  assert.deepEqual(mixColor(black, blue, 0.58), { r: 0, g: 71, b: 148, a: 1 });
  // alpha 0x00 → 0xFF halfway: 127.5 → 128 → 128/255
  const clear = parseColor('#00000000');
  assert.equal(mixColor(clear, black, 0.5).a, 128 / 255);
});

test('hexColor writes upper-case #RRGGBBAA; split/join round-trip through a colour input', () => {
  assert.equal(hexColor({ r: 0, g: 122, b: 255, a: 1 }), '#007AFFFF');
  assert.deepEqual(splitColor('#80808033'), { rgb: '#808080', alpha: 20 }); // 0x33 = 51 = 20 %
  assert.equal(joinColor('#808080', 20), '#80808033'); // 20 % of 255 = 51 = 0x33
  assert.equal(joinColor('#ff0000', 150), '#FF0000FF'); // clamped to 100 %
});

test('parseColorInput takes #RGB, #RRGGBB, #RRGGBBAA (with or without #) and stores #RRGGBBAA', () => {
  // #RGB doubles each digit: 0→00, a→AA, f→FF; opaque.
  assert.deepEqual(parseColorInput('#0af'), { value: '#00AAFFFF' });
  assert.deepEqual(parseColorInput('  0af '), { value: '#00AAFFFF' });
  assert.deepEqual(parseColorInput('#ff3b30'), { value: '#FF3B30FF' });
  assert.deepEqual(parseColorInput('FF3B3080'), { value: '#FF3B3080' });
});

test('parseColorInput takes CSS colour names in any case and transparent', () => {
  // CSS Color 4: teal = rgb(0, 128, 128), rebeccapurple = rgb(102, 51, 153) = #663399.
  assert.deepEqual(parseColorInput('Teal'), { value: '#008080FF' });
  assert.deepEqual(parseColorInput('REBECCAPURPLE'), { value: '#663399FF' });
  assert.deepEqual(parseColorInput('lightgoldenrodyellow'), { value: '#FAFAD2FF' });
  assert.deepEqual(parseColorInput('transparent'), { value: '#00000000' });
});

test('parseColorInput refuses anything else with the forms it takes', () => {
  for (const bad of ['#12345', 'reed', '#GGG', 'rgb(1,2,3)', '#1234567', 'constructor', 'toString']) {
    const result = parseColorInput(bad);
    assert.ok('error' in result, bad);
    assert.match(result.error, /is not a colour: use #RGB, #RRGGBB, #RRGGBBAA or a CSS colour name/);
    assert.ok(result.error.includes(bad), result.error);
  }
  assert.match(/** @type {any} */ (parseColorInput('   ')).error, /^Enter a colour/);
});
