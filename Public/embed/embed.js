/**
 * The embed page (`/embed/{slug}`, `/embed/{slug}/v/{n}`): the saved pager for an `<iframe>`, with no
 * controls. The server renders the pager (`/c/{slug}/preview.png`); this module picks the image scale for
 * the screen's pixel ratio and lets the viewer play the tab-to-tab animation (`preview.apng`).
 *
 * The live, draggable preview needs the playground's canvas renderer, which this page does not load
 * yet; docs/preview.md says how the embed will import it.
 */

const root = /** @type {HTMLElement | null} */ (document.querySelector('[data-embed]'));

/**
 * The `?scale=` (1, 2 or 3) that draws `preview` sharply on this screen.
 * @param {number} ratio  `window.devicePixelRatio`
 * @returns {1 | 2 | 3}
 */
export function scaleFor(ratio) {
  if (!(ratio > 1)) return 1;
  return ratio > 2 ? 3 : 2;
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
  const scale = scaleFor(window.devicePixelRatio || 1);
  const stillSource = `${still}?scale=${scale}`;
  image.src = stillSource;
  if (!play || !animation) return;
  let playing = false;
  play.hidden = false;
  play.addEventListener('click', () => {
    playing = !playing;
    image.src = playing ? `${animation}?scale=${Math.min(scale, 2)}` : stillSource;
    play.textContent = playing ? 'Show still' : 'Play transition';
    play.setAttribute('aria-pressed', String(playing));
  });
}

if (root) mount(root);
