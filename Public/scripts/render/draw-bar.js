/**
 * Draws the bar from the layout (where everything is) and a frame (its state now): background,
 * navigation bar, separator, then the scrolling content — button separators, a block indicator
 * behind the buttons, the buttons, the scrolling accessory buttons, and the line, dot or chevron
 * indicator over them — masked by the edge fade when the frame has one, then the pinned accessory
 * buttons outside the scroll window.
 */

import { barFill, fadeStops } from '../logic/appearance.js';
import { parseColor, cssColor } from '../logic/color.js';
import { contentOrigin } from '../logic/geometry.js';
import { glyphBox } from '../logic/icons.js';
import { drawButton, drawGlyph } from './draw-button.js';
import { drawIndicator } from './draw-indicator.js';

/**
 * @param {CanvasRenderingContext2D} ctx  transformed to viewport points
 * @param {any} layout
 * @param {import('../logic/frame-state.js').FrameState} frame
 * @param {{scheme: 'light' | 'dark', layer: () => CanvasRenderingContext2D}} env
 *   `layer` gives a cleared scratch context with the same size and transform, for the fade mask
 */
export function drawBar(ctx, layout, frame, env) {
  const bar = layout.bar;
  if (!bar) return;
  const move = frame.barTransform ?? { x: 0, y: 0, opacity: 1 };
  if (move.opacity <= 0) return;
  ctx.save();
  ctx.globalAlpha = move.opacity;
  ctx.translate(move.x, move.y);
  if (bar.navigationBar) drawNavigationBar(ctx, bar.navigationBar, env.scheme);
  drawBackground(ctx, bar.background, bar.frame, env.scheme);
  if (bar.separator?.frame) {
    const f = bar.separator.frame;
    ctx.fillStyle = cssColor(parseColor(bar.separator.color));
    ctx.fillRect(f.x, f.y, f.width, f.height);
  }
  ctx.restore();
  const fade = bar.fadesContentEdges && frame.fade && (frame.fade.start > 0 || frame.fade.end > 0) ? frame.fade : null;
  if (fade) {
    const layer = env.layer();
    drawContent(layer, layout, frame, env.scheme);
    maskFade(layer, bar, fade, move);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = move.opacity;
    ctx.drawImage(layer.canvas, 0, 0);
    ctx.restore();
  } else {
    ctx.save();
    ctx.globalAlpha = move.opacity;
    drawContent(ctx, layout, frame, env.scheme);
    ctx.restore();
  }
  if (bar.accessories?.some((/** @type {any} */ accessory) => accessory.pinned)) {
    // Pinned accessories sit beside the scroll window: they go with the bar's hide transform but
    // neither scroll nor fade.
    ctx.save();
    ctx.globalAlpha = move.opacity;
    ctx.translate(move.x, move.y);
    drawAccessories(ctx, bar, true);
    ctx.restore();
  }
}

/**
 * The scrolling content, clipped to the bar's scroll window.
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} layout
 * @param {import('../logic/frame-state.js').FrameState} frame
 * @param {'light' | 'dark'} scheme
 */
function drawContent(ctx, layout, frame, scheme) {
  // The scroll window, or a UITabBar's whole frame, whose items are not clipped (`contentClip`).
  const window = layout.bar.contentClip ?? layout.bar.scrollFrame;
  const move = frame.barTransform ?? { x: 0, y: 0 };
  ctx.save();
  ctx.beginPath();
  ctx.rect(window.x + move.x, window.y + move.y, window.width, window.height);
  ctx.clip();
  const origin = contentOrigin(layout, frame);
  ctx.translate(origin.x, origin.y);
  const separators = layout.buttonSeparators;
  if (separators?.frames?.length) {
    ctx.fillStyle = cssColor(parseColor(separators.color));
    for (const f of separators.frames) ctx.fillRect(f.x, f.y, f.width, f.height);
  }
  const kind = layout.indicator?.kind ?? 'none';
  if (kind === 'block') drawIndicator(ctx, layout.indicator, frame.indicator);
  for (const button of layout.buttons ?? []) {
    if (button.visible === false) continue;
    const state = frame.buttons?.[button.index];
    const background = layout.buttonStyle?.background;
    if (background) {
      // Tabman's button backgroundView fills the button over a block indicator (behind the grid) and
      // fades with the button's alpha.
      ctx.save();
      ctx.globalAlpha *= state?.opacity ?? 1;
      drawBackground(ctx, background, button.frame, scheme);
      ctx.restore();
    }
    drawButton(ctx, layout, button, state);
  }
  drawAccessories(ctx, layout.bar, false);
  if (kind === 'line' || kind === 'dot' || kind === 'chevron') drawIndicator(ctx, layout.indicator, frame.indicator);
  ctx.restore();
}

/**
 * The bar's accessory buttons (Tabman's accessory views) that are `pinned`, or those that are not:
 * UIKit system buttons, of which only the symbol shows, drawn into `iconFrame` in the button's
 * colour. A scrolling accessory's frames are in bar content coordinates, a pinned one's in the
 * viewport's.
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} bar
 * @param {boolean} pinned
 */
function drawAccessories(ctx, bar, pinned) {
  for (const accessory of bar.accessories ?? []) {
    if (Boolean(accessory.pinned) !== pinned || !accessory.iconFrame) continue;
    const ink = cssColor(parseColor(accessory.color ?? '#007AFFFF'));
    drawGlyph(ctx, accessory.icon, glyphBox(accessory.iconFrame), ink);
  }
}

/**
 * Applies the edge-fade alpha mask along the scroll window's main axis.
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} bar
 * @param {{start: number, end: number}} fade
 * @param {{x: number, y: number}} move
 */
function maskFade(ctx, bar, fade, move) {
  const w = bar.scrollFrame;
  const vertical = bar.axis === 'vertical';
  const x0 = w.x + move.x;
  const y0 = w.y + move.y;
  const gradient = vertical
    ? ctx.createLinearGradient(0, y0, 0, y0 + w.height)
    : ctx.createLinearGradient(x0, 0, x0 + w.width, 0);
  for (const [offset, alpha] of fadeStops(fade)) gradient.addColorStop(offset, `rgba(0, 0, 0, ${alpha})`);
  ctx.save();
  ctx.globalCompositeOperation = 'destination-in';
  ctx.fillStyle = gradient;
  ctx.fillRect(x0, y0, w.width, w.height);
  ctx.restore();
}

/**
 * A `TMBarBackgroundView` over `f` (the bar's frame, or a button's): flat colour, or a blur material
 * (a blur of what is under it plus a translucent fill). The blur copies the canvas's own pixels.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{style: string, color?: string, blurStyle?: string}} background
 * @param {{x: number, y: number, width: number, height: number}} f
 * @param {'light' | 'dark'} scheme
 */
function drawBackground(ctx, background, f, scheme) {
  const fill = barFill(background, scheme);
  if (fill.kind === 'none' || f.width <= 0 || f.height <= 0) return;
  if (fill.kind === 'flat') {
    ctx.fillStyle = cssColor(parseColor(fill.color));
    ctx.fillRect(f.x, f.y, f.width, f.height);
    return;
  }
  ctx.save();
  ctx.beginPath();
  ctx.rect(f.x, f.y, f.width, f.height);
  ctx.clip();
  const m = ctx.getTransform();
  const canvas = ctx.canvas;
  if ('filter' in ctx && m.a > 0) {
    const pad = fill.radius * 2;
    const sx = Math.max(0, (f.x - pad) * m.a + m.e);
    const sy = Math.max(0, (f.y - pad) * m.d + m.f);
    const sw = Math.min(canvas.width - sx, (f.width + 2 * pad) * m.a);
    const sh = Math.min(canvas.height - sy, (f.height + 2 * pad) * m.d);
    if (sw > 0 && sh > 0) {
      ctx.filter = `blur(${fill.radius * m.a}px)`;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(canvas, sx, sy, sw, sh, sx, sy, sw, sh);
      ctx.filter = 'none';
      ctx.setTransform(m);
    }
  }
  ctx.fillStyle = fill.fill;
  ctx.fillRect(f.x, f.y, f.width, f.height);
  ctx.restore();
}

/**
 * The navigation bar that hosts a `navigationItem` bar: a system material from the screen top
 * to its bottom, with its hairline.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{frame: any, backgroundFrame: any}} nav
 * @param {'light' | 'dark'} scheme
 */
function drawNavigationBar(ctx, nav, scheme) {
  const f = nav.backgroundFrame ?? nav.frame;
  ctx.fillStyle = scheme === 'dark' ? 'rgba(22, 22, 24, 0.94)' : 'rgba(249, 249, 249, 0.94)';
  ctx.fillRect(f.x, f.y, f.width, f.height);
  ctx.fillStyle = scheme === 'dark' ? 'rgba(255, 255, 255, 0.15)' : 'rgba(0, 0, 0, 0.3)';
  ctx.fillRect(f.x, f.y + f.height - 0.33, f.width, 0.33);
}
