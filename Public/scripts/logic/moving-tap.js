/**
 * A tap on a tab while the pages still slide, drawn from the click instead of a round trip later
 * (docs/decisions/0045-a-tap-while-the-pages-move-answers-at-once.md). BTabViewController and
 * SwiftUITabPager take such a tap (decision 0035); the server can be asked ahead only about a pager at
 * rest (`hover-ahead.js`), so through a slow link the preview kept heading for the first tab for a round
 * trip and more, as if the tap had been refused, then blended to the server's answer.
 *
 * The position table's rules say what the library does (`drag.tapsWhileMoving`, written by the engine:
 * `{rule, duration, curve, throughPages, barDuration}`), and the animation playing says where the pages
 * are going. From them this module draws what the engine will:
 *
 * - `retarget` (BTabViewController: UIKit adds a second `UIView.animate` of the offset to the first):
 *   position = the running animation's + (tab − where it heads) · curve((t − tap) / duration);
 * - `queue` (SwiftUITabPager: UIPageViewController queues `setViewControllers`): the running slide or
 *   glide ends, then the outgoing and incoming page slide from the page reached to the tab over `duration`;
 * - the bar goes from what is drawn to the table's rest on the tab, ease-in-out over `barDuration`
 *   (the indicator's own timing; the engine's exact track — BTab's spring, SwiftUITabPager's labels —
 *   comes with the server's answer, which `local-motion.js` blends in over 0.15 s).
 *
 * ```js
 * const predicted = movingTap({rules, running, target: 1, at, table, drawn});
 * motion.play(predicted, now, shown, {seamless: true});   // null: nothing to predict, wait for the server
 * ```
 *
 * Pure: no DOM, times passed in (seconds, the browser's clock).
 */

import { interpolateFrames, lastFrameAt, sampleFrames } from './frame-state.js';
import { ease } from './layout-tween.js';

/** How far (pages) past the tab its rest is sampled: inside the table's segment from the tab. */
const REST_INSIDE = 1e-6;

/** The spacing (s) of the frames drawn ahead: the display's 60 Hz; `local-motion.js` mixes between them. */
export const STEP = 1 / 60;

/**
 * The position of `frames` (`{t, position}`, t on the browser's clock) at `t`: straight between frames,
 * the first before them and the last after.
 * @param {{t: number, position: number}[]} frames
 * @param {number} t
 */
export function positionAt(frames, t) {
  if (t <= frames[0].t) return frames[0].position;
  for (let i = 1; i < frames.length; i += 1) {
    const [a, b] = [frames[i - 1], frames[i]];
    if (t <= b.t) return b.t > a.t ? a.position + ((t - a.t) / (b.t - a.t)) * (b.position - a.position) : b.position;
  }
  return frames[frames.length - 1].position;
}

/**
 * The tab the engine holds selected at browser time `at` while `running` plays: the animation's frame
 * then (the last one drawn at or before it). Both libraries select the tab at a tap or key, so during a
 * tap's slide it is the slide's tab; during a swipe's glide, the page the drag last reached.
 * @param {{frames: any[], offset: number}} running
 * @param {number} at
 */
export function selectedAt(running, at) {
  return running.frames[lastFrameAt(running.frames, at, running.offset)].index;
}

/**
 * The pages one sliding strip shows at `position` (the engine's `scrollPlacements`): page k at
 * (k − position) · stride along the axis, the two around the position, none past the ends.
 * @param {any} rules  the table's drag rules (`stride`, `count`, `orientation`, `rightToLeft`, `pages`)
 * @param {number} position
 */
export function stripPages(rules, position) {
  const low = Math.floor(position);
  const size = rules.orientation === 'vertical' ? rules.pages.height : rules.pages.width;
  /** @type {{index: number, x: number, y: number, opacity: number}[]} */
  const pages = [];
  for (const slot of [low, low + 1]) {
    if (slot !== low && position - low <= 1e-9) continue;
    if (slot < 0 || slot >= rules.count) continue;
    const along = (slot - position) * rules.stride;
    if (Math.abs(along) >= size && slot !== low) continue;
    pages.push(placed(rules, slot, along));
  }
  return pages;
}

/**
 * A page `along` points from the pages' origin on the axis (mirrored right to left).
 * @param {any} rules @param {number} index @param {number} along
 */
function placed(rules, index, along) {
  const horizontal = rules.orientation !== 'vertical';
  const x = horizontal ? (rules.rightToLeft ? -along : along) : 0;
  return { index, x, y: horizontal ? 0 : along, opacity: 1 };
}

/**
 * The animation a tap on tab `target` at `at` starts while `running` plays, as the engine will draw it,
 * or null when there is nothing to draw ahead: the library refuses the tap or does not slide
 * (`rules.tapsWhileMoving` null), the tab is the one selected (`selectedAt`; under BTabViewController a
 * swipe's glide is stopped by any tab), or something is missing. A tab the queued slide reaches anyway
 * (SwiftUITabPager) drops what was queued after it: the pages stay there.
 *
 * @param {{
 *   rules: any,
 *   running: {frames: any[], offset: number, catchable?: boolean} | null,
 *   target: number,
 *   at: number,
 *   table: {rev: number, sample: (position: number, index: number) => any} | null,
 *   drawn: any,
 * }} args  `rules`: the table's drag rules; `running`: the animation playing (frames in session time,
 *   `offset` = browser time − session time; the glide the preview predicts for a release, offset 0;
 *   `catchable`: a swipe's glide); `drawn`: the state on screen
 * @returns {{start: number, clientTime: number, frames: any[]} | null}
 */
export function movingTap({ rules, running, target, at, table, drawn }) {
  const taps = rules?.tapsWhileMoving;
  if (!taps || !running?.frames?.length || !table || !drawn || table.rev !== drawn.rev) return null;
  if (!Number.isInteger(target) || target < 0 || target >= rules.count) return null;
  const frames = running.frames.map((/** @type {any} */ f) => ({ ...f, t: f.t + running.offset }));
  const last = frames[frames.length - 1];
  // After the animation's end the pages rest, and the tap is an ordinary one (asked ahead, or answered
  // late: late-start.js).
  if (last.t <= at) return null;
  // A swipe's glide under BTabViewController: any tab, the selected one included, stops it and slides
  // the pages there (`didSelectItemAt` calls `scrollTab` before it compares the tab; decision 0035).
  // Otherwise the tab selected changes nothing, in both libraries and in the engine.
  const glide = running.catchable === true;
  if (!(glide && taps.rule === 'retarget') && target === selectedAt(running, at)) return null;
  // The rest on the tab, from the segment that starts there: the table's knots at a segment's end are
  // taken a hair inside it, where BTabViewController's selected cell (`floor(offset / width)`) is still
  // the page before.
  const rest = table.sample(target + REST_INSIDE, target);
  if (!rest) return null;
  const duration = Math.max(0, taps.duration);
  const barDuration = Math.max(0, taps.barDuration ?? duration);

  /** @type {(t: number) => {position: number, pages: any[]} | null} */
  let pagesAt;
  let end;
  if (taps.rule === 'retarget') {
    if (!taps.throughPages) return null;
    // A swipe's glide stops where it is (a `contentOffset` set stops the deceleration); a slide goes on,
    // the new one added to it (UIKit's additive animations).
    const heads = glide ? drawn.position : Math.round(last.position);
    const base = (/** @type {number} */ t) => (glide ? drawn.position : positionAt(frames, t));
    end = Math.max(at + duration, glide ? at : last.t);
    pagesAt = (t) => {
      const position = base(t) + (target - heads) * ease(taps.curve, duration > 0 ? (t - at) / duration : 1);
      return { position, pages: stripPages(rules, position) };
    };
  } else if (taps.rule === 'queue') {
    // The slide or glide under way ends where the pages show one page again (a glide: its rest, the
    // engine's `settle.then`, decision 0053); a slide queued after it is replaced.
    const arrival = frames.find((f) => f.t >= at && f.pages?.length === 1 && Number.isInteger(f.position)) ?? last;
    const from = Math.round(arrival.position);
    const sign = target > from ? 1 : -1;
    // The tab the pages reach anyway: the slide queued after it is dropped, and they stay there.
    end = from === target ? arrival.t : arrival.t + duration;
    pagesAt = (t) => {
      if (t < arrival.t || from === target) {
        const frame = sampleFrames(frames, Math.min(t, arrival.t));
        return { position: frame.position, pages: frame.pages };
      }
      const share = ease(taps.curve, duration > 0 ? (t - arrival.t) / duration : 1);
      const position = from + (target - from) * share;
      if (taps.throughPages) return { position, pages: stripPages(rules, position) };
      return {
        position,
        pages: [placed(rules, from, -share * rules.stride * sign), placed(rules, target, (1 - share) * rules.stride * sign)],
      };
    };
  } else {
    return null;
  }

  const barFrom = { ...drawn, t: 0, position: 0 };
  const barTo = { ...rest, rev: drawn.rev, t: 1, position: 0 };
  /** @type {any[]} */
  const out = [];
  const steps = Math.ceil((end - at) / STEP);
  for (let i = 0; i <= steps; i += 1) {
    const t = i === steps ? end : at + i * STEP;
    const moved = pagesAt(t);
    if (!moved) return null;
    const share = barDuration > 0 ? Math.min(1, (t - at) / barDuration) : 1;
    const bar = interpolateFrames(barFrom, barTo, ease('easeInOut', share));
    out.push({ ...bar, rev: drawn.rev, seq: drawn.seq, t, index: target, position: moved.position, pages: moved.pages });
  }
  return { start: at, clientTime: at, frames: out };
}
