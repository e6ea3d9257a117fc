/**
 * The server's position table (docs/sessions.md "Position tables"): the engine's frames as a function
 * of the page position, as knots with straight lines between them. Sampling it gives, within 0.01 pt,
 * the frame the engine draws for a drag at that position — without a round trip.
 *
 * ```js
 * const table = createPositionTable(message);           // the `table` event's JSON
 * const state = table.sample(1.3, 1);                   // a FrameState, or null
 * ```
 */

import { applyFrame, interpolateFrames } from './frame-state.js';

/**
 * @typedef {{local: boolean, orientation: 'horizontal' | 'vertical', rightToLeft: boolean,
 *   pages: {x: number, y: number, width: number, height: number},
 *   bar: {x: number, y: number, width: number, height: number} | null, stride: number, count: number,
 *   bounces: boolean, slop: number, rubberBand: number, flickVelocity: number, velocityWindow: number,
 *   settle: {minimum: number, maximum: number, perPage: number}}} DragRules
 */

/**
 * @param {{rev: number, drag: DragRules, variants: {index: number, from: number, to: number, knots: any[]}[]}} message
 */
export function createPositionTable(message) {
  // Each knot as a full state, its `t` set to its position so that `interpolateFrames` mixes along it.
  const variants = (message.variants ?? []).map((variant) => ({
    index: variant.index,
    from: variant.from,
    to: variant.to,
    knots: variant.knots.map((knot) => ({ ...applyFrame(null, knot), t: knot.position })),
  }));

  return {
    rev: message.rev,
    rules: message.drag,
    /** Whether a drag may be drawn from the table. */
    get local() {
      return Boolean(message.drag?.local) && variants.length > 0;
    },

    /**
     * The state at `position` with committed page `index`: the variant of that page whose segment holds
     * the position (else the nearest one), mixed between the knots around it.
     * @param {number} position
     * @param {number} index
     * @returns {import('./frame-state.js').FrameState | null}
     */
    sample(position, index) {
      let best = null;
      let distance = Infinity;
      for (const variant of variants) {
        if (variant.index !== index) continue;
        const away = position < variant.from ? variant.from - position : Math.max(0, position - variant.to);
        if (away < distance) {
          best = variant;
          distance = away;
        }
      }
      if (!best) return null;
      const knots = best.knots;
      let lo = 0;
      let hi = knots.length - 1;
      if (position <= knots[lo].position) return { ...knots[lo], position };
      if (position >= knots[hi].position) return { ...knots[hi], position };
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (knots[mid].position <= position) lo = mid;
        else hi = mid;
      }
      const a = knots[lo];
      const b = knots[hi];
      const span = b.position - a.position;
      return interpolateFrames(a, b, span > 0 ? (position - a.position) / span : 0);
    },
  };
}
