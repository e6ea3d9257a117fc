/**
 * When to try the event stream again after it drops: exponential back-off with jitter, starting
 * from the server's `retry:` when it sent one, reset once a connection delivers an event. The cap
 * holds after the jitter, and can change (`setMax`): the page uses a short one while it is visible,
 * so it is back soon after the server is (docs/decisions/0019-offline-queue-and-preset-switch.md).
 *
 * ```js
 * const backoff = createBackoff();
 * setTimeout(connect, backoff.next() * 1000); // 0.5 s, then 1, 2, 4, 8, 10, 10 … (±20 %)
 * backoff.reset(); // after a successful connection
 * ```
 */

/**
 * @param {{base?: number, max?: number, factor?: number, jitter?: number, random?: () => number}} [options]
 *   seconds; `jitter` is the ± fraction; `random` returns [0, 1)
 */
export function createBackoff({ base = 0.5, max = 10, factor = 2, jitter = 0.2, random = Math.random } = {}) {
  let attempt = 0;
  let first = base;
  return {
    /** The delay before the next attempt, in seconds. */
    next() {
      const plain = Math.min(max, first * factor ** attempt);
      attempt += 1;
      const spread = 1 + jitter * (2 * random() - 1);
      return Math.round(Math.min(max, plain * spread) * 1000) / 1000;
    },
    /** Attempts made since the last reset. */
    get attempts() {
      return attempt;
    },
    /** Starts over (a connection worked). */
    reset() {
      attempt = 0;
    },
    /**
     * Uses the server's `retry:` (ms) as the first delay.
     * @param {number | null} ms
     */
    setRetry(ms) {
      if (ms !== null && ms >= 0) first = ms / 1000;
    },
    /**
     * Changes the longest delay (s), for the delays still to come.
     * @param {number} seconds
     */
    setMax(seconds) {
      max = seconds;
    },
  };
}

/**
 * Whether an event stream's answer means its session is gone for good, so the page starts a new one
 * (from the same config, at the page shown) instead of asking for the same id again: 404, the server
 * does not know it (it restarted, or the session expired); 502 and 504, the proxy in front of several
 * instances cannot reach the one that held it (it died or is shutting down: docs/deploy.md). Anything
 * else (a dropped connection, 429, another 5xx) is tried again with the same id after the back-off.
 * @param {number} status
 */
export function sessionGone(status) {
  return status === 404 || status === 502 || status === 504;
}
