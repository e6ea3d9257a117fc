/**
 * Device furniture drawn over the screen: the status bar time, the Dynamic Island or camera
 * punch-hole, and the home indicator, placed from the device and its safe area. Decoration only;
 * the server knows nothing of it but the clock's font (the layout's `decorationFonts.clock`).
 */

import { cssFont, letterSpacing } from '../logic/fonts.js';

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('../logic/geometry.js').Viewport} viewport
 * @param {import('../logic/geometry.js').Device | undefined} device
 * @param {'light' | 'dark'} scheme
 * @param {boolean} landscape
 * @param {any} clockFont  the layout font of the time (`decorationFont(layout, 'clock')`)
 */
export function drawDevice(ctx, viewport, device, scheme, landscape, clockFont) {
  const ink = scheme === 'dark' ? 'rgba(255, 255, 255, 0.95)' : 'rgba(0, 0, 0, 0.9)';
  const { width, height, safeArea } = viewport;
  ctx.save();
  if (safeArea.top >= 20) {
    ctx.fillStyle = ink;
    ctx.font = cssFont(clockFont);
    ctx.letterSpacing = letterSpacing(clockFont);
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'center';
    const y = Math.min(safeArea.top / 2 + 2, 30);
    const x = device?.cutout === 'island' ? Math.max(54, width / 2 - 63 - 60) : 44;
    ctx.fillText('9:41', x, y);
  }
  ctx.fillStyle = '#000';
  if (device?.cutout === 'island') {
    ctx.beginPath();
    if (landscape) ctx.roundRect(11, height / 2 - 63, 37, 126, 18.5);
    else ctx.roundRect(width / 2 - 63, 11, 126, 37, 18.5);
    ctx.fill();
  } else if (device?.cutout === 'punch') {
    ctx.beginPath();
    if (landscape) ctx.arc(18, height / 2, 9, 0, Math.PI * 2);
    else ctx.arc(width / 2, 18, 9, 0, Math.PI * 2);
    ctx.fill();
  }
  if (safeArea.bottom >= 20) {
    const w = Math.min(134, width * 0.36);
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.roundRect(width / 2 - w / 2, height - 8 - 5, w, 5, 2.5);
    ctx.fill();
  }
  ctx.restore();
}
