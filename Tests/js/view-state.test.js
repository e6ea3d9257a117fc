import test from 'node:test';
import assert from 'node:assert/strict';
import {
  parseViewQuery, viewQuery, cleanView, withView, readView, splitView, viewValue, VIEW_DEFAULTS,
} from '../../Public/scripts/logic/view-state.js';
import { designLink, designFromHash } from '../../Public/scripts/logic/url-state.js';

test('the URL query names the view and the device, as the engine names them', () => {
  const parsed = parseViewQuery('?colorScheme=dark&layoutDirection=rightToLeft&textScale=1.12&reduceMotion=true&frameRate=120&device=pixel-8&orientation=landscape&fit=screen');
  assert.deepEqual(parsed.view, { colorScheme: 'dark', layoutDirection: 'rightToLeft', textScale: 1.12, reduceMotion: true, frameRate: 120 });
  assert.deepEqual(parsed.stage, { device: 'pixel-8', orientation: 'landscape' });
  // Other parameters (the embed's `fit`) are not the view's business.
  assert.deepEqual(parsed.ignored, []);
});

test('a value the engine would refuse is ignored and reported, not applied', () => {
  const parsed = parseViewQuery('?colorScheme=sepia&textScale=9&frameRate=50&device=nokia-3310&orientation=sideways&reduceMotion=maybe');
  assert.deepEqual(parsed.view, {});
  assert.deepEqual(parsed.stage, {});
  assert.deepEqual(parsed.ignored, ['colorScheme=sepia', 'textScale=9', 'frameRate=50', 'device=nokia-3310', 'orientation=sideways', 'reduceMotion=maybe']);
});

test('a default given in the URL is kept by the parser, so it can override a suggested view', () => {
  const parsed = parseViewQuery('?colorScheme=light');
  assert.deepEqual(parsed.view, { colorScheme: 'light' });
  assert.deepEqual(withView({ colorScheme: 'dark', textScale: 1.24 }, parsed.view), { textScale: 1.24 });
});

test('viewQuery writes only what differs from the defaults, and round-trips', () => {
  assert.equal(viewQuery({}, { device: 'iphone-15-pro', orientation: 'portrait' }, { device: 'iphone-15-pro', orientation: 'portrait' }), '');
  const query = viewQuery({ colorScheme: 'dark', reduceMotion: false, frameRate: 120 }, { device: 'pixel-8', orientation: 'portrait' }, { device: 'iphone-15-pro', orientation: 'portrait' });
  assert.equal(query, '?colorScheme=dark&frameRate=120&device=pixel-8');
  const back = parseViewQuery(query);
  assert.deepEqual(back.view, { colorScheme: 'dark', frameRate: 120 });
  assert.deepEqual(back.stage, { device: 'pixel-8' });
  // A custom device is shared by its size (an orientation means nothing for a size typed in points).
  const custom = viewQuery({}, { device: 'custom', orientation: 'landscape', customWidth: 744, customHeight: 1133 }, { device: 'iphone-15-pro', orientation: 'portrait' });
  assert.equal(custom, '?device=custom&size=744x1133');
  assert.deepEqual(parseViewQuery(custom), { view: {}, stage: { device: 'custom', customWidth: 744, customHeight: 1133 }, ignored: [] });
});

test('a size the stage would refuse, or a size without the custom device, is ignored and named', () => {
  for (const size of ['5000x800', '800x50', '12.5x800', 'wide', '800x']) {
    const parsed = parseViewQuery(`?device=custom&size=${size}`);
    assert.deepEqual(parsed.stage, { device: 'custom' }, size);
    assert.deepEqual(parsed.ignored, [`size=${size}`], size);
  }
  const named = parseViewQuery('?device=pixel-8&size=744x1133');
  assert.deepEqual(named.stage, { device: 'pixel-8' });
  assert.deepEqual(named.ignored, ['size=744x1133']);
});

test('withView drops a key set back to its default; readView falls back to the default', () => {
  const dark = withView({}, { colorScheme: 'dark' });
  assert.deepEqual(dark, { colorScheme: 'dark' });
  assert.deepEqual(withView(dark, { colorScheme: 'light' }), {});
  assert.equal(readView({}, 'frameRate'), 60);
  assert.equal(readView(dark, 'colorScheme'), 'dark');
  assert.deepEqual(cleanView(VIEW_DEFAULTS), {});
  assert.equal(viewValue('textScale', '0.4'), undefined);
  assert.equal(viewValue('textScale', 3.5), 3.5);
});

test('an old document splits into the design (schema version 2) and its view', () => {
  const old = { schemaVersion: 1, preset: 'tabman.tabBar', indicator: { weight: 6 }, appearance: { colorScheme: 'dark', textScale: 1.35, bogus: 1 } };
  assert.deepEqual(splitView(old), {
    doc: { schemaVersion: 2, preset: 'tabman.tabBar', indicator: { weight: 6 } },
    view: { colorScheme: 'dark', textScale: 1.35 },
  });
  // A current document passes through unchanged, with no view.
  const current = { schemaVersion: 2, preset: 'tabman.tabBar' };
  assert.deepEqual(splitView(current), { doc: current, view: {} });
});

test('a design link carries the view in its query and the design in its fragment', () => {
  const doc = { schemaVersion: 2, preset: 'tabman.tabBar', indicator: { weight: 6 } };
  const link = designLink('https://pp.example', doc, '?colorScheme=dark');
  const url = new URL(link);
  assert.equal(url.search, '?colorScheme=dark');
  assert.deepEqual(designFromHash(url.hash), doc);
  assert.deepEqual(parseViewQuery(url.search).view, { colorScheme: 'dark' });
  assert.ok(designLink('https://pp.example', doc).startsWith('https://pp.example/#d=1.'));
});
