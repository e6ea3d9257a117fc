/**
 * A click's animation, played from the click (docs/decisions/0033-a-click-plays-from-the-click.md).
 * A mouse press lasts a few milliseconds, far less than a round trip, so the server's answer to it comes
 * after the animation should have begun. While the mouse rests on something to click on a pager at rest
 * (a tab: `tap=2`; the Next button: `scrollTo=next`), or the preview has the keyboard focus (`key=ArrowRight`),
 * the preview asks the server what the click or key would start (`GET …/what-if?tap=2`); a click on it
 * while the frame that answer was for is still the newest plays it from the click. What a finger may tap
 * (`touch-ahead.js`) is asked about all at once (`ask`, `answers`: `GET …/what-if?q=tap=1,tap=3,…`,
 * decision 0043), so that every answer is there a round trip after the rest.
 *
 * ```
 * const hover = createHoverAhead();
 * hover.over('tap=2', 17);                             // true: ask (the newest frame is 17)
 * hover.answer('tap=2', {frameSeq: 17, trajectory});   // the server's answer
 * hover.forPress('tap=2', 17);                         // trajectory: play it from the click
 * hover.ask(['tap=1', 'tap=3', 'scrollTo=next'], 17);  // ['tap=1', 'tap=3', 'scrollTo=next']: one request
 * hover.answers(['tap=1', 'tap=3', 'scrollTo=next'], {'tap=1': {frameSeq: 17, trajectory}, …});
 * ```
 *
 * Pure: no timers, no requests.
 */

/** The most questions asked in one request (the server takes 12: docs/api.md). */
export const MOST_QUESTIONS = 12;

export function createHoverAhead() {
  /** The frame each thing was last asked about on: asked once per frame, answered or not. */
  /** @type {Map<string, number>} */
  const asked = new Map();
  /** Whether an answer is awaited. */
  let waiting = false;
  /** The answers, by what they are about: each holds for its frame only. */
  /** @type {Map<string, {frameSeq: number, trajectory: any}>} */
  const known = new Map();

  /**
   * What a click or key press may come on (`candidates`, most likely first) while frame `seq` is the
   * newest, on a pager at rest: the questions to ask the server now, in one request (`GET
   * …/what-if?q=…`, decision 0043), at most `most`, none asked before on this frame; none while an
   * answer is awaited (ask again when it comes).
   * @param {string[]} candidates
   * @param {number} seq
   * @param {number} [most]
   * @returns {string[]}
   */
  function ask(candidates, seq, most = MOST_QUESTIONS) {
    if (waiting) return [];
    /** @type {string[]} */
    const questions = [];
    for (const what of candidates) {
      if (questions.length >= most) break;
      // A failed request is not repeated on its frame either (offline, two things would take turns).
      if (asked.get(what) === seq || known.get(what)?.frameSeq === seq || questions.includes(what)) continue;
      questions.push(what);
    }
    if (questions.length === 0) return questions;
    // What was asked and answered about older frames no longer holds.
    for (const [key, entry] of known) if (entry.frameSeq < seq) known.delete(key);
    for (const [key, frame] of asked) if (frame < seq) asked.delete(key);
    for (const what of questions) asked.set(what, seq);
    waiting = true;
    return questions;
  }

  /**
   * The server's answers to `questions` (`ask`'s), by question (`{frameSeq, trajectory?}` each), or
   * null when the request failed.
   * @param {string[]} questions
   * @param {Record<string, any> | null} byQuestion
   */
  function answers(questions, byQuestion) {
    waiting = false;
    for (const what of questions) {
      const answer = byQuestion?.[what];
      if (typeof answer?.frameSeq !== 'number') continue;
      known.set(what, { frameSeq: answer.frameSeq, trajectory: answer.trajectory ?? null });
    }
  }

  return {
    ask,
    answers,

    /**
     * The mouse is over `what` (null: over nothing to click), or a key may be pressed, while frame `seq`
     * is the newest, on a pager at rest: whether to ask the server now. Once per thing and frame; never
     * while an answer is awaited (ask again when it comes).
     * @param {string | null} what
     * @param {number} seq
     */
    over(what, seq) {
      return what !== null && ask([what], seq).length === 1;
    },

    /**
     * The server's answer about `what` (`{frameSeq, trajectory?}`), or null when the request failed.
     * @param {string} what
     * @param {any} answer
     */
    answer(what, answer) {
      answers([what], answer ? { [what]: answer } : null);
    },

    /**
     * A click on (or key press of) `what` while frame `seq` is the newest: the animation it starts, if
     * the server said so for this thing on this frame, else null.
     * @param {string | null} what
     * @param {number | undefined} seq
     */
    forPress(what, seq) {
      const entry = what === null ? undefined : known.get(what);
      return entry && entry.frameSeq === seq ? entry.trajectory : null;
    },

    /** A new session: nothing asked or known holds. */
    reset() {
      asked.clear();
      waiting = false;
      known.clear();
    },
  };
}
