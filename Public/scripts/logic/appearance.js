/**
 * Colours the preview chooses itself, because the server's layout does not fix them: the screen
 * behind the pages, the sample pages, and the system blur materials (drawn as translucent fills).
 */

import { cssColor } from './color.js';

/**
 * The screen behind everything: iOS `systemGroupedBackground`.
 * @param {'light' | 'dark'} scheme
 */
export function screenColor(scheme) {
  return scheme === 'dark' ? '#000000' : '#F2F2F7';
}

/**
 * A page's fill: hues a golden angle apart so neighbours always differ, pastel in light mode and
 * deep in dark mode.
 * @param {number} index
 * @param {'light' | 'dark'} scheme
 */
export function pageColor(index, scheme) {
  const hue = Math.round((((index * 137.508 + 210) % 360) + 360) % 360);
  return scheme === 'dark' ? `hsl(${hue}, 35%, 22%)` : `hsl(${hue}, 70%, 88%)`;
}

/**
 * Text and sample-content colours on a page.
 * @param {'light' | 'dark'} scheme
 */
export function pageInk(scheme) {
  return scheme === 'dark'
    ? { title: 'rgba(255, 255, 255, 0.92)', body: 'rgba(255, 255, 255, 0.22)', guide: 'rgba(255, 255, 255, 0.45)' }
    : { title: 'rgba(0, 0, 0, 0.85)', body: 'rgba(0, 0, 0, 0.12)', guide: 'rgba(0, 0, 0, 0.4)' };
}

/**
 * The system blur materials as translucent fills (light and dark appearance). `extraLight` and
 * `light`/`dark` are fixed styles; the others adapt to the colour scheme, as UIKit's do.
 * @type {Record<string, {light: import('./color.js').RGBA, dark: import('./color.js').RGBA}>}
 */
const MATERIALS = {
  extraLight: { light: { r: 255, g: 255, b: 255, a: 0.82 }, dark: { r: 255, g: 255, b: 255, a: 0.82 } },
  light: { light: { r: 248, g: 248, b: 248, a: 0.78 }, dark: { r: 248, g: 248, b: 248, a: 0.78 } },
  dark: { light: { r: 30, g: 30, b: 30, a: 0.78 }, dark: { r: 30, g: 30, b: 30, a: 0.78 } },
  regular: { light: { r: 248, g: 248, b: 248, a: 0.8 }, dark: { r: 37, g: 37, b: 37, a: 0.8 } },
  prominent: { light: { r: 255, g: 255, b: 255, a: 0.9 }, dark: { r: 20, g: 20, b: 20, a: 0.9 } },
  systemMaterial: { light: { r: 249, g: 249, b: 249, a: 0.78 }, dark: { r: 28, g: 28, b: 30, a: 0.78 } },
};

/** How far (pt) what lies under a blur background is blurred. */
export const BLUR_RADIUS = 12;

/**
 * How to paint a bar background (`layout.bar.background`): nothing, a flat colour, or a blur
 * material (a blur of what is below plus a translucent fill).
 * @param {{style: string, color?: string, blurStyle?: string}} background
 * @param {'light' | 'dark'} scheme
 * @returns {{kind: 'none'} | {kind: 'flat', color: string} |
 *   {kind: 'blur', fill: string, color: import('./color.js').RGBA, radius: number}}  a blur's `fill` is
 *   its `color` as CSS
 */
export function barFill(background, scheme) {
  switch (background?.style) {
    case 'flat':
      return { kind: 'flat', color: background.color ?? '#FFFFFFFF' };
    case 'blur': {
      const material = MATERIALS[background.blurStyle ?? 'extraLight'] ?? MATERIALS.extraLight;
      const color = material[scheme] ?? material.light;
      return { kind: 'blur', fill: cssColor(color), color, radius: BLUR_RADIUS };
    }
    default:
      return { kind: 'none' };
  }
}

/**
 * The edge-fade mask along the bar's scroll window (Tabman `EdgeFadedView`, reference A9): alpha 0
 * at `0.02·start`, 1 at `0.05·start`, 1 at `1 − 0.05·end`, 0 at `1 − 0.02·end`, as fractions of the
 * window length.
 * @param {{start: number, end: number}} fade
 * @returns {[number, number][]}  [offset 0…1, alpha] stops, in order
 */
export function fadeStops(fade) {
  const start = Math.min(1, Math.max(0, fade.start));
  const end = Math.min(1, Math.max(0, fade.end));
  return [
    [0, 0],
    [0.02 * start, 0],
    [0.05 * start, 1],
    [1 - 0.05 * end, 1],
    [1 - 0.02 * end, 0],
    [1, 0],
  ];
}
