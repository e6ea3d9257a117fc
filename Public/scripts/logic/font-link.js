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
 * A tab's own fonts (`items[].style.font` and `.selectedFont`, BTabViewController's per-tab `titleFont`
 * and `highlightFont`) follow the same way (decision 0051): the tab look editor copies the buttons' size
 * into a tab's own font when the designer sets only its weight, so a tab made bold at the buttons' 12 pt
 * grows with a 20 pt font size; one given a size of its own keeps it.
 *
 * ```js
 * linkedEdits('buttons.font.size', 20, read); // {'buttons.font.size': 20, 'buttons.selectedFont.size': 20}
 * fontSizeHint('buttons.font.size', read); // 'The selected tab's title stays 16 pt: …' or null
 * linkedItemFonts(items, titleSizes(before), titleSizes(after)); // the tabs, own sizes moved, or null
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

/**
 * @typedef {{font: unknown, selectedFont: unknown}} TitleSizes  the sizes a tab's own fonts fall back to
 * @typedef {{size: number, weight: string}} OwnFont
 */

/**
 * The sizes a tab's own font and selected font stand in for: the font size, and the selected font's
 * size (the font size itself while "Selected font" is off, as the buttons then have one font).
 * @param {(path: string) => unknown} read
 * @returns {TitleSizes}
 */
export function titleSizes(read) {
  const font = read(FONT);
  return { font, selectedFont: read(ENABLED) === true ? read(SELECTED) : font };
}

/**
 * The tabs after an edit that moved the buttons' title sizes from `before` to `after`: a tab's own font
 * (or selected font) whose size was the one it stands in for takes the new size, its weight kept; a
 * tab's size of its own stays. Null when no tab changes.
 * @template {{style?: Record<string, unknown>}} Item
 * @param {Item[]} items
 * @param {TitleSizes} before
 * @param {TitleSizes} after
 * @returns {Item[] | null}
 */
export function linkedItemFonts(items, before, after) {
  let changed = false;
  const next = items.map((item) => {
    const style = item.style;
    if (!style) return item;
    let own = style;
    for (const field of /** @type {const} */ (['font', 'selectedFont'])) {
      const font = /** @type {OwnFont | undefined} */ (own[field]);
      if (!font || before[field] === after[field] || font.size !== before[field] || typeof after[field] !== 'number') continue;
      own = { ...own, [field]: { ...font, size: after[field] } };
    }
    if (own === style) return item;
    changed = true;
    return { ...item, style: own };
  });
  return changed ? next : null;
}

/**
 * The line a tab's own look shows while its fonts follow the buttons' sizes, or null.
 * @param {Record<string, unknown> | null | undefined} style  the tab's own look
 * @param {TitleSizes} sizes  the buttons' sizes now
 * @returns {string | null}
 */
export function itemFontHint(style, sizes) {
  const font = /** @type {OwnFont | undefined} */ (style?.font);
  const selected = /** @type {OwnFont | undefined} */ (style?.selectedFont);
  const follows = [font && font.size === sizes.font ? 'Font' : null, selected && selected.size === sizes.selectedFont ? 'Selected font' : null].filter(Boolean);
  if (follows.length === 0) return null;
  if (follows.length === 2) return 'Both sizes follow the buttons’ while they are equal.';
  return `${follows[0]}: its size follows the buttons’ (${points(follows[0] === 'Font' ? sizes.font : sizes.selectedFont)}) while the two are equal.`;
}
