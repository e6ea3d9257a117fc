/**
 * The embed page (`/embed/{slug}`, `/embed/{slug}/v/{n}`): the saved pager for an `<iframe>`, with no
 * controls. The server renders the pager (`/c/{slug}/preview.png`); this module picks the image scale for
 * the screen's pixel ratio and lets the viewer play the tab-to-tab animation (`preview.apng`).
 *
 * The live, draggable preview needs the playground's canvas renderer, which this page does not load
 * yet; docs/preview.md says how the embed will import it.
 */

/**
 * The `?scale=` of the still image for a screen's pixel ratio: 3 above 2, else 2. Never 1: frames
 * usually show the phone smaller than life, and some browsers report 1 inside cross-origin frames.
 * @param {number} ratio  `window.devicePixelRatio`
 * @returns {2 | 3}
 */
export function scaleFor(ratio) {
  return ratio > 2 ? 3 : 2;
}

/**
 * The `?scale=` of the animation: 1 on low-density screens, else 2 (an APNG redraws the whole phone
 * every frame, so it stays at most 2×: about 0.7 MB).
 * @param {number} ratio  `window.devicePixelRatio`
 * @returns {1 | 2}
 */
export function animationScaleFor(ratio) {
  return ratio >= 1.5 ? 2 : 1;
}

/**
 * @param {HTMLElement} element
 */
function mount(element) {
  const image = /** @type {HTMLImageElement | null} */ (element.querySelector('[data-image]'));
  const play = /** @type {HTMLButtonElement | null} */ (element.querySelector('[data-play]'));
  const still = element.dataset.preview;
  const animation = element.dataset.animation;
  if (!image || !still) return;
  const ratio = window.devicePixelRatio || 1;
  const stillSource = `${still}?scale=${scaleFor(ratio)}`;
  image.src = stillSource;
  if (!play || !animation) return;
  let playing = false;
  play.hidden = false;
  play.addEventListener('click', () => {
    playing = !playing;
    image.src = playing ? `${animation}?scale=${animationScaleFor(ratio)}` : stillSource;
    play.textContent = playing ? 'Show still' : 'Play transition';
    play.setAttribute('aria-pressed', String(playing));
  });
}

if (typeof document !== 'undefined') {
  const root = /** @type {HTMLElement | null} */ (document.querySelector('[data-embed]'));
  if (root) mount(root);
}
