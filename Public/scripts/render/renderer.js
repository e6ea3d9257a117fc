/**
 * Paints one frame of the pager on a canvas, sharp on HiDPI screens: the backing store is the
 * CSS size times `devicePixelRatio` (or the density given, for a pinch-zoomed page), and drawing
 * happens in viewport points.
 *
 * ```js
 * const renderer = createRenderer(canvas);
 * renderer.resize(viewport, scale);
 * renderer.draw(layout, frame, {scheme: 'light', device, landscape: false, showInsets: true});
 * ```
 */

import { screenColor } from '../logic/appearance.js';
import { decorationFont } from '../logic/fonts.js';
import { drawPages } from './draw-pages.js';
import { drawBar } from './draw-bar.js';
import { drawDevice } from './draw-device.js';
import { drawFocus } from './draw-focus.js';

/**
 * @param {HTMLCanvasElement} canvas
 */
export function createRenderer(canvas) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  /** @type {HTMLCanvasElement | null} */
  let layerCanvas = null;
  let viewport = { width: 1, height: 1, safeArea: { top: 0, left: 0, bottom: 0, right: 0 } };
  let pixelScale = 1;

  function layer() {
    if (!layerCanvas) layerCanvas = document.createElement('canvas');
    if (layerCanvas.width !== canvas.width || layerCanvas.height !== canvas.height) {
      layerCanvas.width = canvas.width;
      layerCanvas.height = canvas.height;
    }
    const lctx = /** @type {CanvasRenderingContext2D} */ (layerCanvas.getContext('2d'));
    lctx.setTransform(1, 0, 0, 1, 0, 0);
    lctx.clearRect(0, 0, layerCanvas.width, layerCanvas.height);
    lctx.setTransform(pixelScale, 0, 0, pixelScale, 0, 0);
    return lctx;
  }

  return {
    /**
     * Sizes the canvas for a viewport shown at `scale` CSS pixels per point, with `density` backing
     * pixels per CSS pixel (`devicePixelRatio` when not given; `backingDensity` in geometry.js).
     * @param {import('../logic/geometry.js').Viewport} next
     * @param {number} scale
     * @param {number} [density]
     */
    resize(next, scale, density) {
      viewport = next;
      const dpr = density ?? (window.devicePixelRatio || 1);
      const cssWidth = next.width * scale;
      const cssHeight = next.height * scale;
      const width = Math.max(1, Math.round(cssWidth * dpr));
      const height = Math.max(1, Math.round(cssHeight * dpr));
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${cssHeight}px`;
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      pixelScale = width / next.width;
    },

    /**
     * Paints a layout at a frame. Without a layout or frame it paints the empty screen.
     * @param {any} layout
     * @param {import('../logic/frame-state.js').FrameState | null} frame
     * @param {{scheme: 'light' | 'dark', device?: any, landscape?: boolean, showInsets?: boolean, focus?: any,
     *   furniture?: boolean}} env
     *   `focus`: an element of the bar to draw VoiceOver's cursor on (draw-focus.js), or null;
     *   `furniture` false: no status bar time, camera or home indicator (the page is on a real phone)
     */
    draw(layout, frame, env) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.setTransform(pixelScale, 0, 0, pixelScale, 0, 0);
      ctx.fillStyle = screenColor(env.scheme);
      ctx.fillRect(0, 0, viewport.width, viewport.height);
      if (layout && frame) {
        drawPages(ctx, layout, frame, { scheme: env.scheme, showInsets: env.showInsets ?? true });
        drawBar(ctx, layout, frame, { scheme: env.scheme, layer });
        if (env.focus) drawFocus(ctx, layout, frame, env.focus);
      }
      if (env.furniture !== false) {
        drawDevice(ctx, viewport, env.device, env.scheme, Boolean(env.landscape), decorationFont(layout, 'clock'));
      }
    },

    get context() {
      return ctx;
    },
  };
}
