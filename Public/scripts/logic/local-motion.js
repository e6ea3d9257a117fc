/**
 * What the preview draws itself while a drag of the pages and its settle are in flight, so that it never
 * waits for the network (issue 46): the pointer mapped to a position by the engine's drag rules and
 * drawn from the server's position table; on release, the settle the same rules predict; then the
 * server's frames again, blended in where they differ. The server stays authoritative: its frames are
 * the same engine's, and once they have caught up (or after `holdLimit` seconds) they are what is drawn.
 *
 * ```
 *  idle ──begin (finger on the pages)──▶ drag ──release──▶ settle ──curve ends──▶ hold ──server at rest there──▶ idle
 *    ▲                                    │ cancel / no table                        └──holdLimit──▶ blend ──▶ idle
 *    └────────────────────────────────────┘
 *  idle, settle, hold ──the server's trajectory (its answer to a release, tap or key)──▶ trajectory ──ends──▶ hold
 * ```
 *
 * A trajectory is the animation the server computed for a gesture, with its session times; it is
 * played from the moment of the gesture on the browser's clock (`clientTime`), blended in from what
 * was drawn over `blendTime`. While the server sends nothing new (the stream is down), a hold never
 * gives up: the preview keeps the predicted rest, and says the answer is pending.
 *
 * Pure: times are passed in (seconds, the clock of `performance.now()`); the preview draws what
 * `frameAt` returns, or the server's timeline when it returns null.
 */

import { createButtonFade } from './button-fade.js';
import { startDrag } from './drag-follow.js';
import { applyFrame, sampleFrames } from './frame-state.js';
import { blendFrames } from './frame-blend.js';
import { DEFAULT_HOLD_INTERVAL } from './refresh-meter.js';

/** How long (s) a predicted rest waits for the server's frames to reach it before blending to them. */
export const HOLD_LIMIT = 0.8;
/** How long (s) a blend from the predicted state to the server's takes. */
export const BLEND_TIME = 0.15;

/** How far (pages) a blend may hold what is drawn off its animation and go unseen: about 4 points. */
const SEEN = 0.01;

/** How far (s) past its first frame an animation may be when it arrives and still play as it is. */
const LATE = 1 / 60;

/**
 * @typedef {import('./frame-state.js').FrameState} FrameState
 */

/**
 * @param {{holdLimit?: number, blendTime?: number}} [options]
 */
export function createLocalMotion({ holdLimit = HOLD_LIMIT, blendTime = BLEND_TIME } = {}) {
  /** @type {any} */
  let table = null;
  /** @type {any} */
  let state = null;
  /** The fade of buttons the drag switches (the table's `buttonsFade`), on what is drawn. */
  let buttonFade = createButtonFade(0);
  /** @type {FrameState | null} what `frameAt` last returned while drawing from the table */
  let drawn = null;
  /** Trajectory frames this far apart (s) or more are drawn as they are (`refresh-meter.js`). */
  let holdInterval = DEFAULT_HOLD_INTERVAL;

  function sample(position, index) {
    return table ? table.sample(position, index) : null;
  }

  /**
   * Whether `positionTable` draws `frame` as it is drawn: its indicator where the table puts it at the
   * frame's position, within a point.
   * @param {any} positionTable @param {FrameState} frame
   */
  function describes(positionTable, frame) {
    const own = positionTable.sample(frame.position, frame.index)?.indicator;
    const shown = frame.indicator;
    if (!own || !shown) return true;
    return Math.abs(own.x - shown.x) <= 1 && Math.abs(own.width - shown.width) <= 1 && Math.abs(own.y - shown.y) <= 1;
  }

  return {
    /** Whether something local is drawn (or waits for the server). */
    get active() {
      return state !== null;
    },

    /**
     * The animation of the server's playing (or one drawn ahead for it), or the glide the preview predicts
     * for a release: its frames in session time, `offset` (browser time − session time; 0 for the
     * predicted glide, whose frames are on the browser's clock) and whether it is a swipe's glide; null
     * when none plays.
     */
    get running() {
      if (state?.phase === 'settle') return settleRunning(state);
      if (state?.phase !== 'trajectory') return null;
      return { frames: state.frames, offset: state.offset, catchable: state.catchable };
    },

    /** Sets the spacing (s) from which a trajectory's frames are drawn as they are (`holdIntervalFor`). */
    setHoldInterval(/** @type {number} */ seconds) {
      holdInterval = seconds;
    },

    /** The phase: 'drag', 'settle', 'hold', 'blend', or null. */
    get phase() {
      return state?.phase ?? null;
    },

    /**
     * A finger went down at (`x`, `y`) (viewport points) with the position table `positionTable` of
     * the layout shown and `base` the state drawn. Starts a drag drawn from the table when the engine
     * will drag: the point is on the pages, and the pager rests (`resting`: the server's rest, or the
     * predicted one held) or glides after a release (the engine's touch catches the glide where it is,
     * so the drag starts from what is drawn). Anything else leaves what is drawn alone, as the engine
     * leaves its motion: a touch on the bar, or any touch during a tap's or key's animation (the
     * engine takes no touch while it scrolls to a page). Without a table to draw from, a touch on
     * gliding pages hands back to the server's frames, which will show the drag.
     * @param {ReturnType<typeof import('./position-table.js').createPositionTable> | null} positionTable
     * @param {FrameState | null} base
     * @param {number} x @param {number} y
     * @param {{resting?: boolean}} [options]
     */
    begin(positionTable, base, x, y, { resting = true } = {}) {
      const rules = positionTable?.rules;
      if (!rules || !base) {
        state = null;
        return false;
      }
      // The engine's hit test: the bar (when shown) first, then the pages.
      const inside = (r) => r && x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height;
      const onPages = !inside(rules.bar) && inside(rules.pages);
      const phase = state?.phase ?? null;
      if (!onPages || (phase === 'trajectory' && !state.catchable)) return false;
      const gliding = phase === 'settle' || phase === 'trajectory';
      // The table draws the bar following the pages; a glide whose bar shows something else (a
      // SwiftUITabPager tab tapped meanwhile, whose slide waits: decision 0048) is not drawn from it.
      const usable = positionTable.local && positionTable.rev === base.rev && (!gliding || describes(positionTable, base));
      if (!usable || !(resting || gliding || phase === 'hold')) {
        if (gliding || phase === 'blend') state = null;
        return false;
      }
      table = positionTable;
      buttonFade = createButtonFade(rules.buttonsFade ?? 0);
      drawn = null;
      state = {
        phase: 'drag',
        drag: startDrag(rules, { position: base.position, index: base.index, x, y }),
        frame: null,
      };
      return true;
    },

    /** @param {number} x @param {number} y @param {number} t */
    move(x, y, t) {
      if (state?.phase !== 'drag') return false;
      const shown = state.drag.move(x, y, t);
      if (!shown) return false;
      state.frame = sample(shown.position, shown.index);
      return state.frame !== null;
    },

    /** The finger lifted at `t`: settle where the engine will. */
    release(t) {
      if (state?.phase !== 'drag') return;
      const settle = state.drag.release(t);
      if (!settle || !state.frame) {
        state = null;
        return;
      }
      const index = state.frame.index;
      state = { phase: 'settle', curve: settle.curve, target: settle.target, index, released: index, frame: state.frame };
    },

    /**
     * Plays the server's `trajectory` (`{start, clientTime, frames}`, docs/sessions.md "Trajectories")
     * from `now`; ignored during a drag (a newer gesture is in progress) or when it has no frames.
     * `shown` is the state on screen when nothing local is drawn (the server's frames): an answer that
     * arrives more than a frame after its gesture's moment (a quick tap over a slow link) blends in from
     * it instead of jumping to where the animation already is (decision 0041); one in time plays as it is.
     * `seamless`: the animation starts where the one playing is and goes on from it (a tap while the
     * pages move drawn ahead, `moving-tap.js`): no blend-in, which would only hold back its first motion,
     * unless the one playing is still visibly blending in itself.
     * @param {{start: number, clientTime: number, frames: any[]}} trajectory
     * @param {number} now
     * @param {FrameState | null} [shown]
     * @param {{seamless?: boolean}} [options]
     */
    play(trajectory, now, shown = null, { seamless = false } = {}) {
      if (state?.phase === 'drag' || !trajectory?.frames?.length) return;
      const frames = trajectory.frames.map((frame) => applyFrame(null, frame));
      const offset = trajectory.clientTime - trajectory.start;
      const late = now - offset > frames[0].t + LATE;
      // Replacing an animation still playing (the server's answer to a release after the one played
      // ahead of it for a tap): blend from that animation as it goes on, not from a frame frozen now,
      // and as it is drawn, with its own blend-in if that has not ended (a late tap's, decision 0041).
      let previous = state?.phase === 'trajectory' ? state : null;
      if (seamless && previous && !stillBlending(previous, now)) previous = null;
      state = {
        phase: 'trajectory',
        // The answer to a release (the engine glides, and a touch catches it), not a tap's or key's.
        catchable: !seamless && (state?.phase === 'settle' || state?.phase === 'drag' || (state?.phase === 'trajectory' && state.catchable)),
        frames,
        offset,
        from: seamless ? null : (drawn ?? state?.frame ?? (late ? shown : null)),
        previous,
        start: now,
        frame: drawn ?? state?.frame ?? frames[0],
      };
    },

    /**
     * Whether what is drawn goes on into layout revision `rev`: an animation of the server's that crosses
     * into it (a relayout on the way, as SwiftUITabPager's bolder selected label at the half), or the
     * rest such an animation ended on. The layout's arrival then does not end it.
     * @param {number} rev
     */
    expects(rev) {
      if (state?.phase === 'trajectory') return state.frames.some((/** @type {FrameState} */ f) => f.rev === rev);
      return state?.phase === 'hold' && !state.fromTable && state.frame?.rev === rev;
    },

    /**
     * A layout of revision `rev` arrived that what is drawn does not cross into (a designer's edit, a
     * new viewport). An animation of the server's, or the rest it ended on, goes on as it is drawn
     * until the server's continuation of it on the new layout (``continueWith``) arrives, which the
     * server sends before any frame of the new revision: a frame of `rev` or later in the stream
     * without one (``frameArrived``) means the edit ended the motion. Anything else (a drag, its
     * predicted settle, a blend) ends at once: the server's frames again. Returns whether it goes on.
     * @param {number} rev
     */
    relayout(rev) {
      if (state?.phase === 'trajectory' || (state?.phase === 'hold' && typeof state.offset === 'number')) {
        state.awaiting = rev;
        return true;
      }
      state = null;
      return false;
    },

    /**
     * The server's continuation of the running animation on a new layout (`"relayout": rev`,
     * docs/sessions.md): the same motion from the moment of the edit, on the clock the animation plays
     * on, so what is drawn goes on where it is and takes the new layout from the continuation's first
     * frame (its moment), as a layout pass on the phone. Ignored when nothing of the server's plays
     * (the stream's frames show it). Returns whether it was taken.
     * @param {{start: number, frames: any[]}} continuation
     * @param {number} now
     */
    continueWith(continuation, now) {
      const offset = state?.phase === 'trajectory' || state?.phase === 'hold' ? state.offset : undefined;
      if (typeof offset !== 'number' || !continuation?.frames?.length) return false;
      const frames = continuation.frames.map((frame) => applyFrame(null, frame));
      if (state.phase === 'trajectory') {
        // A blend-in still running goes on, into the continued frames.
        state = { ...state, frames, awaiting: undefined };
      } else {
        state = { phase: 'trajectory', catchable: false, frames, offset, from: null, previous: null, start: now, frame: frames[0] };
      }
      return true;
    },

    /**
     * A frame of revision `rev` reached the stream: if a relayout's continuation was awaited for `rev`
     * or earlier, none is coming (the edit stopped the motion), and the server's frames are drawn again.
     * @param {number} rev
     */
    frameArrived(rev) {
      if (typeof state?.awaiting === 'number' && rev >= state.awaiting) state = null;
    },

    /** The layout changed (or the page says so): the server's frames again, at once. */
    cancel() {
      state = null;
    },

    /** The finger's gesture was cancelled: a drag it was drawing ends; an animation it did not start plays on. */
    cancelDrag() {
      if (state?.phase === 'drag') state = null;
    },

    /**
     * The state to draw at `now`, or null for the server's. `server` is the timeline's sample at `now`
     * and `latest` the newest frame received.
     * @param {number} now @param {FrameState | null} server @param {FrameState | null} latest
     * @returns {FrameState | null}
     */
    frameAt(now, server, latest) {
      drawn = null;
      if (!state) return null;
      // Drawn from the table: the drag, its settle, and the rest the settle ends in (not a trajectory's).
      const fromTable = state.phase === 'drag' || state.phase === 'settle' || (state.phase === 'hold' && state.fromTable);
      const frame = tableFrameAt(now, server, latest);
      if (fromTable && frame) drawn = buttonFade.apply(frame, now);
      return drawn ?? frame;
    },
  };

  /**
   * The page committed once a settle towards `target` with page `index` committed reaches `position`:
   * pages commit as the position reaches them (Pageboy), towards the target.
   * @param {number} index @param {number} position @param {number} target
   */
  function committed(index, position, target) {
    let page = index;
    while (target > page && position >= page + 1) page += 1;
    while (target < page && position <= page - 1) page -= 1;
    return page;
  }

  /**
   * A predicted settle as the animation it is (``running``): its frames from the table every 60th of a
   * second from the release to the rest, on the browser's clock (offset 0), each with the page the
   * engine holds selected then (Pageboy commits a page as the position reaches it, as ``frameAt`` draws
   * it). A tap or key during the glide is drawn from them (`moving-tap.js`) before the server's answer
   * to the release arrives, a round trip after it (decision 0053).
   * @param {any} settle  the settle state
   * @returns {{frames: any[], offset: number, catchable: boolean} | null}
   */
  function settleRunning(settle) {
    const { curve, target } = settle;
    if (!(curve.end > curve.start)) return null;
    let index = settle.released;
    const frames = [];
    const steps = Math.ceil((curve.end - curve.start) * 60);
    for (let i = 0; i <= steps; i += 1) {
      const t = i === steps ? curve.end : curve.start + i / 60;
      const position = i === steps ? target : curve.value(t);
      index = committed(index, position, target);
      const frame = sample(position, i === steps ? target : index);
      if (!frame) return null;
      frames.push({ ...frame, t });
    }
    return { frames, offset: 0, catchable: true };
  }

  /**
   * Whether a trajectory playing at `now` is still drawn visibly off its own animation by its blend-in:
   * more than `SEEN` page (a late answer blending in from the screen, decision 0041), not the blend of
   * one answer into the same gesture's earlier one, which moves nothing.
   * @param {any} played  a trajectory state
   * @param {number} now
   */
  function stillBlending(played, now) {
    if ((!played.from && !played.previous) || now - played.start >= blendTime) return false;
    const own = playedAt(played.frames, now - played.offset);
    return Math.abs(trajectoryAt(played, now).position - own.position) > SEEN;
  }

  /**
   * A trajectory's state at its session time `time` (its last frame past its end); a slower pager's
   * frames drawn as they are, as the stream's are (frame-timeline.js).
   * @param {FrameState[]} frames @param {number} time
   */
  function playedAt(frames, time) {
    return sampleFrames(frames, time, holdInterval);
  }

  /**
   * What a trajectory draws at `now`: its animation, blended in over `blendTime` from the one it replaced
   * as that one is drawn (itself blended, if it was still blending in), or from the frame it started on.
   * @param {any} played  a trajectory state
   * @param {number} now
   * @returns {FrameState}
   */
  function trajectoryAt(played, now) {
    const own = playedAt(played.frames, now - played.offset);
    const f = (now - played.start) / blendTime;
    if (f >= 1) {
      // Blended in: what it replaced is no longer needed.
      played.previous = null;
      played.from = null;
      return own;
    }
    const from = played.previous ? trajectoryAt(played.previous, now) : played.from;
    return from ? blendFrames({ ...from, rev: own.rev }, own, f) : own;
  }

  /**
   * The state ``frameAt`` draws before the buttons' fade: the table's for a drag, its settle and the
   * hold after it; the server's trajectory, or a blend to the server's frames.
   * @param {number} now @param {FrameState | null} server @param {FrameState | null} latest
   * @returns {FrameState | null}
   */
  function tableFrameAt(now, server, latest) {
    if (!state) return null;
    if (state.phase === 'drag') return state.frame;
    if (state.phase === 'settle') {
      const position = state.curve.value(now);
      const target = state.target;
      state.index = committed(state.index, position, target);
      state.frame = sample(position, state.index) ?? state.frame;
      if (now >= state.curve.end) {
        const rest = sample(target, target) ?? state.frame;
        state = { phase: 'hold', target, index: target, frame: rest, since: now, seen: latest, fromTable: true };
      }
      return state.frame;
    }
    if (state.phase === 'trajectory') {
      const last = state.frames[state.frames.length - 1];
      // Ended: its last frame reached, and its blend-in over (a late one may still be catching up).
      if (now - state.offset >= last.t && (now - state.start >= blendTime || (!state.from && !state.previous))) {
        state = { phase: 'hold', target: last.position, index: last.index, frame: last, since: now, seen: latest, offset: state.offset, awaiting: state.awaiting };
        return last;
      }
      state.frame = trajectoryAt(state, now);
      return state.frame;
    }
    if (state.phase === 'hold') {
      const caughtUp =
        server && latest && server === latest && Math.abs(latest.position - state.target) < 1e-3 && latest.index === state.index;
      if (caughtUp) {
        state = null;
        return null;
      }
      // Nothing new from the server (its stream is down): keep the rest, however long.
      if (now - state.since < holdLimit || !server || latest === state.seen) return state.frame;
      state = { phase: 'blend', from: state.frame, start: now };
    }
    if (state.phase === 'blend') {
      const f = (now - state.start) / blendTime;
      if (f >= 1 || !server) {
        state = null;
        return null;
      }
      // The server's frame wins: mixed in over `blendTime`.
      return blendFrames({ ...state.from, rev: server.rev }, server, f);
    }
    return null;
  }
}
