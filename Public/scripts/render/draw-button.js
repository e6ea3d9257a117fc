/**
 * Draws one bar button in bar content coordinates: its own background when its tab has one, its label
 * in the server-measured font (the tab's own, `button.style`, else the buttons'), its tab item icon, and
 * its badge, in the colour and opacity the frame gives it.
 */

import { parseColor, cssColor } from '../logic/color.js';
import { cssFont, letterSpacing } from '../logic/fonts.js';
import { selectedFontShare } from '../logic/frame-state.js';
import { truncateText } from '../logic/geometry.js';
import { ICON_BOX, glyphBox, glyphFor, traceGlyph } from '../logic/icons.js';
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
  const ink = cssColor(color, opacity);
  const own = button.style ?? null;
  if (own?.backgroundColor && button.frame) {
    // A tab's own background (BTabViewController's `backgroundColor`: the label fills the cell).
    ctx.fillStyle = cssColor(parseColor(own.backgroundColor), opacity);
    ctx.fillRect(button.frame.x, button.frame.y, button.frame.width, button.frame.height);
  }
  if (button.image) {
    // A selected image (the filled symbol) dissolves in by selection progress, as Tabman's tab items
    // cross-fade `image` and `selectedImage`.
    const scale = state?.imageScale ?? 1;
    const f = button.image.frame;
    const reach = Math.max(f.width, f.height) * Math.max(1, scale);
    drawDissolve(ctx, button.image.selectedName ? (state?.progress ?? 0) : 0, outset(f, reach), (c, selected) =>
      drawImage(c, button.image, scale, ink, selected),
    );
  }
  if (style.kind !== 'none' && button.labelFrame) {
    // Tabman's cross-dissolve between the two fonts draws the label in both, each at its share.
    const box = button.labelFrame;
    const area = outset(union(box, button.frame ?? box), box.height);
    drawDissolve(ctx, (own?.selectedFont ?? style.selectedFont) ? selectedFontShare(state) : 0, area, (c, selected) =>
      drawLabel(c, layout, button, selected, ink),
    );
  }
  if (button.badge) drawBadge(ctx, style, button.badge, opacity);
}

/** Two scratch canvases, one for each look of a dissolve, reused from draw to draw. */
/** @type {HTMLCanvasElement[]} */
const scratchCanvases = [];

/**
 * Draws the normal look (`draw(ctx, false)`) and the selected one (`draw(ctx, true)`) cross-dissolved at
 * `share` (clamped to 0…1), as UIKit's `.transitionCrossDissolve` blends two snapshots: each pixel is
 * `normal × (1 − share) + selected × share` in premultiplied colour, so a pixel both looks ink in one
 * colour stays whole (one drawn over the other at those opacities would leave three quarters of it
 * half-way). Between the ends each look is drawn on a scratch canvas over `area` (which must hold all
 * either look inks), the first scaled by `1 − share`, the second added to it at `share` (`lighter`),
 * and the sum copied onto `ctx` under its clip and alpha.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} share
 * @param {{x: number, y: number, width: number, height: number}} area
 * @param {(ctx: CanvasRenderingContext2D, selected: boolean) => void} draw
 */
export function drawDissolve(ctx, share, area, draw) {
  const s = Math.min(Math.max(share, 0), 1);
  if (!(s > 0 && s < 1)) {
    draw(ctx, s === 1);
    return;
  }
  const m = ctx.getTransform();
  const corners = [
    m.transformPoint({ x: area.x, y: area.y }),
    m.transformPoint({ x: area.x + area.width, y: area.y + area.height }),
    m.transformPoint({ x: area.x + area.width, y: area.y }),
    m.transformPoint({ x: area.x, y: area.y + area.height }),
  ];
  const left = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x))));
  const top = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y))));
  const right = Math.min(ctx.canvas.width, Math.ceil(Math.max(...corners.map((p) => p.x))));
  const bottom = Math.min(ctx.canvas.height, Math.ceil(Math.max(...corners.map((p) => p.y))));
  const width = right - left;
  const height = bottom - top;
  if (width <= 0 || height <= 0) return;
  const [normal, selected] = [false, true].map((look, i) => {
    const canvas = (scratchCanvases[i] ??= document.createElement('canvas'));
    if (canvas.width < width) canvas.width = width;
    if (canvas.height < height) canvas.height = height;
    const scratch = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    scratch.setTransform(1, 0, 0, 1, 0, 0);
    scratch.globalCompositeOperation = 'source-over';
    scratch.globalAlpha = 1;
    scratch.clearRect(0, 0, width, height);
    scratch.setTransform(m.a, m.b, m.c, m.d, m.e - left, m.f - top);
    draw(scratch, look);
    scratch.setTransform(1, 0, 0, 1, 0, 0);
    return scratch;
  });
  normal.globalCompositeOperation = 'destination-in';
  normal.fillStyle = `rgba(0, 0, 0, ${1 - s})`;
  normal.fillRect(0, 0, width, height);
  normal.globalCompositeOperation = 'lighter';
  normal.globalAlpha = s;
  normal.drawImage(selected.canvas, 0, 0, width, height, 0, 0, width, height);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(normal.canvas, 0, 0, width, height, left, top, width, height);
  ctx.restore();
}

/**
 * @param {{x: number, y: number, width: number, height: number}} r
 * @param {number} d
 */
function outset(r, d) {
  return { x: r.x - d, y: r.y - d, width: r.width + 2 * d, height: r.height + 2 * d };
}

/**
 * @param {{x: number, y: number, width: number, height: number}} a
 * @param {{x: number, y: number, width: number, height: number}} b
 */
function union(a, b) {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
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
  // A tab's own fonts and baselines (`button.style`) come before the buttons' shared ones.
  const look = button.style ?? style;
  const useSelected = selectedFont && look.selectedFont;
  const font = useSelected ? look.selectedFont : (button.style?.font ?? style.font ?? button.font);
  const baseline = useSelected ? (look.selectedBaseline ?? look.baseline) : look.baseline;
  ctx.save();
  ctx.font = cssFont(font, button.title);
  ctx.letterSpacing = letterSpacing(font);
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
  drawGlyph(ctx, image.name, glyphBox(image.frame, scale), ink, filled);
}

/**
 * Draws the glyph named `name` (the placeholder for an unknown name) into a square box, stroked in
 * `ink` and filled too when the glyph is a filled one or `filled` is set. Also draws the bar's
 * accessory buttons.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string | null | undefined} name
 * @param {{x: number, y: number, size: number}} box
 * @param {string} ink  a CSS colour
 * @param {boolean} [filled]  every subpath closed and filled, even-odd
 */
export function drawGlyph(ctx, name, box, ink, filled = false) {
  if (!(box.size > 0)) return;
  const glyph = glyphFor(name);
  ctx.save();
  ctx.beginPath();
  traceGlyph(ctx, glyph, box);
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = (ICON_STROKE * box.size) / ICON_BOX;
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
    const badgeFont = style.badgeFont ?? { size: 11, face: 'bold' };
    ctx.font = cssFont(badgeFont, badge.text);
    ctx.letterSpacing = letterSpacing(badgeFont);
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
