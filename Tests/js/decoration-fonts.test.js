import test from 'node:test';
import assert from 'node:assert/strict';
import { cssFont, decorationFont, letterSpacing } from '../../Public/scripts/logic/fonts.js';
import { layoutFonts } from '../../Public/scripts/services/font-loader.js';

// A layout's decoration fonts as the server writes them (`decorationFonts`, docs/frames.md): the page
// title at 28 pt in the display design, everything tracked.
const decorationFonts = {
  pageTitle: { size: 28, weight: 'bold', face: 'bold', family: 'default', cssWeight: 700, letterSpacing: 0.1234, display: true },
  pageSubtitle: { size: 13, weight: 'regular', face: 'regular', family: 'default', cssWeight: 400, letterSpacing: -0.0567 },
  clock: { size: 15, weight: 'bold', face: 'bold', family: 'default', cssWeight: 700, letterSpacing: -0.25 },
};

test('decoration: the page title, its line and the clock draw in the fonts the layout carries', () => {
  const layout = { decorationFonts };
  const title = decorationFont(layout, 'pageTitle');
  assert.equal(cssFont(title), '700 28px "PP Inter Display"');
  assert.equal(letterSpacing(title), '0.1234px');
  assert.equal(cssFont(decorationFont(layout, 'pageSubtitle')), '400 13px "PP Inter"');
  assert.equal(letterSpacing(decorationFont(layout, 'pageSubtitle')), '-0.0567px');
  assert.equal(cssFont(decorationFont(layout, 'clock')), '700 15px "PP Inter"');
  assert.equal(letterSpacing(decorationFont(layout, 'clock')), '-0.25px');
});

test('decoration: without a layout, or one without decorationFonts, the text design untracked', () => {
  for (const layout of [null, undefined, {}]) {
    assert.equal(cssFont(decorationFont(layout, 'pageTitle')), '700 28px "PP Inter"');
    assert.equal(cssFont(decorationFont(layout, 'pageSubtitle')), '400 13px "PP Inter"');
    assert.equal(cssFont(decorationFont(layout, 'clock')), '700 15px "PP Inter"');
    assert.equal(letterSpacing(decorationFont(layout, 'clock')), '0px');
  }
});

test('decoration: the preview waits for the decoration faces too (Inter Display before the title)', () => {
  const buttonFont = { size: 17, family: 'default', cssWeight: 600, letterSpacing: -0.4 };
  const layout = { buttonStyle: { font: buttonFont, selectedFont: null, badgeFont: buttonFont }, buttons: [], decorationFonts };
  const fonts = layoutFonts(layout).map(cssFont);
  assert.ok(fonts.includes('700 28px "PP Inter Display"'), fonts.join(', '));
  assert.ok(fonts.includes('400 13px "PP Inter"'));
  assert.ok(fonts.includes('700 15px "PP Inter"'));
  // A layout without them asks for the labels' fonts only.
  assert.deepEqual(layoutFonts({ ...layout, decorationFonts: undefined }).map(cssFont), ['600 17px "PP Inter"', '600 17px "PP Inter"']);
});

test('a layout with Japanese titles or badges asks for the system font Japanese face; a Latin one does not', async () => {
  const { layoutText } = await import('../../Public/scripts/services/font-loader.js');
  const font = { size: 17, family: 'default', cssWeight: 400, systemFont: true };
  const latin = { buttons: [{ title: 'Home' }, { title: 'Search', badge: { text: '3' } }] };
  const japanese = { buttons: [{ title: 'Home' }, { title: 'Search', badge: { text: '新' } }] };
  assert.equal(cssFont(font, layoutText(latin)), '400 17px "PP Inter"');
  assert.equal(cssFont(font, layoutText(japanese)), '400 17px "PP Inter Full", "PP System Japanese"');
  assert.equal(layoutText(undefined), '');
});

test('hasSystemJapanese covers exactly the unicode-range of PP System Japanese in styles/fonts.css', async () => {
  const { readFileSync } = await import('node:fs');
  const { hasSystemJapanese } = await import('../../Public/scripts/logic/fonts.js');
  const css = readFileSync(new URL('../../Public/styles/fonts.css', import.meta.url), 'utf8');
  const rule = css.split('\n').find((line) => line.includes('font-family: "PP System Japanese"'));
  assert.ok(rule, 'fonts.css declares PP System Japanese');
  const ranges = [...rule.matchAll(/U\+([0-9A-F]+)-([0-9A-F]+)/g)].map((m) => [parseInt(m[1], 16), parseInt(m[2], 16)]);
  assert.equal(ranges.length, 7);
  const inside = (/** @type {number} */ c) => ranges.some(([lo, hi]) => c >= lo && c <= hi);
  for (const [lo, hi] of ranges) {
    for (const c of [lo - 1, lo, hi, hi + 1]) {
      assert.equal(hasSystemJapanese(String.fromCodePoint(c)), inside(c), `U+${c.toString(16)}`);
    }
  }
});

test('hasBeyondLatin is true exactly outside the unicode-range of the built-in faces\' Latin files in styles/fonts.css', async () => {
  const { readFileSync } = await import('node:fs');
  const { hasBeyondLatin } = await import('../../Public/scripts/logic/fonts.js');
  const css = readFileSync(new URL('../../Public/styles/fonts.css', import.meta.url), 'utf8');
  const latinRules = css.split('\n').filter((line) => line.includes('src: url("/fonts/latin/'));
  assert.equal(latinRules.length, 4, 'a Latin file for each built-in file');
  const rangeOf = (/** @type {string} */ rule) => rule.match(/unicode-range: ([^;]+);/)?.[1];
  assert.equal(new Set(latinRules.map(rangeOf)).size, 1, 'the four share one range');
  const ranges = rangeOf(latinRules[0])
    .split(', ')
    .map((part) => part.slice(2).split('-').map((hex) => parseInt(hex, 16)))
    .map(([lo, hi]) => [lo, hi ?? lo]);
  assert.ok(ranges.length > 10);
  const inside = (/** @type {number} */ c) => ranges.some(([lo, hi]) => c >= lo && c <= hi);
  for (const [lo, hi] of ranges) {
    for (const c of [lo - 1, lo, hi, hi + 1]) {
      if (c < 0 || (c >= 0xd800 && c <= 0xdfff)) continue;
      assert.equal(hasBeyondLatin(`Home${String.fromCodePoint(c)}`), !inside(c), `U+${c.toString(16)}`);
    }
  }
  assert.equal(hasBeyondLatin('Café “Favourites” — 1,234 €'), false);
  assert.equal(hasBeyondLatin('Главная'), true);
  assert.equal(hasBeyondLatin(undefined), false);
});

test('layoutText gives the titles when one goes beyond Latin, so that the whole file loads before the canvas draws it', async () => {
  const { layoutText } = await import('../../Public/scripts/services/font-loader.js');
  assert.equal(layoutText({ buttons: [{ title: 'Home' }, { title: 'Café', badge: { text: '3' } }] }), '');
  assert.equal(layoutText({ buttons: [{ title: 'Home' }, { title: 'Профиль' }] }), 'Home Профиль');
  assert.equal(layoutText({ buttons: [{ title: 'Ελλάδα', badge: { text: '9+' } }] }), 'Ελλάδα9+');
});
