/**
 * Loads the faces a layout draws with before the canvas draws it: built-in families from
 * styles/fonts.css, uploaded fonts through `FontFace` with the bytes the server measures with
 * (`GET /api/fonts/{id}`) and descriptors from their description. Text drawn before its face loads
 * would use a fallback font, wider or narrower than the server measured.
 *
 * The system font's Japanese face (`PP System Japanese`, decision 0059) is loaded only for a layout
 * whose text has Japanese (`layoutText`): a `local()` face costs a Latin bar's first frame about 100 ms.
 * Likewise a built-in face's whole file (`PP Inter Full`): a Latin bar waits only for its Latin file
 * (decision 0062).
 *
 * ```js
 * if (!layoutFontsReady(layout)) ensureLayoutFonts(layout).then(redraw);
 * ```
 */

import { cssFamily, cssFont, faceDescriptors, hasBeyondLatin, hasSystemJapanese, uploadedFontIds } from '../logic/fonts.js';

/** @type {Map<string, Promise<void>>} uploaded font id → its face loaded and added */
const uploads = new Map();
/** @type {Set<string>} canvas font strings whose face is loaded */
const ready = new Set();
/** @type {WeakMap<object, string>} layout → its text (``layoutText``; the preview asks every frame) */
const texts = new WeakMap();

/**
 * The fonts a layout draws with: its labels' and badges' (the buttons' and each tab's own, `button.style`)
 * and its decoration's (`decorationFonts`: the page mock's title, in Inter Display, its "Page n of m"
 * line and the status bar clock).
 * @param {any} layout
 * @returns {any[]}
 */
export function layoutFonts(layout) {
  const style = layout?.buttonStyle ?? {};
  const own = (layout?.buttons ?? []).flatMap((/** @type {any} */ b) => [b.style?.font, b.style?.selectedFont]);
  const decoration = Object.values(layout?.decorationFonts ?? {});
  return [style.font, style.selectedFont, style.badgeFont, ...own, ...decoration].filter(Boolean);
}

/**
 * The text a layout draws in its fonts, for choosing its faces: its titles (on the tabs and the page mock)
 * and badges when they have a character beyond the built-in faces' Latin files (the whole files, and for
 * Japanese the system font's Japanese face), else `''` (Latin text needs only the faces every layout
 * loads, and the preview asks every frame).
 * @param {any} layout
 * @returns {string}
 */
export function layoutText(layout) {
  if (!layout || typeof layout !== 'object') return '';
  let text = texts.get(layout);
  if (text === undefined) {
    const all = (layout.buttons ?? []).map((/** @type {any} */ b) => `${b.title ?? ''}${b.badge?.text ?? ''}`).join(' ');
    text = hasBeyondLatin(all) ? all : '';
    texts.set(layout, text);
  }
  return text;
}

/**
 * Whether every face of `fonts` is loaded for drawing `text` (``layoutText``).
 * @param {any[]} fonts
 * @param {string} [text]
 */
function fontsReady(fonts, text = '') {
  return fonts.every((font) => ready.has(cssFont(font, text)));
}

/**
 * Resolves once every face of `fonts` is loaded for drawing `text` (or failed to: the canvas then draws a
 * fallback, and the console says why).
 * @param {any[]} fonts
 * @param {string} [text]
 * @returns {Promise<void>}
 */
export async function ensureFonts(fonts, text = '') {
  await Promise.all(
    fonts.map(async (font) => {
      const css = cssFont(font, text);
      if (ready.has(css)) return;
      await Promise.all(uploadedFontIds(font.family).map((id) => loadUpload(cssFamily(font.family), id)));
      const plain = cssFont(font);
      // The Latin file (the layout's Latin titles), and for text beyond it the whole file its titles are
      // drawn in (the font without the Japanese face); then the system font's Japanese face for Japanese.
      const whole = cssFont({ ...font, systemFont: false }, text);
      for (const face of whole === plain ? [plain] : [plain, whole]) {
        try {
          await document.fonts.load(face);
        } catch (error) {
          console.warn('could not load a font', face, error);
        }
      }
      if (hasSystemJapanese(text) && font.systemFont === true) await loadSystemJapanese(css);
      ready.add(css);
    }),
  );
}

/**
 * Whether every face `layout` draws with is loaded for its text (``layoutFonts``, ``layoutText``).
 * @param {any} layout
 */
export function layoutFontsReady(layout) {
  return fontsReady(layoutFonts(layout), layoutText(layout));
}

/**
 * Resolves once every face `layout` draws with is loaded for its text (``ensureFonts``).
 * @param {any} layout
 * @returns {Promise<void>}
 */
export function ensureLayoutFonts(layout) {
  return ensureFonts(layoutFonts(layout), layoutText(layout));
}

/**
 * Loads the system font's Japanese face (`PP System Japanese`, a `local()` face that only a Japanese
 * character asks for). Where the browser has neither of its files, the canvas draws its own fallback, as it
 * would without the face: nothing to warn about.
 * @param {string} css  a canvas font that lists it
 */
async function loadSystemJapanese(css) {
  try {
    await document.fonts.load(css, '\u3042');
  } catch {
    // Not installed here (a browser off Debian without Hiragino): the browser's own fallback draws.
  }
}

/**
 * @param {string} name  the CSS family the face joins
 * @param {string} id
 */
function loadUpload(name, id) {
  const key = `${name}\n${id}`;
  let pending = uploads.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        const response = await fetch(`/api/fonts/${id}/description`);
        if (!response.ok) throw new Error(`font ${id.slice(0, 12)}: HTTP ${response.status}`);
        const face = new FontFace(name, `url(/api/fonts/${id})`, faceDescriptors(await response.json()));
        document.fonts.add(await face.load());
      } catch (error) {
        console.warn('could not load an uploaded font', error);
      }
    })();
    uploads.set(key, pending);
  }
  return pending;
}
