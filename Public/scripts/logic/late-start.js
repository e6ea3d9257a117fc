/**
 * A gesture's animation that reaches the preview after it should have begun goes on from what is drawn,
 * at its own pace: late but whole, rather than on time with its start cut off
 * (docs/decisions/0040-fourth-designer-walk.md). A click the server could not be asked about ahead (the
 * mouse rested on the tab for less than a round trip, `hover-ahead.js`) is answered a round trip late;
 * played from the click, Tabman's 0.3 s slide first showed at 0.7 of the way, a jump, then its end. Now
 * it plays from the point that matches what is drawn: its first frame while the pager still rests, or
 * where the stream's own frames of it (which may come first) have got to. The same gesture's later
 * answer (the release's own, after the press's) keeps the same delay, so it takes over where the late
 * animation is instead of jumping ahead.
 *
 * ```
 * const late = createLateStart();
 * late.clientTimeFor(trajectory, now, shown, moving); // the browser time to play `trajectory` from
 * ```
 *
 * Pure: no timers, times passed in (seconds).
 */

/** How late (s) an animation may arrive and still play as timed: a frame or two. */
export const LATE_AFTER = 0.04;
/** Answers to one gesture carry its time to the server's 4 decimals. */
const SAME_GESTURE = 0.0005;

/** How far (pages) before an animation's first frame the rest it left may be: its first frame comes a
 * frame after the gesture (Tabman's slide to the third tab: 0.018 page 20 ms in). */
const REST_BEFORE = 0.5;

/**
 * The session time at which `frames` (each `{t, position}`, the first a frame after the gesture at
 * `start`) first reach `position` on their way from the first frame's position to the last's: `start` for
 * the rest they left (up to half a page before the first frame), null when it is not on that way.
 * @param {{t: number, position: number}[]} frames
 * @param {number} position
 * @param {number} start
 */
export function timeReaching(frames, position, start) {
  const first = frames[0];
  const last = frames[frames.length - 1];
  const direction = Math.sign(last.position - first.position);
  if (direction === 0) return null;
  const along = (/** @type {number} */ p) => (p - first.position) * direction;
  const goal = along(position);
  if (goal < -REST_BEFORE || goal > along(last.position) + 1e-3) return null;
  if (goal < 0) return Math.min(start, first.t);
  if (goal === 0) return first.t;
  for (let i = 1; i < frames.length; i += 1) {
    const a = frames[i - 1];
    const b = frames[i];
    if (along(b.position) >= goal) {
      const span = along(b.position) - along(a.position);
      return span > 0 ? a.t + ((goal - along(a.position)) / span) * (b.t - a.t) : b.t;
    }
  }
  return last.t;
}

/** @param {{lateAfter?: number}} [options] */
export function createLateStart({ lateAfter = LATE_AFTER } = {}) {
  /** The gesture whose animation was started late, and by how much. */
  /** @type {{clientTime: number, shift: number} | null} */
  let delayed = null;

  return {
    /**
     * The browser time from which to play `trajectory` (`clientTime`: the gesture's moment on this
     * clock; `start`: the same moment in session time; frames `{t, position}` in session time) arriving
     * at `now`, while `shown` is drawn and `moving` says whether the preview draws a motion of its own
     * (a drag, a settle, an animation: the answer then takes it over as timed, blended by
     * `frame-blend.js`, decision 0038).
     * @param {{clientTime: number, start: number, frames?: {t: number, position: number}[]}} trajectory
     * @param {number} now
     * @param {{position: number} | null} shown
     * @param {boolean} moving
     */
    clientTimeFor(trajectory, now, shown, moving) {
      const at = trajectory.clientTime;
      if (delayed && Math.abs(delayed.clientTime - at) <= SAME_GESTURE) return at + delayed.shift;
      const frames = trajectory.frames ?? [];
      if (moving || shown === null || frames.length < 2) return at;
      const reached = timeReaching(frames, shown.position, trajectory.start);
      if (reached === null) return at;
      // Played from `from`, the animation is at `reached` now.
      const from = now - (reached - trajectory.start);
      if (from - at <= lateAfter) return at;
      delayed = { clientTime: at, shift: from - at };
      return from;
    },

    /** A new session: no gesture of the old one is delayed. */
    reset() {
      delayed = null;
    },
  };
}
