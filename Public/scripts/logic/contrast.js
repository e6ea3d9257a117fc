/**
 * Colour contrast as WCAG 2 measures it and Apple's minimums for text, for the accessibility audit
 * (logic/accessibility.js): the colour a title shows once drawn over the bar, and its ratio to the bar.
 *
 * ```js
 * contrastRatio({r: 0, g: 122, b: 255, a: 1}, systemBackground('light')) // 4.017: system blue on white
 * ```
 *
 * @typedef {import('./color.js').RGBA} RGBA
 */

import { parseColor } from './color.js';
import { barFill } from './appearance.js';

/**
 * WCAG 2's relative luminance of an opaque colour, 0 (black) … 1 (white).
 * @param {RGBA} color
 */
export function relativeLuminance({ r, g, b }) {
  const linear = (/** @type {number} */ c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio of two opaque colours, 1 … 21, the lighter one's luminance first.
 * @param {RGBA} a
 * @param {RGBA} b
 */
export function contrastRatio(a, b) {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * `top` drawn over the opaque `bottom`, its alpha times `opacity`: the colour the eye gets.
 * @param {RGBA} top
 * @param {RGBA} bottom
 * @param {number} [opacity]
 * @returns {RGBA}
 */
export function composite(top, bottom, opacity = 1) {
  const a = Math.min(1, Math.max(0, top.a * opacity));
  const mix = (/** @type {number} */ t, /** @type {number} */ u) => t * a + u * (1 - a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/**
 * iOS `systemBackground`, what a page shows behind a clear or translucent bar by default.
 * @param {'light' | 'dark'} scheme
 * @returns {RGBA}
 */
export function systemBackground(scheme) {
  return scheme === 'dark' ? { r: 0, g: 0, b: 0, a: 1 } : { r: 255, g: 255, b: 255, a: 1 };
}

/**
 * The opaque colour titles sit on: the bar's flat colour or blur material (as the preview paints it,
 * appearance.js) over `systemBackground`; `systemBackground` itself for a clear bar.
 * @param {{style: string, color?: string, blurStyle?: string}} background  `layout.bar.background`
 * @param {'light' | 'dark'} scheme
 * @returns {RGBA}
 */
export function barBackdrop(background, scheme) {
  const base = systemBackground(scheme);
  const fill = barFill(background, scheme);
  if (fill.kind === 'flat') return composite(parseColor(fill.color), base);
  if (fill.kind === 'blur') return composite(fill.color, base);
  return base;
}

/**
 * The contrast Apple asks of text (Human Interface Guidelines, "Color and contrast"): 4.5:1 up to
 * 17 pt, 3:1 from 18 pt and for bold text (here: semibold and heavier, what the preview draws with
 * the bold face).
 * @param {{size: number, face?: string}} font
 */
export function minimumTextContrast(font) {
  return font.size >= 18 || font.face === 'bold' ? 3 : 4.5;
}

/**
 * The ratio as people write it: two decimals, cut (not rounded) so a ratio shown as 4.50:1 passes.
 * @param {number} ratio
 */
export function formatRatio(ratio) {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
