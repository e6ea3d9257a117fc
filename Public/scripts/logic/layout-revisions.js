/**
 * The layouts a frame may be drawn on, by revision. A frame carries the revision of the layout the
 * server drew it on (`rev`); a new layout arrives before its frames, and the preview draws the stream
 * about a frame behind (`frame-timeline.js`), so for a moment the frames on screen are still the old
 * layout's. Each is drawn on its own layout: the new one applies from its first frame, as a layout pass
 * applies on the phone, never the old positions on the new layout or the new ones on the old (the
 * one-frame jump of decision 0048). Pure.
 *
 * ```js
 * const layouts = createLayoutRevisions();
 * layouts.add(layoutEvent);
 * const { layout, done } = layouts.drawn(frame, now); // the frame's layout, tweened in if it has a transition
 * ```
 */

import { startTween, tweenedLayout } from './layout-tween.js';

/** Layouts kept: the stream's delay is a frame, a played animation's at most a few relayouts. */
export const KEPT_LAYOUTS = 8;

export function createLayoutRevisions({ keep = KEPT_LAYOUTS } = {}) {
  /** @type {any[]} oldest first, by rising `rev` */
  let layouts = [];
  /** The layout drawn last, and the tween into it (Tabman's re-layout after a renamed tab), if any. */
  /** @type {any} */
  let shown = null;
  /** @type {ReturnType<typeof startTween>} */
  let tween = null;

  /**
   * The layout of revision `rev`: that revision's, else the newest older one kept, else the newest (an
   * animation played ahead of the stream may reach a revision whose layout has not arrived yet).
   * @param {number | undefined} rev
   */
  function layoutOf(rev) {
    const newest = layouts[layouts.length - 1] ?? null;
    if (typeof rev !== 'number') return newest;
    for (let i = layouts.length - 1; i >= 0; i -= 1) if (layouts[i].rev <= rev) return layouts[i];
    return newest;
  }

  return {
    /**
     * A layout event. A revision lower than the newest starts over (a new session counts from 1); the
     * same revision again (a stream resumed) replaces it.
     * @param {any} layout
     */
    add(layout) {
      const newest = layouts[layouts.length - 1];
      if (newest && typeof layout.rev === 'number' && layout.rev < newest.rev) layouts = [];
      layouts = layouts.filter((kept) => kept.rev !== layout.rev);
      layouts.push(layout);
      if (layouts.length > keep) layouts = layouts.slice(layouts.length - keep);
    },

    /** The newest layout received, or null. */
    get newest() {
      return layouts[layouts.length - 1] ?? null;
    },

    /**
     * The layout to draw `frame` on at `now` (s): its own revision's; when that revision comes in with a
     * `transition` (docs/frames.md), the buttons move from the layout drawn before over its duration.
     * `done` is false while such a tween runs.
     * @param {{rev?: number} | null} frame
     * @param {number} now
     * @returns {{layout: any, done: boolean}}
     */
    drawn(frame, now) {
      const layout = layoutOf(frame?.rev);
      if (layout !== shown) {
        // A new revision reaches the screen: Tabman's animated update starts here, from what was drawn.
        tween = shown && layout && layout.rev > shown.rev ? startTween(shown, layout, now) : null;
        shown = layout;
      }
      if (!tween) return { layout, done: true };
      const step = tweenedLayout(tween, now);
      if (step.done) tween = null;
      return step;
    },

    /** Forgets every layout (a new session). */
    clear() {
      layouts = [];
      shown = null;
      tween = null;
    },
  };
}
