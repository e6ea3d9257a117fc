/**
 * An arrow key, Home or End on the focused preview, or Previous / Next, while the pages still slide,
 * drawn from the press instead of a round trip later (docs/decisions/0049-keys-while-the-pages-move.md).
 * The engine takes them as it takes a tap on their tab (decision 0035: BTabViewController's
 * `didSelectItemAt`, SwiftUITabPager's selection binding; Pageboy refuses), so they are drawn by
 * `moving-tap.js` once their tab is known. The tab is counted as the engine counts it
 * (`PagerSimulation.press`, `requestedPage`): from the tab selected when the key lands, which during a
 * tap's slide is the slide's tab, not the page the pages are passing; nothing past the ends.
 *
 * ```js
 * const predicted = movingKey({rules, running, question: 'key=ArrowRight', at, table, drawn});
 * motion.play(predicted, now, shown, {seamless: true});   // null: refused or nothing to draw, wait
 * ```
 *
 * Pure: no DOM, times passed in (seconds, the browser's clock).
 */

import { movingTap, selectedAt } from './moving-tap.js';

/**
 * The page a key names (`PagerSimulation.press`): the arrows left and right mirrored right to left,
 * down and up always next and previous, Home and End the ends; undefined for any other key.
 * @param {string} key @param {boolean} rightToLeft
 */
function keyPage(key, rightToLeft) {
  switch (key) {
    case 'ArrowRight': return rightToLeft ? 'previous' : 'next';
    case 'ArrowLeft': return rightToLeft ? 'next' : 'previous';
    case 'ArrowDown': return 'next';
    case 'ArrowUp': return 'previous';
    case 'Home': return 'first';
    case 'End': return 'last';
    default: return undefined;
  }
}

/**
 * The tab a key or control asks for with tab `selected` selected, as the engine resolves it, or null
 * (past the ends, or not a page change): `key=ArrowRight` (`previous` right to left), `key=ArrowLeft`
 * (`next` right to left), `key=ArrowDown` / `ArrowUp`, `key=Home` / `End`, `scrollTo=next`, `previous`,
 * `first`, `last` or a page number.
 * @param {string} question  the what-if question of the press (`hover-ahead.js`)
 * @param {number} selected
 * @param {{count: number, rightToLeft?: boolean}} rules  the table's drag rules
 * @returns {number | null}
 */
export function requestedTab(question, selected, rules) {
  const [kind, name] = String(question).split('=');
  const page = kind === 'key' ? keyPage(name, rules.rightToLeft === true) : kind === 'scrollTo' ? name : undefined;
  let tab;
  if (page === 'next') tab = selected + 1;
  else if (page === 'previous') tab = selected - 1;
  else if (page === 'first') tab = 0;
  else if (page === 'last') tab = rules.count - 1;
  else if (page !== undefined && /^\d+$/.test(page)) tab = Number(page);
  else return null;
  return Number.isInteger(tab) && tab >= 0 && tab < rules.count ? tab : null;
}

/**
 * The animation a key or control press (`question`) at `at` starts while `running` plays, as the
 * engine will draw it, or null where there is nothing to draw ahead (see `movingTap`, and a press past
 * the ends, which the engine refuses).
 * @param {{
 *   rules: any,
 *   running: {frames: any[], offset: number, catchable?: boolean} | null,
 *   question: string,
 *   at: number,
 *   table: {rev: number, sample: (position: number, index: number) => any} | null,
 *   drawn: any,
 * }} args
 * @returns {{start: number, clientTime: number, frames: any[]} | null}
 */
export function movingKey({ rules, running, question, at, table, drawn }) {
  if (!rules?.tapsWhileMoving || !running?.frames?.length) return null;
  const target = requestedTab(question, selectedAt(running, at), rules);
  if (target === null) return null;
  return movingTap({ rules, running, target, at, table, drawn });
}
