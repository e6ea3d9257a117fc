/**
 * The bottom bar's jump on a phone (`[data-jump]`, shown under 600 px by `touch.css`): down to the side
 * panel's tab strip while it is out of sight, back up to the options once it is in view (`phone-jump.js`).
 * The page's `scroll-padding-top` lands either one just under the pinned preview.
 */

import { jumpFor } from '../logic/phone-jump.js';

/** The bottom bar's height: its 44 pt buttons 12 px above the edge, with a little room. */
const BOTTOM_BAR = 68;

/**
 * @param {HTMLButtonElement} button
 * @param {{side: HTMLElement, options: HTMLElement}} places
 */
export function PhoneJump(button, { side, options }) {
  let jump = jumpFor(Infinity, 0, 0);
  const update = () => {
    if (button.getClientRects().length === 0) return;
    const next = jumpFor(side.getBoundingClientRect().top, window.innerHeight, BOTTOM_BAR);
    if (next === jump && button.textContent) return;
    jump = next;
    button.textContent = jump.label;
    button.setAttribute('aria-label', jump.name);
    button.dataset.target = jump.target;
  };
  button.addEventListener('click', () => {
    const place = jump.target === 'side' ? side : options;
    place.scrollIntoView({ block: 'start' });
    // The keyboard and a screen reader go along: to the side panel's selected tab.
    if (jump.target === 'side') side.querySelector('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
    update();
  });
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  update();
  return { update };
}
