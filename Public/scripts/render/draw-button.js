/**
 * Draws one bar button in bar content coordinates: its label in the server-measured font, its tab
 * item icon, and its badge, in the colour and opacity the frame gives it.
 */

import { parseColor, cssColor } from '../logic/color.js';
import { cssFont } from '../logic/fonts.js';
import { selectedFontShare } from '../logic/frame-state.js';
import { truncateText } from '../logic/geometry.js';
import { glyphFor, traceGlyph } from '../logic/icons.js';
import { roundRectPath } from './draw-pages.js';

/** Icon stroke width in the glyphs' 24-point box. */
const ICON_STROKE = 1.8;

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} layout
 * @param {any} button  a `layout.buttons` entry
 * @param {import('../logic/frame-state.js').ButtonState | undefined} state
 */
export function drawButton(ctx, layout, button, state) {
  const style = layout.buttonStyle ?? {};
  const color = parseColor(state?.color ?? style.tintColor ?? '#000000FF');
  const opacity = state?.opacity ?? 1;
  if (button.image) {
    // A selected image (the filled symbol) dissolves in by selection progress, as Tabman's tab items
    // cross-fade `image` and `selectedImage`.
    const scale = state?.imageScale ?? 1;
    for (const layer of dissolve(button.image.selectedName ? (state?.progress ?? 0) : 0)) {
      drawImage(ctx, button.image, scale, cssColor(color, opacity * layer.opacity), layer.selected);
    }
  }
  if (style.kind !== 'none') {
    // Tabman's cross-dissolve between the two fonts draws the label in both, each at its share.
    for (const layer of dissolve(style.selectedFont ? selectedFontShare(state) : 0)) {
      drawLabel(ctx, layout, button, layer.selected, cssColor(color, opacity * layer.opacity));
    }
  }
  if (button.badge) drawBadge(ctx, style, button.badge, opacity);
}

/**
 * The layers of a cross-dissolve at `share` (clamped to 0…1): the normal look at `1 − share`, the
 * selected one at `share`; a layer at 0 is left out.
 * @param {number} share
 * @returns {{selected: boolean, opacity: number}[]}
 */
function dissolve(share) {
  const s = Math.min(Math.max(share, 0), 1);
  return [{ selected: false, opacity: 1 - s }, { selected: true, opacity: s }].filter((layer) => layer.opacity > 0);
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} layout
 * @param {any} button
 * @param {boolean} selectedFont  draw in the selected font
 * @param {string} ink
 */
function drawLabel(ctx, layout, button, selectedFont, ink) {
  const style = layout.buttonStyle ?? {};
  const box = button.labelFrame;
  if (!box || !button.title || box.width <= 0) return;
  const useSelected = selectedFont && style.selectedFont;
  const font = useSelected ? style.selectedFont : (style.font ?? button.font);
  const baseline = useSelected ? (style.selectedBaseline ?? style.baseline) : style.baseline;
  ctx.save();
  ctx.font = cssFont(font);
  ctx.direction = 'ltr';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = ink;
  let text = button.title;
  if (style.textOverflow === 'clip') {
    const cell = button.frame ?? box;
    ctx.beginPath();
    ctx.rect(cell.x, cell.y, cell.width, cell.height);
    ctx.clip();
  } else {
    text = truncateText(text, box.width, (s) => ctx.measureText(s).width);
  }
  const align = style.textAlignment ?? 'center';
  ctx.textAlign = align === 'left' || align === 'right' ? align : 'center';
  const x = align === 'left' ? box.x : align === 'right' ? box.x + box.width : box.x + box.width / 2;
  const y = box.y + (typeof baseline === 'number' ? baseline : box.height * 0.75);
  ctx.fillText(text, x, y);
  ctx.restore();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {{name: string | null, selectedName?: string | null, frame: any}} image
 * @param {number} scale
 * @param {string} ink
 * @param {boolean} filled  the selected image: the glyph filled (every subpath closed, even-odd)
 */
function drawImage(ctx, image, scale, ink, filled) {
  const f = image.frame;
  const size = Math.min(f.width, f.height) * scale;
  if (size <= 0) return;
  const box = { x: f.x + f.width / 2 - size / 2, y: f.y + f.height / 2 - size / 2, size };
  const glyph = glyphFor(image.name);
  ctx.save();
  ctx.beginPath();
  traceGlyph(ctx, glyph, box);
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = (ICON_STROKE * size) / 24;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (glyph.fill || filled) ctx.fill('evenodd');
  ctx.stroke();
  ctx.restore();
}

/**
 * A capsule with its text centred, drawn at the button's opacity (the badge is part of the button).
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} style
 * @param {{text: string, frame: any, cornerRadius?: number}} badge
 * @param {number} opacity
 */
function drawBadge(ctx, style, badge, opacity) {
  const f = badge.frame;
  ctx.save();
  roundRectPath(ctx, f.x, f.y, f.width, f.height, badge.cornerRadius ?? f.height / 2);
  ctx.fillStyle = cssColor(parseColor(style.badgeColor ?? '#FF0000FF'), opacity);
  ctx.fill();
  if (badge.text) {
    ctx.font = cssFont(style.badgeFont ?? { size: 11, face: 'bold' });
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.direction = 'ltr';
    const metrics = ctx.measureText(badge.text);
    const ascent = metrics.fontBoundingBoxAscent ?? 0;
    const descent = metrics.fontBoundingBoxDescent ?? 0;
    ctx.fillStyle = cssColor(parseColor(style.badgeTextColor ?? '#FFFFFFFF'), opacity);
    ctx.fillText(badge.text, f.x + f.width / 2, f.y + (f.height + ascent - descent) / 2);
  }
  ctx.restore();
}
