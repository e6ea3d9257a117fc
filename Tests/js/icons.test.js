import test from 'node:test';
import assert from 'node:assert/strict';
import { GLYPHS, PLACEHOLDER, glyphFor, glyphBox, traceGlyph, radialOutline, ICON_BOX } from '../../Public/scripts/logic/icons.js';
import { chevronPoints } from '../../Public/scripts/logic/geometry.js';

// The icon names docs/config.md lists for items.
const SCHEMA_ICONS = ['house', 'magnifyingglass', 'books', 'person', 'gear', 'star', 'heart', 'bell', 'bookmark', 'cart',
  'message', 'photo', 'music.note', 'play', 'calendar', 'map', 'plus', 'ellipsis'];

test('every icon the schema lists has a glyph that stays inside its box', () => {
  for (const name of SCHEMA_ICONS) {
    const glyph = glyphFor(name);
    assert.notEqual(glyph, PLACEHOLDER, name);
    for (const op of glyph.ops) {
      const numbers = op.slice(1).map(Number);
      for (const n of numbers) assert.ok(n >= 0 && n <= ICON_BOX, `${name}: ${op.join(' ')}`);
    }
  }
  assert.equal(Object.keys(GLYPHS).length, SCHEMA_ICONS.length);
  assert.equal(glyphFor(null), PLACEHOLDER);
  assert.equal(glyphFor('toString'), PLACEHOLDER);
});

test('the accessory symbols have the shapes the server draws too', () => {
  assert.deepEqual(GLYPHS.plus, { ops: [['M', 12, 4.5], ['L', 12, 19.5], ['M', 4.5, 12], ['L', 19.5, 12]] });
  assert.deepEqual(GLYPHS.ellipsis, { ops: [['circle', 5.5, 12, 1.8], ['circle', 12, 12, 1.8], ['circle', 18.5, 12, 1.8]], fill: true });
});

test('glyphBox centres a square of the shorter side, scaled', () => {
  assert.deepEqual(glyphBox({ x: 360, y: 72, width: 22, height: 22 }), { x: 360, y: 72, size: 22 });
  assert.deepEqual(glyphBox({ x: 0, y: 10, width: 40, height: 20 }), { x: 10, y: 10, size: 20 });
  assert.deepEqual(glyphBox({ x: 0, y: 0, width: 20, height: 20 }, 1.5), { x: -5, y: -5, size: 30 });
  assert.equal(glyphBox({ x: 0, y: 0, width: 0, height: 20 }).size, 0);
});

test('radialOutline alternates radii starting straight up', () => {
  const ops = radialOutline(12, 12, 10, 5, 2);
  // 4 points at −90°, 0°, 90°, 180°: (12, 2), (17, 12), (12, 22), (7, 12)
  assert.deepEqual(ops, [['M', 12, 2], ['L', 17, 12], ['L', 12, 22], ['L', 7, 12], ['Z']]);
});

test('traceGlyph scales the 24-point box into the icon frame', () => {
  const calls = [];
  const sink = new Proxy({}, { get: (_, name) => (...args) => calls.push([name, ...args.map((n) => Math.round(n * 1000) / 1000)]) });
  traceGlyph(sink, { ops: [['M', 0, 0], ['L', 24, 12], ['circle', 12, 12, 6], ['rect', 6, 6, 12, 12, 0]] }, { x: 100, y: 10, size: 30 });
  // k = 30 / 24 = 1.25: (24, 12) → (130, 25); circle centre (115, 25) radius 7.5 starting at (122.5, 25)
  assert.deepEqual(calls, [
    ['moveTo', 100, 10], ['lineTo', 130, 25], ['moveTo', 122.5, 25], ['arc', 115, 25, 7.5, 0, 6.283], ['rect', 107.5, 17.5, 15, 15],
  ]);
});

test('chevron apex faces the buttons', () => {
  assert.deepEqual(chevronPoints(10, 40, 14, 12, 'top'), [[17, 40], [24, 52], [10, 52]]);
  assert.deepEqual(chevronPoints(0, 0, 12, 14, 'left'), [[0, 7], [12, 0], [12, 14]]);
});
