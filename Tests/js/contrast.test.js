import test from 'node:test';
import assert from 'node:assert/strict';
import {
  relativeLuminance, contrastRatio, composite, barBackdrop, minimumTextContrast, formatRatio,
} from '../../Public/scripts/logic/contrast.js';

const white = { r: 255, g: 255, b: 255, a: 1 };
const black = { r: 0, g: 0, b: 0, a: 1 };

test('luminance and contrast follow WCAG 2: black on white 21:1, #767676 4.54:1, system blue 4.02:1', () => {
  assert.equal(relativeLuminance(white), 1);
  assert.equal(relativeLuminance(black), 0);
  assert.equal(contrastRatio(black, white), 21);
  assert.equal(contrastRatio(white, black), 21); // order does not matter
  // 118/255 = 0.46275 → ((0.46275 + 0.055) / 1.055)^2.4 = 0.18117; (1.05) / (0.23117) = 4.542
  assert.ok(Math.abs(contrastRatio({ r: 118, g: 118, b: 118, a: 1 }, white) - 4.542) < 0.001);
  // #007AFF: G 122/255 → 0.19459 × 0.7152 = 0.13917, B 1 × 0.0722; L = 0.21137; 1.05 / 0.26137 = 4.017
  assert.ok(Math.abs(contrastRatio({ r: 0, g: 122, b: 255, a: 1 }, white) - 4.017) < 0.001);
});

test('composite puts a translucent colour over an opaque one, opacity multiplying its alpha', () => {
  // secondaryLabel #3C3C4399 (alpha 0.6) on white: 60 × 0.6 + 255 × 0.4 = 138; 67 × 0.6 + 102 = 142.2
  const c = composite({ r: 60, g: 60, b: 67, a: 0.6 }, white);
  assert.deepEqual([c.r, c.g, Math.round(c.b * 10) / 10, c.a], [138, 138, 142.2, 1]);
  // black at alpha 1 × opacity 0.5 on white: 127.5
  assert.equal(composite(black, white, 0.5).r, 127.5);
});

test('the backdrop is the flat colour, the blur material or systemBackground over systemBackground', () => {
  assert.deepEqual(barBackdrop({ style: 'flat', color: '#000000FF' }, 'light'), black);
  assert.deepEqual(barBackdrop({ style: 'clear' }, 'dark'), black);
  assert.deepEqual(barBackdrop({ style: 'clear' }, 'light'), white);
  // extraLight: white at 0.82 over white stays white
  assert.deepEqual(barBackdrop({ style: 'blur', blurStyle: 'extraLight' }, 'light'), white);
  // dark material rgba(30, 30, 30, 0.78) over white: 23.4 + 56.1 = 79.5
  assert.ok(Math.abs(barBackdrop({ style: 'blur', blurStyle: 'dark' }, 'light').r - 79.5) < 1e-9);
  // a half-transparent red flat bar over black: 127.5, 0, 0
  assert.deepEqual(barBackdrop({ style: 'flat', color: '#FF000080' }, 'dark').g, 0);
});

test('text needs 4.5:1 up to 17 pt and 3:1 from 18 pt or in bold', () => {
  assert.equal(minimumTextContrast({ size: 17, face: 'regular' }), 4.5);
  assert.equal(minimumTextContrast({ size: 18, face: 'regular' }), 3);
  assert.equal(minimumTextContrast({ size: 11, face: 'bold' }), 3);
});

test('formatRatio cuts to two decimals, so a ratio shown as passing passes', () => {
  assert.equal(formatRatio(4.4999), '4.49:1');
  assert.equal(formatRatio(21), '21.00:1');
});
