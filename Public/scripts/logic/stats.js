/**
 * The numbers the preview overlay shows: frames drawn and received per second, input-to-frame
 * latency, and stream bytes per second. Times are in seconds on one local clock, passed in.
 *
 * Latency is measured from sending an input batch to the first frame that arrives after it (the
 * server answers an input that changes what is shown with a frame at once, docs/simulation.md).
 */

/** Latency samples kept for the median. */
export const LATENCY_SAMPLES = 21;

/**
 * @param {{window?: number}} [options]  the rate window in seconds
 */
export function createStats({ window = 1 } = {}) {
  /** @type {number[]} */
  let drawn = [];
  /** @type {number[]} */
  let received = [];
  /** @type {{time: number, bytes: number}[]} */
  let chunks = [];
  /** @type {number[]} */
  let latencies = [];
  /** @type {number | null} */
  let pendingInput = null;

  const prune = (list, now, time = (x) => x) => {
    let i = 0;
    while (i < list.length && now - time(list[i]) > window) i += 1;
    return i > 0 ? list.slice(i) : list;
  };

  return {
    /** A frame was drawn on the canvas. @param {number} now */
    drew(now) {
      drawn = prune([...drawn, now], now);
    },
    /** A frame arrived from the stream. @param {number} now */
    frameArrived(now) {
      received = prune([...received, now], now);
      if (pendingInput !== null) {
        latencies = [...latencies, now - pendingInput].slice(-LATENCY_SAMPLES);
        pendingInput = null;
      }
    },
    /** Bytes arrived from the stream. @param {number} now @param {number} bytes */
    bytes(now, bytes) {
      chunks = prune([...chunks, { time: now, bytes }], now, (c) => c.time);
    },
    /** An input batch was sent. @param {number} now */
    inputSent(now) {
      if (pendingInput === null) pendingInput = now;
    },
    /**
     * @param {number} now
     * @returns {{fps: number, streamFps: number, bytesPerSecond: number, latencyMs: number | null}}
     */
    snapshot(now) {
      drawn = prune(drawn, now);
      received = prune(received, now);
      chunks = prune(chunks, now, (c) => c.time);
      const sorted = latencies.slice().sort((a, b) => a - b);
      const median = sorted.length > 0 ? sorted[(sorted.length - 1) >> 1] : null;
      return {
        fps: drawn.length / window,
        streamFps: received.length / window,
        bytesPerSecond: chunks.reduce((sum, c) => sum + c.bytes, 0) / window,
        latencyMs: median === null ? null : Math.round(median * 1000),
      };
    },
  };
}

/**
 * `1.2 kB/s`, `340 B/s`, `2.5 MB/s`.
 * @param {number} bytesPerSecond
 */
export function formatRate(bytesPerSecond) {
  if (bytesPerSecond < 1000) return `${Math.round(bytesPerSecond)} B/s`;
  if (bytesPerSecond < 1e6) return `${(bytesPerSecond / 1000).toFixed(1)} kB/s`;
  return `${(bytesPerSecond / 1e6).toFixed(1)} MB/s`;
}
