/**
 * The fade of buttons whose selection a drag moves, for a drag the browser draws itself from the
 * position table (`local-motion.js`). The table's knots switch `snap` buttons at a position (Tabman:
 * the half; BTabViewController: the page); the engine then fades them over the table's `buttonsFade`
 * seconds, ease-in-out (docs/simulation.md: `TMBarViewUpdateHandler` updates `snap` buttons inside
 * `UIView.animate`). This draws the same fade on the browser's clock: from the buttons drawn when the
 * selected button changed to the table's, so a flip back midway fades back from where it had got to.
 *
 * ```js
 * const fade = createButtonFade(0.25);
 * const drawn = fade.apply(tableFrame, now);   // tableFrame with its buttons part-way, or itself
 * ```
 */

import { interpolateFrames } from './frame-state.js';
import { ease } from './layout-tween.js';

/** @param {number} duration seconds; 0 (or less) draws the table's buttons as they are */
export function createButtonFade(duration) {
  /** @type {any[] | null} the buttons last drawn */
  let shown = null;
  /** The selected button of the last frame given (−1: none). */
  let selected = /** @type {number | null} */ (null);
  /** @type {{from: any[], start: number} | null} */
  let fade = null;

  return {
    /**
     * `frame` (a table sample) with its buttons as the fade shows them at `now` (seconds).
     * @param {any} frame
     * @param {number} now
     */
    apply(frame, now) {
      if (!(duration > 0) || !frame?.buttons) return frame;
      const next = frame.buttons.findIndex((/** @type {any} */ button) => button.selected);
      if (selected !== null && next !== selected && shown && shown.length === frame.buttons.length) {
        fade = { from: shown, start: now };
      }
      selected = next;
      let buttons = frame.buttons;
      if (fade) {
        const share = (now - fade.start) / duration;
        if (share >= 1) {
          fade = null;
        } else {
          const from = { ...frame, t: 0, buttons: fade.from };
          buttons = interpolateFrames(from, { ...frame, t: 1 }, ease('easeInOut', share)).buttons;
        }
      }
      shown = buttons;
      return buttons === frame.buttons ? frame : { ...frame, buttons };
    },
  };
}
