/**
 * The engine's rules for a finger on the pages (`PagerSimulation+Pointer.swift`, `+Drag.swift`), as the
 * server states them in the position table's `drag`: so the browser knows, at every pointer move, the
 * position the engine will show — and where a release will settle — before the server says so.
 *
 * - A touch becomes a drag once it has moved more than `slop` points from where it went down.
 * - Then the position follows the finger 1:1 from where the drag began (`stride` points a page, the
 *   horizontal axis mirrored right to left), rubber-banded past the ends when the pages bounce
 *   (UIScrollView: an overshoot `x` against `d` shows as `(1 − 1/(x·c/d + 1))·d`), else stopped there.
 * - The committed page follows as Pageboy commits it: as soon as the position reaches a page.
 * - A release picks the page as UIScrollView paging does (`PagingDecision`): a flick faster than
 *   `flickVelocity` pages a second goes one page its way, else the nearer page, at most one page from
 *   the one the drag began on; the velocity is the least-squares slope of the last `velocityWindow`
 *   seconds of positions. It settles along `SettleCurve`: a cubic from the release position and
 *   velocity to rest on the page, `minimum + perPage · distance` seconds (at most `maximum`, sooner for
 *   a fast flick).
 *
 * ```js
 * const drag = startDrag(rules, { position: 0, index: 0, x: 300, y: 400 });
 * drag.move(250, 400, t);          // {position, index} once past the slop, else null
 * const settle = drag.release(t);  // {target, curve} or null (it never became a drag)
 * settle.curve.value(t + 0.1);
 * ```
 */

/** @param {number} distance @param {number} dimension @param {number} c */
export function resisted(distance, dimension, c) {
  if (dimension <= 0) return 0;
  const shown = (1 - 1 / ((Math.abs(distance) * c) / dimension + 1)) * dimension;
  return distance < 0 ? -shown : shown;
}

/** @param {number} shown @param {number} dimension @param {number} c */
export function unresisted(shown, dimension, c) {
  if (dimension <= 0) return 0;
  const magnitude = Math.min(Math.abs(shown), dimension * 0.999999);
  const distance = ((1 / (1 - magnitude / dimension) - 1) * dimension) / c;
  return shown < 0 ? -distance : distance;
}

/**
 * `SettleCurve`: from `from` moving at `velocity` to rest on `to`, starting at `start` (s).
 * @param {number} from @param {number} to @param {number} velocity @param {number} start
 * @param {{minimum: number, maximum: number, perPage: number}} settle
 */
export function settleCurve(from, to, velocity, start, settle) {
  const distance = to - from;
  let duration = Math.min(settle.maximum, settle.minimum + settle.perPage * Math.abs(distance));
  if (distance !== 0 && velocity * distance > 0) {
    duration = Math.max(settle.minimum, Math.min(duration, (3 * Math.abs(distance)) / Math.abs(velocity)));
  }
  let v = 0;
  if (distance !== 0 && velocity * distance >= 0) {
    const limit = (3 * Math.abs(distance)) / Math.max(duration, 1e-9);
    v = velocity > 0 ? Math.min(velocity, limit) : Math.max(velocity, -limit);
  }
  return {
    from,
    to,
    start,
    duration,
    end: start + duration,
    /** @param {number} t */
    value(t) {
      if (duration <= 0 || t >= start + duration) return to;
      const u = Math.max(0, (t - start) / duration);
      const u2 = u * u;
      const u3 = u2 * u;
      return (2 * u3 - 3 * u2 + 1) * from + (u3 - 2 * u2 + u) * duration * v + (-2 * u3 + 3 * u2) * to;
    },
  };
}

/**
 * The least-squares slope of `samples` ([t, value]) within `window` seconds of `t`; 0 with fewer
 * than two (`VelocityTracker`).
 * @param {[number, number][]} samples @param {number} t @param {number} window
 */
export function velocityAt(samples, t, window) {
  const recent = samples.filter(([time]) => t - time <= window + 1e-9);
  if (recent.length < 2) return 0;
  const n = recent.length;
  const meanT = recent.reduce((s, [time]) => s + time, 0) / n;
  const meanV = recent.reduce((s, [, value]) => s + value, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [time, value] of recent) {
    covariance += (time - meanT) * (value - meanV);
    variance += (time - meanT) ** 2;
  }
  return variance > 1e-12 ? covariance / variance : 0;
}

/**
 * A drag of the pages from a resting `position` and committed `index`, the finger down at (`x`, `y`)
 * in viewport points.
 * @param {import('./position-table.js').DragRules} rules
 * @param {{position: number, index: number, x: number, y: number}} start
 */
export function startDrag(rules, start) {
  const upper = Math.max(rules.count - 1, 0);
  const stride = rules.stride;
  let dragging = false;
  let startPoint = { x: start.x, y: start.y };
  let startRaw = 0;
  let index = start.index;
  const startPage = start.index;
  let position = start.position;
  /** @type {[number, number][]} */
  const samples = [];

  const displayed = (raw) => {
    if (raw < 0) return rules.bounces ? resisted(raw * stride, stride, rules.rubberBand) / stride : 0;
    if (raw > upper) return rules.bounces ? upper + resisted((raw - upper) * stride, stride, rules.rubberBand) / stride : upper;
    return raw;
  };
  const unresistedPosition = (shown) => {
    if (!rules.bounces) return shown;
    if (shown < 0) return unresisted(shown * stride, stride, rules.rubberBand) / stride;
    if (shown > upper) return upper + unresisted((shown - upper) * stride, stride, rules.rubberBand) / stride;
    return shown;
  };
  const delta = (x, y) =>
    rules.orientation === 'vertical' ? -(y - startPoint.y) / stride : (rules.rightToLeft ? x - startPoint.x : -(x - startPoint.x)) / stride;

  return {
    /** Whether the touch has become a drag. */
    get dragging() {
      return dragging;
    },

    /**
     * The finger at (`x`, `y`) at time `t` (s): the position and committed page shown, or null while the
     * touch is within the slop.
     * @param {number} x @param {number} y @param {number} t
     */
    move(x, y, t) {
      if (!dragging) {
        if (Math.hypot(x - start.x, y - start.y) <= rules.slop) return null;
        dragging = true;
        startPoint = { x, y };
        startRaw = unresistedPosition(start.position);
      }
      const raw = startRaw + delta(x, y);
      samples.push([t, raw]);
      if (samples.length > 20) samples.shift();
      position = displayed(raw);
      while (position >= index + 1 && index + 1 <= upper) index += 1;
      while (position <= index - 1 && index - 1 >= 0) index -= 1;
      return { position, index };
    },

    /**
     * The finger lifts at `t`: the page the engine will settle on and the curve there, or null when the
     * touch never became a drag.
     * @param {number} t
     */
    release(t) {
      if (!dragging) return null;
      const velocity = velocityAt(samples, t, rules.velocityWindow);
      let target;
      if (velocity > rules.flickVelocity) target = Math.floor(position + 1e-9) + 1;
      else if (velocity < -rules.flickVelocity) target = Math.ceil(position - 1e-9) - 1;
      else target = position >= 0 ? Math.floor(position + 0.5) : -Math.floor(-position + 0.5);
      target = Math.min(Math.max(target, index - 1), index + 1);
      target = Math.min(Math.max(target, 0), upper);
      return { target, curve: settleCurve(position, target, velocity, t, rules.settle), startPage };
    },
  };
}
