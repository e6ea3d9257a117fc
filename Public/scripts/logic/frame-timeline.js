/**
 * Chooses what to draw at each animation frame from the frames received so far.
 *
 * Server frames carry the session time `t`; they arrive with network jitter. The timeline maps
 * server time onto the local clock by the smallest `arrival − t` seen recently (the least delayed
 * frame), shows the stream one frame interval behind that, and interpolates between the two
 * frames around that instant (frames a refresh and a half apart or more are shown as they are:
 * `refresh-meter.js`). It never extrapolates past the newest frame, and across a pause in
 * the stream (an idle pager) it shows the newer frame at once rather than inventing motion.
 *
 * Frames of a new layout revision go on the same clock as the ones before: the old revision's last
 * frame is shown until the new one's first is due, never mixed with it (they are drawn on different
 * layouts: `layout-revisions.js`). Starting over at a new revision, as it once did, showed the new
 * frame at once, a display delay early, and then held it: one frame's jump forward in every animation
 * a relayout crossed (decision 0048).
 *
 * Slow motion plays the received frames back at `rate` (0 < rate ≤ 1) of real time: the playhead
 * advances at that rate, lags behind the stream while something moves, and skips pauses, so a 0.3 s
 * tab transition takes 1.2 s at 0.25×. The server is not slowed; inputs still act on the live state.
 *
 * ```js
 * const timeline = createFrameTimeline();
 * timeline.push(frame, performance.now() / 1000);
 * const shown = timeline.sample(performance.now() / 1000, 1);
 * ```
 */

import { interpolateFrames } from './frame-state.js';
import { DEFAULT_HOLD_INTERVAL } from './refresh-meter.js';

/** A gap between two frames longer than this (s) is a pause, not motion to interpolate. */
export const PAUSE_GAP = 0.1;
/** How long (s) a frame's `arrival − t` is remembered for the clock offset. */
export const OFFSET_WINDOW = 2;
/** The display delay used until two frames of one burst have arrived (s). */
export const DEFAULT_DELAY = 1 / 60;
/** The longest display delay (s), whatever the frame rate. */
export const MAX_DELAY = 0.05;

/**
 * @param {{capacity?: number}} [options]  how many frames to keep (slow motion needs more)
 */
export function createFrameTimeline({ capacity = 600 } = {}) {
  /** @type {{frame: import('./frame-state.js').FrameState, arrival: number}[]} */
  let frames = [];
  let delay = DEFAULT_DELAY;
  let playhead = -Infinity;
  let lastNow = -Infinity;

  function offset(now) {
    let best = Infinity;
    for (let i = frames.length - 1; i >= 0; i -= 1) {
      const entry = frames[i];
      if (now - entry.arrival > OFFSET_WINDOW && best !== Infinity) break;
      best = Math.min(best, entry.arrival - entry.frame.t);
    }
    return best;
  }

  /** The index of the last frame with `t ≤ time`, or −1. */
  function indexAt(time) {
    let lo = 0;
    let hi = frames.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (frames[mid].frame.t <= time) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  return {
    /**
     * Adds a frame (full state, after delta merge) that arrived at local time `arrival` (s).
     * A frame whose time goes backwards (a new session) starts the timeline over.
     * @param {import('./frame-state.js').FrameState} frame
     * @param {number} arrival
     */
    push(frame, arrival) {
      const last = frames[frames.length - 1];
      if (last && frame.t < last.frame.t) {
        frames = [];
        playhead = -Infinity;
      }
      if (last && frames.length > 0) {
        const gap = frame.t - last.frame.t;
        if (gap > 0 && gap <= PAUSE_GAP) delay = Math.min(MAX_DELAY, gap);
      }
      frames.push({ frame, arrival });
      if (frames.length > capacity) frames = frames.slice(frames.length - capacity);
    },

    /**
     * The state to draw at local time `now` (s), playing at `rate` (1 = real time).
     * @param {number} now
     * @param {number} [rate]
     * @param {number} [holdInterval] frames this far apart (s) or more are drawn as they are, each until
     *   the next (a pager at 30 fps shows 30 distinct frames a second, as the phone would): `holdIntervalFor`
     * @returns {import('./frame-state.js').FrameState | null}
     */
    sample(now, rate = 1, holdInterval = DEFAULT_HOLD_INTERVAL) {
      if (frames.length === 0) return null;
      const newest = frames[frames.length - 1].frame;
      const target = Math.min(now - offset(now) - delay, newest.t);
      if (rate >= 1 || !Number.isFinite(playhead)) {
        playhead = target;
      } else {
        playhead = Math.min(target, playhead + Math.max(0, now - lastNow) * rate);
      }
      lastNow = now;
      const i = indexAt(playhead);
      if (i < 0) {
        playhead = frames[0].frame.t;
        return frames[0].frame;
      }
      const a = frames[i].frame;
      if (i === frames.length - 1) return a;
      const b = frames[i + 1].frame;
      if (b.t - a.t > PAUSE_GAP) {
        if (rate < 1) playhead = b.t;
        return b;
      }
      // Two layouts: each frame is drawn on its own, the new one from its time on.
      if (b.rev !== a.rev) return a;
      if (rate >= 1 && b.t - a.t >= holdInterval) return a;
      return interpolateFrames(a, b, (playhead - a.t) / (b.t - a.t));
    },

    /**
     * The local time (s) at which a frame of session time `t` is shown in real time, by the clock
     * offset the frames so far give; null before any frame. For an animation the server sends whole
     * (an auto-scroll's trajectory), to play it where its frames would have played.
     * @param {number} t
     * @param {number} now
     */
    localTime(t, now) {
      if (frames.length === 0) return null;
      return t + offset(now) + delay;
    },

    /** The newest frame received (what `data-index` / `data-position` report). */
    get latest() {
      return frames.length > 0 ? frames[frames.length - 1].frame : null;
    },

    /** The display delay in use (s). */
    get delay() {
      return delay;
    },

    /** Frames kept. */
    get size() {
      return frames.length;
    },

    clear() {
      frames = [];
      playhead = -Infinity;
    },
  };
}
