/**
 * Draws the indicator of every kind at the rectangle a frame gives (bar content coordinates):
 * a line or block as a rounded rectangle with the layout's corner radius, a dot as an ellipse, a
 * chevron as a triangle whose apex faces the buttons (`layout.indicator.apex`), nothing for `none`.
 */

import { parseColor, cssColor } from '../logic/color.js';
import { roundRectPath } from './draw-pages.js';
import { chevronPoints } from '../logic/geometry.js';

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {{kind: string, color: string, cornerRadius?: number, apex?: string}} appearance
 * @param {import('../logic/frame-state.js').IndicatorState | undefined} state
 */
export function drawIndicator(ctx, appearance, state) {
  if (!state || !appearance || appearance.kind === 'none') return;
  const opacity = state.opacity ?? 1;
  const { x, y, width: w, height: h } = state;
  if (opacity <= 0 || w <= 0 || h <= 0) return;
  ctx.save();
  ctx.fillStyle = cssColor(parseColor(appearance.color), opacity);
  switch (appearance.kind) {
    case 'line':
    case 'block':
      roundRectPath(ctx, x, y, w, h, appearance.cornerRadius ?? 0);
      ctx.fill();
      break;
    case 'dot':
      ctx.beginPath();
      ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'chevron':
      ctx.beginPath();
      for (const [px, py] of chevronPoints(x, y, w, h, appearance.apex ?? 'top')) ctx.lineTo(px, py);
      ctx.closePath();
      ctx.fill();
      break;
    default:
      break;
  }
  ctx.restore();
}
