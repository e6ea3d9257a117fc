/**
 * What a finger may press next on a pager at rest, to ask the server about before it does
 * (docs/decisions/0041-a-walk-on-the-phone.md). A mouse rests on what it will click, so the preview asks
 * about that one thing (`hover-ahead.js`, decision 0033); a finger gives no warning, and a finger's tap
 * (50–120 ms down) is shorter than a slow link's round trip, so the answer to the touch itself came after
 * the lift and the pages started late and far along. On a touch screen the preview asks instead about
 * every tab the bar shows, nearest the selected one first, and the Next and Previous buttons; a tap then
 * plays from the lift as a click does from the click.
 *
 * ```js
 * touchQuestions(layout, frame)  // ['tap=1', 'tap=2', 'tap=3', 'tap=4', 'scrollTo=next', 'scrollTo=previous']
 * ```
 *
 * Pure: no DOM, no requests.
 */

import { elementFrame } from './geometry.js';

/** At most this many tabs are asked about after each rest (a 24-tab bar shows about six anyway). */
export const MOST_TABS = 8;

/**
 * The questions (`hover-ahead.js` form) for what a finger may press next at `frame`: `tap=N` for each tab
 * other than the selected one whose button's centre is inside the bar's scrolling area (nearest the
 * selected tab first, at most `limit`), then `scrollTo=next` and `scrollTo=previous` (those two alone without a
 * layout or frame).
 * @param {any} layout
 * @param {any} frame
 * @param {{limit?: number}} [options]
 * @returns {string[]}
 */
export function touchQuestions(layout, frame, { limit = MOST_TABS } = {}) {
  const buttons = ['scrollTo=next', 'scrollTo=previous'];
  const area = layout?.bar?.scrollFrame;
  if (!area || !frame) return buttons;
  const move = frame.barTransform ?? { x: 0, y: 0 };
  const left = area.x + move.x;
  const top = area.y + move.y;
  /** @type {number[]} */
  const shown = [];
  for (const button of layout.buttons ?? []) {
    if (button.index === frame.index) continue;
    const rect = elementFrame(layout, frame, { kind: 'tab', index: button.index });
    if (!rect) continue;
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    if (cx >= left && cx < left + area.width && cy >= top && cy < top + area.height) shown.push(button.index);
  }
  shown.sort((a, b) => Math.abs(a - frame.index) - Math.abs(b - frame.index) || a - b);
  return [...shown.slice(0, limit).map((index) => `tap=${index}`), ...buttons];
}
