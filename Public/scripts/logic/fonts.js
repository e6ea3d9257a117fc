/**
 * The faces the server measures text with (DejaVu Sans regular and bold, served at `/fonts/`) and
 * the canvas `font` strings that select them, so labels draw exactly as wide as the server laid
 * them out (text-metrics branch, `FontCatalog`).
 */

/** The `font-family` the `@font-face` rules in styles/fonts.css declare. */
export const FONT_FAMILY = 'PP DejaVu Sans';

/** iOS weights that draw with the bold face (semibold and heavier). */
const BOLD_WEIGHTS = new Set(['semibold', 'bold', 'heavy', 'black']);

/**
 * The face a layout font uses: its `face` when given, else from its weight.
 * @param {{face?: string, weight?: string}} font
 * @returns {'regular' | 'bold'}
 */
export function faceOf(font) {
  if (font.face === 'bold' || font.face === 'regular') return font.face;
  return BOLD_WEIGHTS.has(font.weight ?? '') ? 'bold' : 'regular';
}

/**
 * The canvas `font` for a layout font (`{"size": 17, "weight": "semibold", "face": "bold"}` →
 * `700 17px "PP DejaVu Sans"`). The size is written as JavaScript prints the number, which is the
 * shortest text that reads back as the same value, as the server does.
 * @param {{size: number, face?: string, weight?: string}} font
 */
export function cssFont(font) {
  return `${faceOf(font) === 'bold' ? 700 : 400} ${font.size}px "${FONT_FAMILY}"`;
}
