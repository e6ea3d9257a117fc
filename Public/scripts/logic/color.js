/**
 * Colours as the server writes them (`#RRGGBB` or `#RRGGBBAA`) and as the canvas draws them.
 *
 * @typedef {{r: number, g: number, b: number, a: number}} RGBA  channels 0…255, alpha 0…1
 */

import { CSS_COLOR_NAMES } from './css-colors.js';

const HEX = /^#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?$/;

/** What a colour field takes, for its messages. */
export const COLOR_FORMS = '#RGB, #RRGGBB, #RRGGBBAA or a CSS colour name such as teal';

/**
 * Parses `#RRGGBB` / `#RRGGBBAA`; anything else gives transparent black (the canvas draws nothing
 * rather than a wrong colour).
 *
 * ```js
 * parseColor('#007AFF80') // {r: 0, g: 122, b: 255, a: 0.50196…}
 * ```
 * @param {string | null | undefined} text
 * @returns {RGBA}
 */
export function parseColor(text) {
  const match = typeof text === 'string' ? HEX.exec(text) : null;
  if (!match) return { r: 0, g: 0, b: 0, a: 0 };
  const rgb = parseInt(match[1], 16);
  const alpha = match[2] === undefined ? 255 : parseInt(match[2], 16);
  return { r: (rgb >> 16) & 255, g: (rgb >> 8) & 255, b: rgb & 255, a: alpha / 255 };
}

/**
 * Whether `text` is a colour the server accepts.
 * @param {unknown} text
 */
export function isColor(text) {
  return typeof text === 'string' && HEX.test(text);
}

/**
 * A colour as typed in a colour field: `#RGB`, `#RRGGBB`, `#RRGGBBAA` (the `#` may be left out),
 * a CSS colour name in any case, or `transparent`; the result is the `#RRGGBBAA` the config stores,
 * or why the text is not a colour.
 *
 * ```js
 * parseColorInput('#0af')  // {value: '#00AAFFFF'}
 * parseColorInput('Teal')  // {value: '#008080FF'}
 * parseColorInput('#12345') // {error: '"#12345" is not a colour: …'}
 * ```
 * @param {string} text
 * @returns {{value: string} | {error: string}}
 */
export function parseColorInput(text) {
  const typed = String(text ?? '').trim();
  if (typed === '') return { error: `Enter a colour: ${COLOR_FORMS}.` };
  const name = typed.toLowerCase();
  if (name === 'transparent') return { value: '#00000000' };
  if (Object.hasOwn(CSS_COLOR_NAMES, name)) return { value: `${CSS_COLOR_NAMES[name]}FF` };
  const digits = typed.startsWith('#') ? typed.slice(1) : typed;
  if (/^[0-9a-fA-F]{3}$/.test(digits)) {
    const [r, g, b] = digits.toUpperCase();
    return { value: `#${r}${r}${g}${g}${b}${b}FF` };
  }
  if (/^[0-9a-fA-F]{6}$/.test(digits)) return { value: `#${digits.toUpperCase()}FF` };
  if (/^[0-9a-fA-F]{8}$/.test(digits)) return { value: `#${digits.toUpperCase()}` };
  const shown = typed.length > 24 ? `${typed.slice(0, 24)}…` : typed;
  return { error: `"${shown}" is not a colour: use ${COLOR_FORMS}.` };
}

/**
 * The CSS `rgba()` text for a colour, its alpha multiplied by `opacity`.
 * @param {RGBA} color
 * @param {number} [opacity]
 */
export function cssColor(color, opacity = 1) {
  const a = Math.round(Math.min(1, Math.max(0, color.a * opacity)) * 1000) / 1000;
  return `rgba(${color.r}, ${color.g}, ${color.b}, ${a})`;
}

/**
 * Component-wise mix from `from` (fraction 0) to `to` (fraction 1), alpha included, as Tabman
 * interpolates tint colours; channels are rounded to whole values like the server's.
 * @param {RGBA} from
 * @param {RGBA} to
 * @param {number} fraction
 * @returns {RGBA}
 */
export function mixColor(from, to, fraction) {
  const mix = (a, b) => Math.round(a + (b - a) * fraction);
  const alpha = Math.round((from.a * 255 + (to.a * 255 - from.a * 255) * fraction)) / 255;
  return { r: mix(from.r, to.r), g: mix(from.g, to.g), b: mix(from.b, to.b), a: alpha };
}

/**
 * `#RRGGBBAA` upper case, the form the server normalises to.
 * @param {RGBA} color
 */
export function hexColor(color) {
  const two = (n) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');
  return `#${two(color.r)}${two(color.g)}${two(color.b)}${two(color.a * 255)}`.toUpperCase();
}

/**
 * Splits `#RRGGBBAA` into the `#rrggbb` an `<input type="color">` takes and an alpha percentage.
 * @param {string} text
 * @returns {{rgb: string, alpha: number}}
 */
export function splitColor(text) {
  const c = parseColor(text);
  const rgb = hexColor({ ...c, a: 1 }).slice(0, 7).toLowerCase();
  return { rgb, alpha: Math.round(c.a * 100) };
}

/**
 * Joins a colour input's `#rrggbb` and an alpha percentage into `#RRGGBBAA`.
 * @param {string} rgb
 * @param {number} alphaPercent
 */
export function joinColor(rgb, alphaPercent) {
  const c = parseColor(rgb);
  return hexColor({ ...c, a: Math.min(100, Math.max(0, alphaPercent)) / 100 });
}
