/**
 * Stage geometry: device sizes and safe areas, fitting the device into the page, mapping pointer
 * positions to viewport points, and fitting text into a label box.
 *
 * Units are CSS pixels = iOS points, as on the server.
 *
 * @typedef {{top: number, left: number, bottom: number, right: number}} Insets
 * @typedef {{width: number, height: number, safeArea: Insets}} Viewport
 * @typedef {{id: string, name: string, width: number, height: number, portrait: Insets,
 *   landscape: Insets, cutout: 'island' | 'punch' | 'none', corner: number}} Device
 */

const insets = (top, left, bottom, right) => ({ top, left, bottom, right });

/**
 * The stage's devices in portrait. Safe areas are Apple's published values for the iPhones and iPad
 * (status bar / Dynamic Island on top, home indicator at the bottom; landscape moves the island
 * side to both sides); the Pixel's are its 24 dp status and gesture bars.
 * @type {Device[]}
 */
export const DEVICES = [
  { id: 'iphone-se', name: 'iPhone SE', width: 375, height: 667, portrait: insets(20, 0, 0, 0), landscape: insets(0, 0, 0, 0), cutout: 'none', corner: 0 },
  { id: 'iphone-15-pro', name: 'iPhone 15 Pro', width: 393, height: 852, portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59), cutout: 'island', corner: 55 },
  { id: 'iphone-15-pro-max', name: 'iPhone 15 Pro Max', width: 430, height: 932, portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59), cutout: 'island', corner: 55 },
  { id: 'ipad-mini', name: 'iPad mini', width: 744, height: 1133, portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0), cutout: 'none', corner: 22 },
  { id: 'pixel-8', name: 'Pixel 8', width: 412, height: 915, portrait: insets(24, 0, 24, 0), landscape: insets(0, 24, 24, 0), cutout: 'punch', corner: 36 },
];

/** The device a new session starts on (the server's default viewport). */
export const DEFAULT_DEVICE = 'iphone-15-pro';

/** Custom sizes the stage accepts, in points. */
export const CUSTOM_MIN = 120;
export const CUSTOM_MAX = 2048;

/**
 * A custom device side as typed in the stage: a whole number of points within
 * `CUSTOM_MIN`…`CUSTOM_MAX`, or why not.
 *
 * ```js
 * parseCustomSize('5000', 'width') // {error: 'The width must be 120–2048 pt; 5000 is too large.'}
 * ```
 * @param {string} text
 * @param {'width' | 'height'} side
 * @returns {{value: number} | {error: string}}
 */
export function parseCustomSize(text, side) {
  const typed = String(text ?? '').trim();
  const range = `${CUSTOM_MIN}–${CUSTOM_MAX} pt`;
  const n = Number(typed);
  if (typed === '' || !Number.isFinite(n)) return { error: `Enter the ${side} in points, ${range}.` };
  if (!Number.isInteger(n)) return { error: `The ${side} must be a whole number of points, ${range}.` };
  if (n < CUSTOM_MIN) return { error: `The ${side} must be ${range}; ${n} is too small.` };
  if (n > CUSTOM_MAX) return { error: `The ${side} must be ${range}; ${n} is too large.` };
  return { value: n };
}

/**
 * @param {string} id
 * @returns {Device | undefined}
 */
export function deviceById(id) {
  return DEVICES.find((device) => device.id === id);
}

/**
 * The viewport for a stage: a device (or `custom` with its own size and no safe area) in an
 * orientation. Landscape swaps a device's width and height and takes its landscape safe area; a
 * custom size is the width × height typed, whatever the orientation (the stage hides the toggle).
 * @param {{device: string, orientation?: 'portrait' | 'landscape', customWidth?: number, customHeight?: number}} stage
 * @returns {Viewport}
 */
export function viewportFor({ device, orientation = 'portrait', customWidth = 390, customHeight = 844 }) {
  const known = deviceById(device);
  const clamp = (n) => Math.round(Math.min(CUSTOM_MAX, Math.max(CUSTOM_MIN, Number(n) || CUSTOM_MIN)));
  const width = known ? known.width : clamp(customWidth);
  const height = known ? known.height : clamp(customHeight);
  const landscape = Boolean(known) && orientation === 'landscape';
  const safeArea = known ? { ...(landscape ? known.landscape : known.portrait) } : insets(0, 0, 0, 0);
  return landscape ? { width: height, height: width, safeArea } : { width, height, safeArea };
}

/** The viewports the server accepts, in points (`InputBatchDecoder.viewportRange`, `safeAreaRange`). */
export const SERVER_VIEWPORT_MIN = 100;
export const SERVER_VIEWPORT_MAX = 4000;
export const SERVER_SAFE_AREA_MAX = 500;

/**
 * The viewport of the screen the page itself is on (the embed's `?fit=screen`): its size in CSS
 * pixels, which on an iPhone are points, and the safe area the browser reports (`env(safe-area-inset-*)`),
 * within what the server accepts: sizes 100–4000 pt, each inset 0–500 pt, and the insets of an axis
 * together leaving at least half of it.
 * @param {{width: number, height: number}} size  `innerWidth`, `innerHeight`
 * @param {{top: number, left: number, bottom: number, right: number}} insets
 * @returns {Viewport}
 */
export function screenViewport(size, insets) {
  const side = (n) => Math.min(SERVER_VIEWPORT_MAX, Math.max(SERVER_VIEWPORT_MIN, Math.floor(Number(n) || 0)));
  const width = side(size.width);
  const height = side(size.height);
  const inset = (n, room) => Math.min(SERVER_SAFE_AREA_MAX, room, Math.max(0, Math.round(Number(n) || 0)));
  const safeArea = {
    top: inset(insets.top, height / 4),
    left: inset(insets.left, width / 4),
    bottom: inset(insets.bottom, height / 4),
    right: inset(insets.right, width / 4),
  };
  return { width, height, safeArea };
}

/**
 * The scale that fits a viewport into the space available, never above `maxScale` (1: one point
 * per CSS pixel, so text is drawn at the size the server measured).
 * @param {{width: number, height: number}} viewport
 * @param {{width: number, height: number}} available
 * @param {number} [maxScale]
 */
export function fitScale(viewport, available, maxScale = 1) {
  if (viewport.width <= 0 || viewport.height <= 0) return 1;
  const scale = Math.min(maxScale, available.width / viewport.width, available.height / viewport.height);
  return Math.max(0.1, scale);
}

/**
 * Safari's largest canvas, in pixels: "Canvas area exceeds the maximum limit (width * height > 16777216)".
 * The preview keeps each of its canvases (the picture and its bar layer) to half of it.
 */
export const CANVAS_MAX_PIXELS = 16777216 / 2;

/**
 * Backing-store pixels per CSS pixel for a canvas `cssWidth` × `cssHeight` CSS pixels on a screen of
 * `devicePixelRatio`, with the page pinch-zoomed to `pageZoom` (`visualViewport.scale`): enough for the
 * zoomed picture to stay sharp (decision 0055), but no more than `maxPixels` in all, and never less than
 * the unzoomed page needs.
 * @param {number} devicePixelRatio
 * @param {number} pageZoom
 * @param {number} cssWidth
 * @param {number} cssHeight
 * @param {number} [maxPixels]
 */
export function backingDensity(devicePixelRatio, pageZoom, cssWidth, cssHeight, maxPixels = CANVAS_MAX_PIXELS) {
  const base = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const zoom = Number.isFinite(pageZoom) && pageZoom > 1 ? pageZoom : 1;
  const area = Math.max(cssWidth, 1) * Math.max(cssHeight, 1);
  const most = Math.sqrt(maxPixels / area);
  return Math.max(base, Math.min(base * zoom, most));
}

/**
 * A pointer position in viewport points, from client coordinates and the canvas's bounding box.
 * @param {number} clientX
 * @param {number} clientY
 * @param {{left: number, top: number, width: number, height: number}} rect
 * @param {{width: number, height: number}} viewport
 */
export function clientToViewport(clientX, clientY, rect, viewport) {
  const x = rect.width > 0 ? ((clientX - rect.left) * viewport.width) / rect.width : 0;
  const y = rect.height > 0 ? ((clientY - rect.top) * viewport.height) / rect.height : 0;
  return { x: round3(x), y: round3(y) };
}

/** @param {number} n */
function round3(n) {
  return Math.round(n * 1000) / 1000;
}

/**
 * Where bar content coordinates start in the viewport for a frame: `scrollFrame.origin − barOffset`,
 * moved by the bar's hide transform (docs: content point `c` draws at `scrollFrame.origin + c − barOffset`).
 * @param {{bar: {scrollFrame: {x: number, y: number}}}} layout
 * @param {{barOffset: {x: number, y: number}, barTransform?: {x: number, y: number}}} frame
 */
export function contentOrigin(layout, frame) {
  const move = frame.barTransform ?? { x: 0, y: 0 };
  return {
    x: layout.bar.scrollFrame.x - frame.barOffset.x + move.x,
    y: layout.bar.scrollFrame.y - frame.barOffset.y + move.y,
  };
}

/**
 * Where an element of the bar is in the viewport at a frame: a tab's button (bar content coordinates)
 * or an accessory (a scrolling one in content coordinates, a pinned one in the viewport's), moved with
 * the bar. Null when the layout has no such element.
 *
 * ```js
 * elementFrame(layout, frame, {kind: 'tab', index: 2}) // {x: 159.3, y: 59, width: 68.1, height: 44}
 * ```
 * @param {any} layout
 * @param {{barOffset: {x: number, y: number}, barTransform?: {x: number, y: number}}} frame
 * @param {{kind: 'tab', index: number} | {kind: 'accessory', placement: string}} target
 * @returns {{x: number, y: number, width: number, height: number} | null}
 */
export function elementFrame(layout, frame, target) {
  const move = frame.barTransform ?? { x: 0, y: 0 };
  let rect;
  let origin = contentOrigin(layout, frame);
  if (target.kind === 'accessory') {
    const accessory = layout.bar?.accessories?.find((/** @type {any} */ a) => a.placement === target.placement);
    if (!accessory) return null;
    if (accessory.pinned) origin = { x: move.x, y: move.y };
    rect = accessory.frame;
  } else {
    rect = layout.buttons?.find((/** @type {any} */ b) => b.index === target.index)?.frame;
    if (!rect) return null;
  }
  return { x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height };
}

/**
 * The tab whose button holds `point` (viewport points) at a frame, or null: only where the bar's
 * scrolling area shows it (a button scrolled out of that area is not there to press). The server's hit
 * test decides what a touch does; this tells the preview which tab the mouse is over.
 *
 * ```js
 * tabAt(layout, frame, {x: 170, y: 80}) // 2
 * ```
 * @param {any} layout
 * @param {{barOffset: {x: number, y: number}, barTransform?: {x: number, y: number}}} frame
 * @param {{x: number, y: number}} point
 * @returns {number | null}
 */
export function tabAt(layout, frame, point) {
  const area = layout?.bar?.scrollFrame;
  if (!area || !frame) return null;
  const move = frame.barTransform ?? { x: 0, y: 0 };
  const inside = (/** @type {{x: number, y: number, width: number, height: number}} */ r) =>
    point.x >= r.x && point.x < r.x + r.width && point.y >= r.y && point.y < r.y + r.height;
  if (!inside({ x: area.x + move.x, y: area.y + move.y, width: area.width, height: area.height })) return null;
  for (const button of layout.buttons ?? []) {
    const rect = elementFrame(layout, frame, { kind: 'tab', index: button.index });
    if (rect && inside(rect)) return button.index;
  }
  return null;
}

/**
 * The scrubber's range for `count` pages: half a page of overscroll at each end.
 * @param {number} count
 */
export function scrubRange(count) {
  return { min: -0.5, max: Math.max(0, count - 1) + 0.5 };
}

/**
 * Splits text into user-perceived characters where the browser can, else code points.
 * @param {string} text
 */
export function graphemes(text) {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

/**
 * UIKit's tail truncation: the longest prefix that fits `maxWidth` with `…` after it (trailing spaces
 * dropped), or the text itself when it fits. `measure` gives a string's width.
 * @param {string} text
 * @param {number} maxWidth
 * @param {(s: string) => number} measure
 */
export function truncateText(text, maxWidth, measure) {
  if (measure(text) <= maxWidth + 0.5) return text;
  const parts = graphemes(text);
  let lo = 0;
  let hi = parts.length - 1;
  let best = '…';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const candidate = `${parts.slice(0, mid).join('').trimEnd()}…`;
    if (measure(candidate) <= maxWidth + 0.5) {
      best = candidate;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return best;
}

/**
 * The chevron's three corners: the apex at the middle of the `apex` edge, the base along the
 * opposite edge.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} apex
 * @returns {[number, number][]}
 */
export function chevronPoints(x, y, w, h, apex) {
  switch (apex) {
    case 'bottom':
      return [[x, y], [x + w, y], [x + w / 2, y + h]];
    case 'left':
      return [[x, y + h / 2], [x + w, y], [x + w, y + h]];
    case 'right':
      return [[x + w, y + h / 2], [x, y + h], [x, y]];
    default:
      return [[x + w / 2, y], [x + w, y + h], [x, y + h]];
  }
}
