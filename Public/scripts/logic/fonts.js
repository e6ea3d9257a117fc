/**
 * The canvas `font` strings for the layout's fonts, so labels draw with the face and size the server
 * measured them in (docs/text-metrics.md). The server sends each font as
 * `{"size", "weight", "face", "family", "cssWeight", "letterSpacing"}`: `family` is `text.font`
 * (`default` = Inter standing in for iOS's system font, `dejavu`, or uploaded font ids), `cssWeight` the
 * weight of the face it chose, `letterSpacing` SF Pro's tracking in px for the default face and an uploaded
 * SF Pro (0 otherwise), `systemFont` true for those two (iOS draws their Japanese smaller, decision 0059).
 * The layout's `decorationFonts` are the page mock's and the status bar clock's (`decorationFont`).
 */

/** The built-in default family's CSS name (styles/fonts.css declares its faces). */
export const FONT_FAMILY = 'PP Inter';

/** iOS weights that count as bold text (semibold and heavier). */
const BOLD_WEIGHTS = new Set(['semibold', 'bold', 'heavy', 'black']);

/**
 * Whether a layout font is bold text: its `face` when given, else from its weight.
 * @param {{face?: string, weight?: string}} font
 * @returns {'regular' | 'bold'}
 */
export function faceOf(font) {
  if (font.face === 'bold' || font.face === 'regular') return font.face;
  return BOLD_WEIGHTS.has(font.weight ?? '') ? 'bold' : 'regular';
}

/** The default family's display design (Inter Display), drawn where the layout font says `display`. */
export const DISPLAY_FONT_FAMILY = 'PP Inter Display';

/**
 * The CSS `font-family` of a `text.font` value, as the server's `FontCatalog.cssFamily(of:display:)`
 * names it: `PP Inter` (`PP Inter Display` for its display design), `PP DejaVu Sans`, or
 * `PP Font <first 16 hex digits>` for uploaded fonts.
 * @param {string | undefined} family
 * @param {boolean} [display]
 */
export function cssFamily(family, display = false) {
  if (!family || family === 'default') return display ? DISPLAY_FONT_FAMILY : FONT_FAMILY;
  if (family === 'dejavu') return 'PP DejaVu Sans';
  return `PP Font ${family.slice(0, 16)}`;
}

/**
 * The CSS family of a built-in family's whole files, as `FontCatalog.cssFamily(of:display:whole:)` names
 * it (`PP Inter Full`), for text beyond their Latin files (decision 0062); an uploaded font's own family.
 * @param {string | undefined} family
 * @param {boolean} [display]
 */
function wholeFamily(family, display = false) {
  const name = cssFamily(family, display);
  return !family || family === 'default' || family === 'dejavu' ? `${name} Full` : name;
}

/**
 * The canvas `font` for a layout font (`{"size": 17, "cssWeight": 600, "family": "default"}` →
 * `600 17px "PP Inter"`; with `"systemFont": true` and `text` that has Japanese,
 * `600 17px "PP Inter", "PP System Japanese"`). Text beyond the built-in faces' Latin files is drawn
 * whole in their whole files (`600 17px "PP Inter Full"`): a title split between the two files would lose
 * the shaping across them (a Vietnamese letter beside its neighbours, a stacked accent). The size is
 * written as JavaScript prints the number, which is the shortest text that reads back as the same value,
 * as the server does.
 * @param {{size: number, face?: string, weight?: string, family?: string, cssWeight?: number, display?: boolean, systemFont?: boolean}} font
 * @param {string} [text]  what is drawn in it
 */
export function cssFont(font, text = '') {
  const weight = font.cssWeight ?? (faceOf(font) === 'bold' ? 700 : 400);
  const japanese = font.systemFont === true && hasSystemJapanese(text) ? `, "${SYSTEM_JAPANESE_FAMILY}"` : '';
  const display = font.display === true;
  const family = hasBeyondLatin(text) ? wholeFamily(font.family, display) : cssFamily(font.family, display);
  return `${weight} ${font.size}px "${family}"${japanese}`;
}

/**
 * The face iOS's system font draws Japanese with: Hiragino Sans at 93.5 % (styles/fonts.css, decision
 * 0059), listed after a family the server marks `systemFont` for text that has such characters. Only
 * then: Chromium looks a `local()` face up by scanning the machine's fonts the first time a font list
 * names it (about 50 ms on a fresh profile here, and as long again to load it), which a Latin bar's first
 * frame need not wait for.
 */
export const SYSTEM_JAPANESE_FAMILY = 'PP System Japanese';

/** The characters `PP System Japanese` draws: its `unicode-range` (FallbackFont.systemJapaneseBlocks). */
const SYSTEM_JAPANESE = /[\u3000-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;

/**
 * Whether `text` has a character the system font draws in its Japanese face.
 * @param {string | undefined} text
 */
export function hasSystemJapanese(text) {
  return typeof text === 'string' && SYSTEM_JAPANESE.test(text);
}

/**
 * The characters the built-in faces' Latin files hold: their `unicode-range` in styles/fonts.css
 * (FontSubset.latin, decision 0062). Text with any other character is drawn in the whole files.
 */
const BEYOND_LATIN = /[^\u0000-\u00FF\u0131\u0152\u0153\u02BB\u02BC\u02C6\u02DA\u02DC\u2000-\u206F\u20AC\u2122\u2190-\u2193\u2212\u2215\uFEFF\uFFFD]/u;

/**
 * Whether `text` has a character the built-in faces' Latin files lack (their whole files draw it).
 * @param {string | undefined} text
 */
export function hasBeyondLatin(text) {
  return typeof text === 'string' && BEYOND_LATIN.test(text);
}

/**
 * The canvas `letterSpacing` for a layout font: its tracking in px, or `0px`.
 * @param {{letterSpacing?: number}} font
 */
export function letterSpacing(font) {
  return `${font.letterSpacing ?? 0}px`;
}

/**
 * The decoration's fonts for a layout that carries none (one from before `decorationFonts`, or no layout
 * yet): the default family's text design at the weights the server resolves, untracked.
 */
const DECORATION_FALLBACK = {
  pageTitle: { size: 28, weight: 'bold', family: 'default', cssWeight: 700 },
  pageSubtitle: { size: 13, weight: 'regular', family: 'default', cssWeight: 400 },
  clock: { size: 15, weight: 'bold', family: 'default', cssWeight: 700 },
};

/**
 * The font the canvas draws a piece of the decoration in: the layout's `decorationFonts[part]`, the one
 * the server's PNG preview draws it in (the page mock's title from 22.5 pt is Inter Display, and every
 * part is tracked like the system font; decision 0052), else the untracked fallback.
 * @param {any} layout
 * @param {'pageTitle' | 'pageSubtitle' | 'clock'} part
 */
export function decorationFont(layout, part) {
  return layout?.decorationFonts?.[part] ?? DECORATION_FALLBACK[part];
}

/**
 * The uploaded font ids a `text.font` value names (none for the built-in families).
 * @param {string | undefined} family
 * @returns {string[]}
 */
export function uploadedFontIds(family) {
  if (!family || family === 'default' || family === 'dejavu') return [];
  return family.split(',').filter((id) => /^[0-9a-f]{64}$/.test(id));
}

/**
 * The `FontFace` descriptors for an uploaded font's description (`POST /api/fonts`): a static face at
 * its own weight and slant, a variable one over its `wght` range, so the canvas asks for the weight the
 * server chose and never gets a synthesised bold.
 * @param {{styles?: {weight: number, italic: boolean}[], axes?: {tag: string, min: number, max: number}[]}} description
 * @returns {FontFaceDescriptors}
 */
export function faceDescriptors(description) {
  const wght = description.axes?.find((axis) => axis.tag === 'wght');
  if (wght) return { weight: `${wght.min} ${wght.max}`, style: 'normal', display: 'block' };
  const style = description.styles?.[0];
  return { weight: String(style?.weight ?? 400), style: style?.italic ? 'italic' : 'normal', display: 'block' };
}
