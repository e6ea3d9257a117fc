/**
 * A layout's `transition` (docs/frames.md): Tabman re-lays its bar out over 0.2 s ease-in when a tab's
 * title or badge changes, so while such a layout comes in the buttons move from the frames of the
 * layout shown before to the new ones. The frames the server streams meanwhile already carry the
 * indicator's part. Pure: the preview asks for the layout to draw at each animation frame.
 *
 * ```js
 * let tween = startTween(shownLayout, incoming, now);
 * const { layout, done } = tweenedLayout(tween, later);
 * ```
 */

/** Cubic Bézier control points (x1, y1, x2, y2) of the curves the server names. */
const CURVES = {
  easeIn: [0.42, 0, 1, 1],
  easeOut: [0, 0, 0.58, 1],
  easeInOut: [0.42, 0, 0.58, 1],
};

/**
 * The share of the change done at `x` (0…1) of the time along `curve` (`linear` or a name above).
 * @param {string} curve
 * @param {number} x
 */
export function ease(curve, x) {
  const u = Math.min(Math.max(x, 0), 1);
  const points = CURVES[/** @type {keyof typeof CURVES} */ (curve)];
  if (!points || u === 0 || u === 1) return u;
  const [x1, y1, x2, y2] = points;
  const at = (/** @type {number} */ s, /** @type {number} */ p1, /** @type {number} */ p2) =>
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s;
  // Bisection on x(s) = u: monotonic for these curves; 40 halvings are below 1e-12.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2;
    if (at(middle, x1, x2) < u) low = middle;
    else high = middle;
  }
  return at((low + high) / 2, y1, y2);
}

/**
 * A tween from the layout shown to `next`, or null when `next` has no transition or the buttons do not
 * pair up (a tab added or removed: Tabman reloads those without animation).
 * @param {any} shown
 * @param {any} next
 * @param {number} now  seconds
 */
export function startTween(shown, next, now) {
  const transition = next?.transition;
  if (!shown || !transition || !(transition.duration > 0)) return null;
  if ((shown.buttons?.length ?? 0) !== (next.buttons?.length ?? 0)) return null;
  return { from: shown, to: next, start: now, duration: transition.duration, curve: String(transition.curve) };
}

/**
 * The layout to draw at `now`: the new one with every button's rectangles part-way from the old ones.
 * @param {{from: any, to: any, start: number, duration: number, curve: string}} tween
 * @param {number} now  seconds
 * @returns {{layout: any, done: boolean}}
 */
export function tweenedLayout(tween, now) {
  const share = ease(tween.curve, (now - tween.start) / tween.duration);
  if (share >= 1 || now - tween.start >= tween.duration) return { layout: tween.to, done: true };
  const buttons = tween.to.buttons.map((/** @type {any} */ button, /** @type {number} */ index) =>
    mixButton(tween.from.buttons[index], button, share),
  );
  const separators = tween.to.buttonSeparators;
  const oldFrames = tween.from.buttonSeparators?.frames;
  const frames =
    separators && oldFrames && oldFrames.length === separators.frames?.length
      ? separators.frames.map((/** @type {any} */ frame, /** @type {number} */ index) =>
          mixRect(oldFrames[index], frame, share),
        )
      : separators?.frames;
  return { layout: { ...tween.to, buttons, buttonSeparators: separators && { ...separators, frames } }, done: false };
}

/**
 * @param {any} from
 * @param {any} to
 * @param {number} share
 */
function mixButton(from, to, share) {
  if (!from) return to;
  const result = { ...to, frame: mixRect(from.frame, to.frame, share), labelFrame: mixRect(from.labelFrame, to.labelFrame, share) };
  for (const part of ['badge', 'image']) {
    if (from[part]?.frame && to[part]?.frame) {
      result[part] = { ...to[part], frame: mixRect(from[part].frame, to[part].frame, share) };
    }
  }
  return result;
}

/**
 * @param {any} a
 * @param {any} b
 * @param {number} share
 */
function mixRect(a, b, share) {
  if (!a || !b) return b;
  return {
    x: a.x + (b.x - a.x) * share,
    y: a.y + (b.y - a.y) * share,
    width: a.width + (b.width - a.width) * share,
    height: a.height + (b.height - a.height) * share,
  };
}
