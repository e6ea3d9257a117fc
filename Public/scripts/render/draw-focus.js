/**
 * VoiceOver's cursor on an element of the bar: a rounded outline, black outside and white inside so it
 * shows on light and dark bars alike. The A11y tab draws it on the row the pointer or focus is on.
 */

import { elementFrame } from '../logic/geometry.js';

/** The cursor's stroke widths (points): the black outer line and the white inner one. */
const OUTER = 3;
const INNER = 1.5;

/**
 * @param {CanvasRenderingContext2D} ctx  in viewport points
 * @param {any} layout
 * @param {{barOffset: {x: number, y: number}, barTransform?: {x: number, y: number}}} frame
 * @param {{kind: 'tab', index: number} | {kind: 'accessory', placement: string}} target
 */
export function drawFocus(ctx, layout, frame, target) {
  const rect = elementFrame(layout, frame, target);
  if (!rect) return;
  ctx.save();
  ctx.lineJoin = 'round';
  const ring = (/** @type {number} */ inset, /** @type {string} */ color, /** @type {number} */ width) => {
    ctx.beginPath();
    ctx.roundRect(rect.x + inset, rect.y + inset, rect.width - 2 * inset, rect.height - 2 * inset, Math.max(0, 6 - inset));
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
  };
  ring(OUTER / 2, '#000000', OUTER);
  ring(OUTER + INNER / 2, '#FFFFFF', INNER);
  ctx.restore();
}
