/**
 * A tap on a tab within a round trip of a rest, drawn from the click instead of a round trip later
 * (docs/decisions/0050-a-tap-within-a-round-trip-of-a-rest.md). The what-if answers (`hover-ahead.js`)
 * are for the rest the server's frames show, and a new rest's come a round trip after the server's frames
 * reach it, about two after the browser drew it; the answer to the touch (`tap-ahead.js`) comes a round
 * trip after the press. A click in between waited, the pages held still, which looks like a dropped tap.
 *
 * The position table's rules say what a tap on resting pages starts (`drag.tapAtRest`, written by the
 * engine: `{duration, curve, throughPages, barDuration}`, the slide of `tap(index:)`): the pages slide
 * from the page at rest to the tab, through the pages between (one scroll view, BTabViewController) or
 * the outgoing and incoming page only (UIPageViewController); the bar goes to the table's rest on the
 * tab. That is the slide `moving-tap.js` draws after a running animation (a retarget of a slide that has
 * ended, a slide queued after one), so it is drawn as a tap after an animation that is just the rest.
 *
 * ```js
 * if (pagesRest({phase, running, drawn, settled, at, since})) …   // the drawn pages rest and will not move
 * const predicted = restTap({rules, target, at, table, drawn, downAtRest});
 * motion.play(predicted, now, shown, {seamless: true});     // null: nothing to draw, wait for the server
 * ```
 *
 * An arrow key, Home or End on the focused preview, or Previous / Next, is a tap on the tab the engine
 * names for it (`PagerSimulation.press`, counted from the tab at rest; decisions 0049 and 0054):
 * `restKey({rules, question, at, table, drawn})`.
 *
 * Pure: no DOM, times passed in (seconds, the browser's clock).
 */

import { requestedTab } from './moving-key.js';
import { movingTap } from './moving-tap.js';

/** How far (pages) from a whole page the pages may be and count as resting on it. */
const WHOLE = 1e-6;

/**
 * Whether the pages drawn (`drawn`) rest on a page at `at` and nothing drawn will move them: nothing of
 * the preview's own plays (`phase` null) and what is drawn is the server's newest frame (`settled`), or
 * the preview holds a rest it drew (`hold`), or the animation it plays (`running`: frames in session time,
 * `offset` = browser time − session time) has brought the pages to rest and only the bar still moves.
 * `since`: when the pages were first drawn where they are; an event of an earlier moment, handled late
 * on a busy page, came while they still moved (as the engine, which plays the same animation on the
 * same clock, saw it).
 * @param {{phase: string | null, running: {frames: any[], offset: number} | null, drawn: any, settled: boolean, at: number, since?: number}} args
 */
export function pagesRest({ phase, running, drawn, settled, at, since = -Infinity }) {
  if (!drawn || Math.abs(drawn.position - Math.round(drawn.position)) > WHOLE || at < since) return false;
  if (phase === null) return settled;
  if (phase === 'hold') return true;
  if (phase !== 'trajectory' || !running?.frames?.length) return false;
  return running.frames.every(
    (/** @type {any} */ f) => f.t + running.offset < at || Math.abs(f.position - drawn.position) <= WHOLE,
  );
}

/**
 * The animation a tap on tab `target`, lifted at `at` on pages drawn at rest (`drawn`, see `pagesRest`),
 * starts as the engine will draw it, or null where there is nothing to draw: a tap does not slide the
 * pages (`rules.tapAtRest` null: TabBarController's instant switch, reduce motion, a custom transition,
 * an infinite pager), the tab is the one shown, the touch went down while the pages moved under a library
 * that takes no touch then (`downAtRest` false without `rules.tapsWhileMoving`: Pageboy's
 * `scrollToPage` refuses, decision 0035), or the table is not the drawn layout's.
 *
 * @param {{rules: any, target: number, at: number, table: any, drawn: any, downAtRest: boolean}} args
 * @returns {{start: number, clientTime: number, frames: any[]} | null}
 */
export function restTap({ rules, target, at, table, drawn, downAtRest }) {
  const slide = rules?.tapAtRest;
  if (!slide || !drawn || !Number.isInteger(target)) return null;
  if (!downAtRest && !rules.tapsWhileMoving) return null;
  // The pages at rest as an animation that has just ended: a retarget of it (one scroll view through
  // the pages) or a slide queued after it (the outgoing and incoming page) is the tap's slide from there.
  const rest = { ...drawn, position: Math.round(drawn.position), pages: drawn.pages };
  const running = { frames: [{ ...rest, t: at - 1e-6 }, { ...rest, t: at + 1e-6 }], offset: 0 };
  const rule = slide.throughPages ? 'retarget' : 'queue';
  return movingTap({ rules: { ...rules, tapsWhileMoving: { ...slide, rule } }, running, target, at, table, drawn: rest });
}

/**
 * The animation a key or control press (`question`, as `hover-ahead.js` asks it: `key=ArrowRight`,
 * `scrollTo=next`…) at `at` starts on pages drawn at rest, as the engine will draw it: a tap on the tab it
 * names, counted from the tab at rest (`moving-key.js` `requestedTab`); null past the ends (the engine
 * refuses it) or where `restTap` draws nothing. A key has no touch going down, so Pageboy's refusal of a
 * touch during a slide does not apply.
 * @param {{rules: any, question: string, at: number, table: any, drawn: any}} args
 * @returns {{start: number, clientTime: number, frames: any[]} | null}
 */
export function restKey({ rules, question, at, table, drawn }) {
  if (!rules || !drawn) return null;
  const target = requestedTab(question, drawn.index, rules);
  if (target === null) return null;
  return restTap({ rules, target, at, table, drawn, downAtRest: true });
}
