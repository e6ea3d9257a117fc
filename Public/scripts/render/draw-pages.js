/**
 * Draws the pages: each a coloured sheet with its tab's title and sample content laid out inside
 * the safe area the page gets, and the bar's inset bands hatched so a designer sees what the page
 * must keep clear of.
 */

import { pageColor, pageInk } from '../logic/appearance.js';
import { cssFont, decorationFont, letterSpacing } from '../logic/fonts.js';

const MARGIN = 16;

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} layout
 * @param {import('../logic/frame-state.js').FrameState} frame
 * @param {{scheme: 'light' | 'dark', showInsets: boolean}} env
 */
export function drawPages(ctx, layout, frame, env) {
  // While the bar slides in or out, the frame carries where the pages are and the safe area they
  // get part-way through (`pageArea`); at rest the layout's `pages` apply.
  const pages = frame.pageArea ? { ...layout.pages, ...frame.pageArea } : layout.pages;
  const area = pages?.frame;
  if (!area || area.width <= 0 || area.height <= 0) return;
  ctx.save();
  ctx.beginPath();
  ctx.rect(area.x, area.y, area.width, area.height);
  ctx.clip();
  for (const page of frame.pages ?? []) {
    const rect = { x: area.x + page.x, y: area.y + page.y, width: area.width, height: area.height };
    ctx.save();
    ctx.globalAlpha = page.opacity ?? 1;
    drawPage(ctx, layout, pages, page.index, rect, env);
    ctx.restore();
  }
  ctx.restore();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} layout
 * @param {any} pages the page area in effect (the layout's, or the frame's during a bar animation)
 * @param {number} index
 * @param {{x: number, y: number, width: number, height: number}} rect
 * @param {{scheme: 'light' | 'dark', showInsets: boolean}} env
 */
function drawPage(ctx, layout, pages, index, rect, env) {
  const ink = pageInk(env.scheme);
  ctx.fillStyle = pageColor(index, env.scheme);
  ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
  const safe = pages.safeArea ?? pages.insets ?? { top: 0, left: 0, bottom: 0, right: 0 };
  const inner = {
    x: rect.x + safe.left,
    y: rect.y + safe.top,
    width: Math.max(0, rect.width - safe.left - safe.right),
    height: Math.max(0, rect.height - safe.top - safe.bottom),
  };
  if (env.showInsets) drawInsetBands(ctx, rect, safe, pages.insets, ink.guide);
  const title = layout.buttons?.[index]?.title || `Page ${index + 1}`;
  const count = pages.count ?? layout.buttons?.length ?? 0;
  ctx.save();
  ctx.beginPath();
  ctx.rect(inner.x, inner.y, inner.width, inner.height);
  ctx.clip();
  ctx.fillStyle = ink.title;
  ctx.textAlign = layout.direction === 'rightToLeft' ? 'right' : 'left';
  const textX = layout.direction === 'rightToLeft' ? inner.x + inner.width - MARGIN : inner.x + MARGIN;
  // In the fonts the server resolved for them, as its PNG preview draws them (layout `decorationFonts`).
  const titleFont = decorationFont(layout, 'pageTitle');
  ctx.font = cssFont(titleFont, title);
  ctx.letterSpacing = letterSpacing(titleFont);
  ctx.fillText(title, textX, inner.y + MARGIN + 28);
  const subtitleFont = decorationFont(layout, 'pageSubtitle');
  ctx.font = cssFont(subtitleFont);
  ctx.letterSpacing = letterSpacing(subtitleFont);
  ctx.fillText(`Page ${index + 1} of ${count}`, textX, inner.y + MARGIN + 50);
  ctx.fillStyle = ink.body;
  let y = inner.y + MARGIN + 66;
  const cardWidth = inner.width - 2 * MARGIN;
  for (let row = 0; y + 24 <= inner.y + inner.height - MARGIN && row < 40; row += 1) {
    const height = row % 3 === 0 ? 96 : 56;
    roundRectPath(ctx, inner.x + MARGIN, y, cardWidth, Math.min(height, inner.y + inner.height - MARGIN - y), 12);
    ctx.fill();
    y += height + 12;
  }
  ctx.restore();
  if (env.showInsets) drawSafeGuides(ctx, rect, safe, pages.insets, ink.guide);
}

/**
 * Dashed lines where the page's safe area starts, on the sides that have one and where the bar does
 * not end it: there the bar's own edge shows where the page starts, and a dashed line along it, right
 * under a top bar's indicator, read as the bar's hairline or a dashed indicator (its band is hatched
 * under the bar, ``drawInsetBands``).
 * @param {CanvasRenderingContext2D} ctx
 * @param {{x: number, y: number, width: number, height: number}} rect
 * @param {{top: number, left: number, bottom: number, right: number}} safe
 * @param {{top: number, left: number, bottom: number, right: number} | undefined} insets  what the bar adds
 * @param {string} color
 */
function drawSafeGuides(ctx, rect, safe, insets, color) {
  const byBar = (/** @type {'top' | 'left' | 'bottom' | 'right'} */ side) => (insets?.[side] ?? 0) > 0;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 4]);
  ctx.beginPath();
  if (safe.top > 0 && !byBar('top')) {
    ctx.moveTo(rect.x, rect.y + safe.top + 0.5);
    ctx.lineTo(rect.x + rect.width, rect.y + safe.top + 0.5);
  }
  if (safe.bottom > 0 && !byBar('bottom')) {
    ctx.moveTo(rect.x, rect.y + rect.height - safe.bottom - 0.5);
    ctx.lineTo(rect.x + rect.width, rect.y + rect.height - safe.bottom - 0.5);
  }
  if (safe.left > 0 && !byBar('left')) {
    ctx.moveTo(rect.x + safe.left + 0.5, rect.y);
    ctx.lineTo(rect.x + safe.left + 0.5, rect.y + rect.height);
  }
  if (safe.right > 0 && !byBar('right')) {
    ctx.moveTo(rect.x + rect.width - safe.right - 0.5, rect.y);
    ctx.lineTo(rect.x + rect.width - safe.right - 0.5, rect.y + rect.height);
  }
  ctx.stroke();
  ctx.restore();
}

/**
 * Hatches the bands of a page that the bar covers: `pages.insets` is what the bar adds to the page's
 * safe area, so each band ends where the safe area starts.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{x: number, y: number, width: number, height: number}} rect
 * @param {{top: number, left: number, bottom: number, right: number}} safe
 * @param {{top: number, left: number, bottom: number, right: number} | undefined} insets
 * @param {string} color
 */
function drawInsetBands(ctx, rect, safe, insets, color) {
  if (!insets) return;
  const bands = [
    { x: rect.x, y: rect.y + safe.top - insets.top, width: rect.width, height: insets.top },
    { x: rect.x, y: rect.y + rect.height - safe.bottom, width: rect.width, height: insets.bottom },
    { x: rect.x + safe.left - insets.left, y: rect.y, width: insets.left, height: rect.height },
    { x: rect.x + rect.width - safe.right, y: rect.y, width: insets.right, height: rect.height },
  ];
  ctx.save();
  ctx.strokeStyle = color;
  ctx.globalAlpha *= 0.35;
  ctx.lineWidth = 1;
  for (const band of bands) {
    if (band.width <= 0 || band.height <= 0) continue;
    ctx.save();
    ctx.beginPath();
    ctx.rect(band.x, band.y, band.width, band.height);
    ctx.clip();
    ctx.beginPath();
    for (let d = -band.height; d < band.width; d += 8) {
      ctx.moveTo(band.x + d, band.y + band.height);
      ctx.lineTo(band.x + d + band.height, band.y);
    }
    ctx.stroke();
    ctx.restore();
  }
  ctx.restore();
}

/**
 * A rounded-rect path (radius clamped to the rect).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
export function roundRectPath(ctx, x, y, w, h, r) {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  if (w <= 0 || h <= 0) return;
  if (ctx.roundRect) ctx.roundRect(x, y, w, h, radius);
  else ctx.rect(x, y, w, h);
}
