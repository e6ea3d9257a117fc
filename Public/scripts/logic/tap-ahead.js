/**
 * A tap's animation, played the moment the finger lifts instead of a round trip later (docs/sessions.md,
 * "Trajectories"). The server answers a numbered batch that puts a finger down on a tab with the
 * animation a tap there would start (`tapTrajectory`, timed from the touch); a tap's animation does not
 * depend on how long the finger stayed down, so when the finger lifts without having moved past the
 * slop, the preview plays it from the release. The release's own trajectory, when it comes, replaces it
 * (the same animation, blended in by `local-motion.js`).
 *
 * ```
 * const tap = createTapAhead();
 * tap.down(t, x, y);              // pointer down (viewport points, seconds)
 * tap.move(x, y);                 // past the slop: no tap, nothing will be played
 * tap.up(t) ?? tap.offer(answer); // whichever comes second returns the animation to play, clientTime = the release
 * tap.answered(clientTime);       // a trajectory of the server's arrived (its gesture's time, null: the
 *                                 // server's own): after the release, too late to play the early one;
 *                                 // before it, the pager moved under the finger and the answer is stale
 * ```
 *
 * Pure: no timers, times passed in.
 */

/** How far (s) the touch's time in an answer may differ from the one sent (the server writes 4 decimals). */
const SAME_TIME = 0.0005;

/** @param {{slop?: number}} [options] the engine's slop (points) past which a touch is no tap */
export function createTapAhead({ slop = 10 } = {}) {
  /** @type {{t: number, x: number, y: number, moved: boolean, upAt: number | null, trajectory: any, done: boolean} | null} */
  let press = null;

  function ready() {
    if (!press || press.moved || press.done || press.upAt === null || !press.trajectory) return null;
    press.done = true;
    return { ...press.trajectory, clientTime: press.upAt };
  }

  return {
    /** A finger went down at (`x`, `y`) at time `t`. */
    down(/** @type {number} */ t, /** @type {number} */ x, /** @type {number} */ y) {
      press = { t, x, y, moved: false, upAt: null, trajectory: null, done: false };
    },

    /** The finger moved to (`x`, `y`). */
    move(/** @type {number} */ x, /** @type {number} */ y) {
      if (press && Math.hypot(x - press.x, y - press.y) > slop) press.moved = true;
    },

    /** The finger lifted at `t`: the animation to play now, if its answer is already here. */
    up(/** @type {number} */ t) {
      if (!press) return null;
      press.upAt = t;
      return ready();
    },

    /** The touch was cancelled: nothing to play. */
    cancel() {
      press = null;
    },

    /**
     * The server's `tapTrajectory` for a touch (`clientTime` the touch's time): the animation to play now
     * if the finger has already lifted, else null (kept for the release).
     * @param {any} trajectory
     */
    offer(trajectory) {
      if (!press || press.done || typeof trajectory?.clientTime !== 'number') return null;
      if (Math.abs(trajectory.clientTime - press.t) > SAME_TIME) return null;
      press.trajectory = trajectory;
      return ready();
    },

    /**
     * A trajectory of the server's arrived, for the gesture the client stamped `clientTime` (null: one the
     * server started itself, an auto-scroll). After the release an early one would now come late. Before
     * it, a trajectory of a later gesture (a key pressed while the finger is down) or of the server's own
     * means the pager started moving after the answer to the touch was made for it at rest: a tap is then
     * taken mid-motion (SwiftUITabPager and BTabViewController retarget, Pageboy refuses;
     * docs/decisions/0035), so that answer is no longer this tap's, and the release waits for its own.
     * An earlier gesture's trajectory changes nothing: the server applied it before the touch.
     * @param {number | null | undefined} [clientTime]
     */
    answered(clientTime) {
      if (!press) return;
      if (press.upAt !== null || typeof clientTime !== 'number' || clientTime > press.t + SAME_TIME) press.done = true;
    },
  };
}
