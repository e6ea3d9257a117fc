/**
 * The position scrubber under the preview: drag it to set the pager's fractional position
 * (`scrub` inputs, half a page of overscroll at each end); releasing it settles to the nearest page
 * (`scrubEnd`). With the arrow keys the position holds between presses and settles when the slider
 * loses focus or on Enter or Escape (each press fires `change`, which would settle every 0.01 step).
 * Previous/next buttons page with `scrollTo`; Reload sends `reload` (Pageboy's `reloadData()`). While not scrubbing it follows the stream's position.
 * Under TabBarController's behaviour, push and pop buttons send `navigation` inputs: a page pushed on the
 * selected tab's navigation stack (which hides the bar with `bar.hidesBottomBarWhenPushed`).
 * Previous and Next tell `ahead` (the preview) when the mouse rests on them or they have the focus, so
 * that their transition plays from the click rather than a round trip later (`hover-ahead.js`).
 */

import { h } from './dom.js';
import { scrubRange } from '../logic/geometry.js';
import { paintRangeFill } from '../logic/range-fill.js';

/**
 * @param {HTMLElement} el  `[data-scrubber]`
 * @param {{send: (event: Record<string, unknown>) => void,
 *   ahead?: {hoverControl: (question: string, on: boolean) => void, playAhead: (question: string, t: number) => void}}} deps
 */
export function Scrubber(el, { send, ahead }) {
  let scrubbing = false;
  const now = () => performance.now() / 1000;
  const range = /** @type {HTMLInputElement} */ (
    h('input', { type: 'range', id: 'scrub-position', class: 'scrubber__range', min: '-0.5', max: '4.5', step: '0.01', value: '0' })
  );
  const output = h('output', { class: 'scrubber__value', for: 'scrub-position' }, '0.00');
  const end = () => {
    if (!scrubbing) return;
    scrubbing = false;
    send({ type: 'scrubEnd', t: now() });
  };
  paintRangeFill(range);
  range.addEventListener('input', () => {
    paintRangeFill(range);
    scrubbing = true;
    output.textContent = Number(range.value).toFixed(2);
    send({ type: 'scrub', t: now(), position: Number(range.value) });
  });
  let byKeyboard = false;
  range.addEventListener('keydown', (event) => {
    byKeyboard = true;
    if (event.key === 'Enter' || event.key === 'Escape') end();
  });
  range.addEventListener('pointerdown', () => {
    byKeyboard = false;
  });
  range.addEventListener('change', () => {
    if (!byKeyboard) end();
  });
  range.addEventListener('pointerup', end);
  range.addEventListener('blur', end);
  /** A button that scrolls to `page`, its transition asked of the server while the mouse rests on it. */
  const scrollButton = (/** @type {'previous' | 'next'} */ page, /** @type {string} */ text) => {
    const question = `scrollTo=${page}`;
    const button = h('button', {
      type: 'button', class: 'button button--small',
      // Stamped with the click's own moment, as the preview's keys and taps are: the press is drawn and
      // played from it (decision 0049; the handler can run milliseconds later on a busy page).
      onclick: (/** @type {MouseEvent} */ event) => {
        const t = event.timeStamp / 1000;
        ahead?.playAhead(question, t);
        send({ type: 'scrollTo', t, page });
      },
    }, text);
    // Asked about while the mouse is on it or it has the focus (Enter and Space click it too).
    let pointed = false;
    const update = () => ahead?.hoverControl(question, pointed || document.activeElement === button);
    button.addEventListener('pointerenter', () => {
      pointed = true;
      update();
    });
    button.addEventListener('pointerleave', () => {
      pointed = false;
      update();
    });
    button.addEventListener('focus', update);
    button.addEventListener('blur', () => queueMicrotask(update));
    return button;
  };
  const previous = scrollButton('previous', '‹ Previous');
  const next = scrollButton('next', 'Next ›');
  // Pageboy's reloadData(): back to the default page, with didScrollToPage and didReload in the log.
  const reload = h('button', { type: 'button', class: 'button button--small', title: "Pageboy's reloadData(): back to the default page", onclick: () => send({ type: 'reload', t: now() }) }, 'Reload');
  /** @param {'push' | 'pop'} action @param {string} text */
  const navigation = (action, text) =>
    h('button', { type: 'button', class: 'button button--small', hidden: true, 'data-navigation': action, onclick: () => send({ type: 'navigation', t: now(), action }) }, text);
  const push = navigation('push', 'Push page');
  const pop = navigation('pop', 'Pop');
  el.replaceChildren(
    previous,
    h('label', { class: 'scrubber__label', for: 'scrub-position' }, 'Position'),
    range,
    output,
    next,
    reload,
    push,
    pop,
  );
  return {
    /**
     * @param {number} count  pages
     * @param {string} [behavior]  the layout's `behavior`: push and pop show for `tabBarController`
     */
    update(count, behavior) {
      const stacks = behavior === 'tabBarController';
      push.hidden = !stacks;
      pop.hidden = !stacks;
      const { min, max } = scrubRange(count);
      range.min = String(min);
      range.max = String(max);
      paintRangeFill(range);
    },

    /**
     * The position the preview drew last (in slow motion, behind the newest frame received; during a
     * drag it draws itself, ahead of it), unless the designer is moving the slider.
     * @param {number} position
     */
    show(position) {
      if (scrubbing || !Number.isFinite(position)) return;
      range.value = String(position);
      paintRangeFill(range);
      output.textContent = position.toFixed(2);
    },
  };
}
