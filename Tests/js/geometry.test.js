import test from 'node:test';
import assert from 'node:assert/strict';
import {
  DEVICES, viewportFor, fitScale, clientToViewport, contentOrigin, scrubRange, truncateText, deviceById, elementFrame, screenViewport, parseCustomSize, tabAt,
  backingDensity, CANVAS_MAX_PIXELS,
} from '../../Public/scripts/logic/geometry.js';

test('devices have the sizes the issue lists', () => {
  const sizes = Object.fromEntries(DEVICES.map((d) => [d.name, `${d.width}×${d.height}`]));
  assert.deepEqual(sizes, {
    'iPhone SE': '375×667', 'iPhone 15 Pro': '393×852', 'iPhone 15 Pro Max': '430×932', 'iPad mini': '744×1133', 'Pixel 8': '412×915',
  });
});

test('viewportFor swaps sides in landscape and takes the landscape safe area', () => {
  assert.deepEqual(viewportFor({ device: 'iphone-15-pro' }), { width: 393, height: 852, safeArea: { top: 59, left: 0, bottom: 34, right: 0 } });
  assert.deepEqual(viewportFor({ device: 'iphone-15-pro', orientation: 'landscape' }), {
    width: 852, height: 393, safeArea: { top: 0, left: 59, bottom: 21, right: 59 },
  });
  assert.deepEqual(viewportFor({ device: 'custom', customWidth: 500.4, customHeight: 50 }), {
    width: 500, height: 120, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, // 50 → the 120 minimum
  });
  // A custom size is the width × height typed, also with landscape left on from a device.
  assert.deepEqual(viewportFor({ device: 'custom', orientation: 'landscape', customWidth: 1000, customHeight: 700 }), {
    width: 1000, height: 700, safeArea: { top: 0, left: 0, bottom: 0, right: 0 },
  });
  assert.deepEqual(viewportFor({ device: 'custom', orientation: 'landscape', customWidth: 200, customHeight: 300 }), {
    width: 200, height: 300, safeArea: { top: 0, left: 0, bottom: 0, right: 0 },
  });
  assert.equal(deviceById('nope'), undefined);
});

test("screenViewport is the phone's own size and safe area, within what the server accepts", () => {
  // An iPhone 15 Pro in Safari, web view under the browser's bars: 393 × 659, home indicator inset 34.
  assert.deepEqual(screenViewport({ width: 393, height: 659 }, { top: 0, left: 0, bottom: 34, right: 0 }), {
    width: 393, height: 659, safeArea: { top: 0, left: 0, bottom: 34, right: 0 },
  });
  // Landscape: the island's side and the other both inset 59, the home indicator 21.
  assert.deepEqual(screenViewport({ width: 852, height: 340 }, { top: 0, left: 59, bottom: 21, right: 59 }).safeArea,
    { top: 0, left: 59, bottom: 21, right: 59 });
  // Fractions of a pixel floor (sizes) or round (insets); sizes clamp to 100–4000.
  assert.deepEqual(screenViewport({ width: 390.7, height: 50 }, { top: 46.6, left: -3, bottom: 0, right: 0 }), {
    width: 390, height: 100, safeArea: { top: 25, left: 0, bottom: 0, right: 0 },
  });
  assert.equal(screenViewport({ width: 9000, height: NaN }, { top: 0, left: 0, bottom: 0, right: 0 }).width, 4000);
  // Insets may take at most a quarter of their axis each (the server wants room left), and 500 pt.
  assert.deepEqual(screenViewport({ width: 4000, height: 4000 }, { top: 900, left: 900, bottom: 0, right: 0 }).safeArea,
    { top: 500, left: 500, bottom: 0, right: 0 });
  assert.deepEqual(screenViewport({ width: 200, height: 200 }, { top: 120, left: 0, bottom: 120, right: 0 }).safeArea,
    { top: 50, left: 0, bottom: 50, right: 0 });
});

test('fitScale fits without enlarging', () => {
  // 1133 high into 700: 700 / 1133 = 0.6178…
  assert.equal(fitScale({ width: 744, height: 1133 }, { width: 900, height: 700 }), 700 / 1133);
  assert.equal(fitScale({ width: 393, height: 852 }, { width: 2000, height: 2000 }), 1);
  assert.equal(fitScale({ width: 400, height: 800 }, { width: 200, height: 800 }), 0.5);
});

test('clientToViewport undoes the canvas position and scale', () => {
  // canvas at (100, 50), shown 196.5 × 426 for a 393 × 852 viewport (scale 0.5): client (150, 100) → (100, 100)
  assert.deepEqual(clientToViewport(150, 100, { left: 100, top: 50, width: 196.5, height: 426 }, { width: 393, height: 852 }), { x: 100, y: 100 });
  assert.deepEqual(clientToViewport(1, 1, { left: 0, top: 0, width: 3, height: 3 }, { width: 1, height: 1 }), { x: 0.333, y: 0.333 });
});

test('contentOrigin is scrollFrame origin minus barOffset plus the bar transform', () => {
  const layout = { bar: { scrollFrame: { x: 10, y: 59, width: 373, height: 48 } } };
  assert.deepEqual(contentOrigin(layout, { barOffset: { x: 25, y: 0 }, barTransform: { x: 0, y: -48 } }), { x: -15, y: 11 });
  assert.deepEqual(contentOrigin(layout, { barOffset: { x: 0, y: 0 } }), { x: 10, y: 59 });
});

test('scrubRange allows half a page of overscroll at each end', () => {
  assert.deepEqual(scrubRange(5), { min: -0.5, max: 4.5 });
  assert.deepEqual(scrubRange(0), { min: -0.5, max: 0.5 });
});

test('truncateText cuts at the longest prefix that fits with an ellipsis', () => {
  const measure = (s) => s.length * 10; // every character 10 wide
  assert.equal(truncateText('Home', 40, measure), 'Home');
  // 60 wide: "Reco…" is 5 characters = 50, "Recom…" 60 fits exactly
  assert.equal(truncateText('Recommendations', 60, measure), 'Recom…');
  // a space before the cut is dropped: "Top …" → "Top…"
  assert.equal(truncateText('Top Stories', 45, measure), 'Top…');
  assert.equal(truncateText('Wide', 5, measure), '…');
});

test('elementFrame places a tab or an accessory in the viewport at a frame', () => {
  const layout = {
    bar: {
      scrollFrame: { x: 44, y: 59, width: 305, height: 48 },
      accessories: [
        { placement: 'left', pinned: false, frame: { x: 0, y: 0, width: 44, height: 44 } },
        { placement: 'rightPinned', pinned: true, frame: { x: 349, y: 59, width: 44, height: 48 } },
      ],
    },
    buttons: [{ index: 0, frame: { x: 52, y: 0, width: 55, height: 44 } }],
  };
  const frame = { barOffset: { x: 10, y: 0 }, barTransform: { x: 0, y: -6 } };
  // Content point c draws at scrollFrame.origin + c − barOffset, moved by the bar: 44 + 52 − 10 = 86, 59 − 6 = 53.
  assert.deepEqual(elementFrame(layout, frame, { kind: 'tab', index: 0 }), { x: 86, y: 53, width: 55, height: 44 });
  // A scrolling accessory moves with the content; a pinned one only with the bar.
  assert.deepEqual(elementFrame(layout, frame, { kind: 'accessory', placement: 'left' }), { x: 34, y: 53, width: 44, height: 44 });
  assert.deepEqual(elementFrame(layout, frame, { kind: 'accessory', placement: 'rightPinned' }), { x: 349, y: 53, width: 44, height: 48 });
  assert.equal(elementFrame(layout, frame, { kind: 'tab', index: 3 }), null);
  assert.equal(elementFrame(layout, frame, { kind: 'accessory', placement: 'right' }), null);
});

test('parseCustomSize takes whole points from 120 to 2048 and says why it refuses the rest', () => {
  assert.deepEqual(parseCustomSize(' 390 ', 'width'), { value: 390 });
  assert.deepEqual(parseCustomSize('120', 'height'), { value: 120 });
  assert.deepEqual(parseCustomSize('2048', 'width'), { value: 2048 });
  assert.deepEqual(parseCustomSize('5000', 'width'), { error: 'The width must be 120–2048 pt; 5000 is too large.' });
  assert.deepEqual(parseCustomSize('119', 'height'), { error: 'The height must be 120–2048 pt; 119 is too small.' });
  assert.deepEqual(parseCustomSize('390.5', 'width'), { error: 'The width must be a whole number of points, 120–2048 pt.' });
  assert.deepEqual(parseCustomSize('', 'height'), { error: 'Enter the height in points, 120–2048 pt.' });
  assert.deepEqual(parseCustomSize('wide', 'width'), { error: 'Enter the width in points, 120–2048 pt.' });
});

test('tabAt finds the tab under a point, only where the bar shows it', () => {
  const layout = {
    bar: { scrollFrame: { x: 20, y: 59, width: 300, height: 44 } },
    buttons: [
      { index: 0, frame: { x: 0, y: 0, width: 100, height: 44 } },
      { index: 1, frame: { x: 110, y: 0, width: 100, height: 44 } },
      { index: 2, frame: { x: 220, y: 0, width: 150, height: 44 } },
    ],
  };
  const rest = { barOffset: { x: 0, y: 0 } };
  // Tab 1 draws from 20 + 110 = 130 to 230.
  assert.equal(tabAt(layout, rest, { x: 129.9, y: 80 }), null); // the gap between tabs 0 and 1
  assert.equal(tabAt(layout, rest, { x: 130, y: 80 }), 1);
  assert.equal(tabAt(layout, rest, { x: 229.9, y: 102.9 }), 1);
  assert.equal(tabAt(layout, rest, { x: 200, y: 103 }), null); // below the bar
  // Tab 2 runs on to 390, past the bar's end at 320: the part scrolled out of the bar is not there.
  assert.equal(tabAt(layout, rest, { x: 310, y: 80 }), 2);
  assert.equal(tabAt(layout, rest, { x: 330, y: 80 }), null);
  // Scrolled 50 points on, tab 2 starts at 20 + 220 − 50 = 190; moved up 44 by the bar's hide, nothing
  // is left at y 80.
  assert.equal(tabAt(layout, { barOffset: { x: 50, y: 0 } }, { x: 195, y: 80 }), 2);
  assert.equal(tabAt(layout, { barOffset: { x: 0, y: 0 }, barTransform: { x: 0, y: -44 } }, { x: 150, y: 80 }), null);
  assert.equal(tabAt(null, rest, { x: 150, y: 80 }), null);
});

test('backingDensity keeps a pinch-zoomed canvas sharp, within Safari\'s canvas size', () => {
  // Unzoomed (or zoomed out, or not known): the screen's own density.
  assert.equal(backingDensity(3, 1, 209, 452), 3);
  assert.equal(backingDensity(3, 0.5, 209, 452), 3);
  assert.equal(backingDensity(2, NaN, 209, 452), 2);
  assert.equal(backingDensity(NaN, 1, 209, 452), 1);
  // A phone's preview (209 × 452 CSS px at 3x) zoomed 2.5x: 7.5 device pixels per CSS pixel, 5.3 M pixels.
  assert.equal(backingDensity(3, 2.5, 209, 452), 7.5);
  // Zoomed 5x it would be 21 M pixels: held to the limit, still sharper than unzoomed.
  const held = backingDensity(3, 5, 209, 452);
  assert.ok(held > 3 && held < 15, String(held));
  assert.ok(Math.abs(209 * held * 452 * held - CANVAS_MAX_PIXELS) < 1);
  // A canvas already over the limit unzoomed keeps the density it has (no blurrier than before).
  assert.equal(backingDensity(2, 3, 3000, 3000), 2);
});
