/**
 * The selected font's size follows the font size while the two are equal (decision 0047).
 *
 * Tabman's `selectedFont` and BTabViewController's `highlightFont` are properties of their own: an app
 * that sets only the title font leaves the selected title at the old size (BTabViewController's
 * `BTabItemModel` starts both at 12 pt, `BTabItem.swift` lines 16 and 18, and `BTabCell.setTheme`
 * shows `highlightFont` on the selected cell, `BTabCell.swift` lines 95–104). A designer who drags
 * "Font size" to 20 pt means every title, so the editor sets both sizes while they are equal; once
 * the designer gives the selected font a size of its own (as the library's example app does: 16 pt
 * bold over 12 pt titles), the two are separate and the hint says so.
 *
 * ```js
 * linkedEdits('buttons.font.size', 20, read); // {'buttons.font.size': 20, 'buttons.selectedFont.size': 20}
 * fontSizeHint('buttons.font.size', read); // 'The selected tab's title stays 16 pt: …' or null
 * ```
 */

const FONT = 'buttons.font.size';
const SELECTED = 'buttons.selectedFont.size';
const ENABLED = 'buttons.selectedFontEnabled';

/**
 * Every option an edit sets: the option itself, and the selected font's size when it followed the
 * font size.
 * @param {string} path
 * @param {unknown} value
 * @param {(path: string) => unknown} read  the effective values before the edit
 * @returns {Record<string, unknown>}
 */
export function linkedEdits(path, value, read) {
  if (path === FONT && isLinked(read)) return { [FONT]: value, [SELECTED]: value };
  return { [path]: value };
}

/**
 * Whether the selected font is on and its size is the font size, so a font size edit moves both.
 * @param {(path: string) => unknown} read
 */
export function isLinked(read) {
  return read(ENABLED) === true && read(SELECTED) === read(FONT);
}

/**
 * The line the controls show under an option about the two sizes, or null when there is none: under
 * "Selected font size" while it follows, under "Font size" while the selected title keeps a size of
 * its own.
 * @param {string} path  the option whose row asks
 * @param {(path: string) => unknown} read
 * @returns {string | null}
 */
export function fontSizeHint(path, read) {
  if (read(ENABLED) !== true) return null;
  if (path === SELECTED && isLinked(read)) return 'Follows Font size while the two are equal.';
  if (path === FONT && !isLinked(read)) {
    return `The selected tab's title stays ${points(read(SELECTED))}: Selected font size is separate.`;
  }
  return null;
}

/** @param {unknown} value */
function points(value) {
  return typeof value === 'number' ? `${Math.round(value * 10) / 10} pt` : 'its own size';
}
