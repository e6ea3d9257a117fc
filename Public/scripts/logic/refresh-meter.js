/**
 * The display's refresh interval, read from the times of consecutive animation frames, and the frame
 * spacing from which a pager's frames are shown as they are rather than mixed.
 *
 * A phone shows each frame its pager draws until the next: at 60 fps on a 120 Hz screen (ProMotion),
 * every frame stays for two refreshes. A browser that mixed those frames on a 120 Hz laptop screen
 * would show 120 distinct positions a second, smoother than the phone. So frames at least one and a
 * half refreshes apart are held (`holdIntervalFor`); closer ones are mixed, which hides the beat between
 * the stream's times and the display's.
 *
 * ```js
 * const meter = createRefreshMeter();
 * requestAnimationFrame(function tick() { meter.tick(performance.now() / 1000); requestAnimationFrame(tick); });
 * holdIntervalFor(meter.interval);  // 0.025 on a 60 Hz screen, 0.0125 on a 120 Hz one
 * ```
 *
 * Pure: times passed in.
 */

/** The hold interval (s) before the display is measured: a 60 Hz screen's. */
export const DEFAULT_HOLD_INTERVAL = 1.5 / 60;

/**
 * @param {{window?: number, minimum?: number, maxInterval?: number}} [options] how many intervals the
 *   median takes, how many it needs, and the longest interval (s) that is a refresh rather than a pause
 */
export function createRefreshMeter({ window = 31, minimum = 8, maxInterval = 0.05 } = {}) {
  /** @type {number | null} */
  let last = null;
  /** @type {number[]} */
  const intervals = [];
  return {
    /** An animation frame ran at `t` (s). */
    tick(/** @type {number} */ t) {
      const gap = last === null ? null : t - last;
      last = t;
      // Two callbacks in one refresh, or a pause between animations: neither is a refresh interval.
      if (gap === null || gap < 0.002 || gap > maxInterval) return;
      intervals.push(gap);
      if (intervals.length > window) intervals.shift();
    },

    /** The median refresh interval (s), or null before `minimum` were seen. */
    get interval() {
      if (intervals.length < minimum) return null;
      const sorted = [...intervals].sort((a, b) => a - b);
      return sorted[sorted.length >> 1];
    },
  };
}

/**
 * Frames this far apart (s) or more are shown as they are: one and a half refreshes of a display whose
 * interval is `displayInterval` (s), or a 60 Hz display's while it is unknown.
 * @param {number | null} displayInterval
 */
export function holdIntervalFor(displayInterval) {
  return displayInterval ? 1.5 * displayInterval : DEFAULT_HOLD_INTERVAL;
}
