/**
 * Which tabs' titles or badges have colour emoji, which the server-drawn PNG and animated PNG leave
 * empty: FreeType gives no outline for Noto Color Emoji's bitmaps, and the images draw outlines only
 * (docs/decisions/0036). The browser's preview draws them, so without a word a designer's exported
 * image silently lost "🔍" or the "🏠" of "🏠 Home" (docs/decisions/0038).
 *
 * A character is drawn from the emoji font as the server picks it (`FallbackFont.swift`): one with emoji
 * presentation, or any emoji followed by U+FE0F (❤️; ❤ alone is a text symbol, drawn from DejaVu Sans).
 */

const COLOUR_EMOJI = /\p{Emoji_Presentation}|\p{Emoji}\uFE0F/u;

/**
 * The tabs (counted from 1, as the Tabs editor numbers them) whose title or badge has a colour emoji.
 * @param {Record<string, any> | null | undefined} doc  a compact document (items only when not the preset's)
 * @returns {number[]}
 */
export function tabsWithColourEmoji(doc) {
  const items = Array.isArray(doc?.items) ? doc.items : [];
  return items.flatMap((item, index) =>
    [item?.title, item?.badge].some((text) => typeof text === 'string' && COLOUR_EMOJI.test(text)) ? [index + 1] : [],
  );
}

/**
 * What the Images section says about them, or '' when there are none.
 * @param {number[]} tabs
 */
export function colourEmojiNote(tabs) {
  if (tabs.length === 0) return '';
  const which = tabs.length === 1 ? `tab ${tabs[0]}` : `tabs ${tabs.slice(0, -1).join(', ')} and ${tabs[tabs.length - 1]}`;
  return `The images leave colour emoji out (${which}): their space stays empty, as the server cannot draw colour glyphs. The preview above draws them.`;
}
