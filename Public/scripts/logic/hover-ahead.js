/**
 * A click's animation, played from its release (docs/decisions/0033-a-click-plays-from-the-release.md).
 * A mouse press lasts a few milliseconds, far less than a round trip, so the answer to the press
 * (`tap-ahead.js`) comes too late for it. While the mouse rests over a tab on a pager at rest, the preview
 * asks the server what a tap there would start (`GET …/tap-trajectory`); a press on that tab while the
 * frame that answer was for is still the newest plays it from the release.
 *
 * ```
 * const hover = createHoverAhead();
 * hover.over(2, 17);                          // true: ask about tab 2 (the newest frame is 17)
 * hover.answer(2, {frameSeq: 17, tapTrajectory}); // the server's answer
 * hover.forPress(2, 17);                      // tapTrajectory: play it when the press lifts
 * ```
 *
 * Pure: no timers, no requests.
 */

export function createHoverAhead() {
  /** The tab and frame last asked about, and whether its answer is still awaited. */
  /** @type {{index: number, seq: number, waiting: boolean} | null} */
  let asked = null;
  /** @type {{index: number, frameSeq: number, trajectory: any} | null} */
  let known = null;

  return {
    /**
     * The mouse is over tab `index` (null: over none) while frame `seq` is the newest, on a pager at
     * rest: whether to ask the server now. Once per tab and frame; never while an answer is awaited (ask
     * again when it comes).
     * @param {number | null} index
     * @param {number} seq
     */
    over(index, seq) {
      if (index === null || asked?.waiting) return false;
      if (asked && asked.index === index && asked.seq === seq) return false;
      if (known && known.index === index && known.frameSeq === seq) return false;
      asked = { index, seq, waiting: true };
      return true;
    },

    /**
     * The server's answer about tab `index` (`{frameSeq, tapTrajectory?}`), or null when the request
     * failed.
     * @param {number} index
     * @param {any} answer
     */
    answer(index, answer) {
      if (asked?.index === index) asked.waiting = false;
      if (typeof answer?.frameSeq !== 'number') return;
      known = { index, frameSeq: answer.frameSeq, trajectory: answer.tapTrajectory ?? null };
    },

    /**
     * A press on tab `index` while frame `seq` is the newest: the animation a tap there starts, if the
     * server said so for this tab on this frame, else null.
     * @param {number | null} index
     * @param {number | undefined} seq
     */
    forPress(index, seq) {
      if (index === null || !known || known.index !== index || known.frameSeq !== seq) return null;
      return known.trajectory;
    },

    /** A new session: nothing asked or known holds. */
    reset() {
      asked = null;
      known = null;
    },
  };
}
