/**
 * Collects input events between two animation frames and hands them out as one batch
 * (`POST /api/sessions/{id}/input` takes `{"events": [...]}`, at most 256).
 *
 * Coalescing keeps what the engine needs and drops what it would overwrite anyway:
 * - pointer samples are all kept (the server computes fling velocity from their spacing);
 * - consecutive `scrub` events keep only the last (position is set, not accumulated);
 * - consecutive `viewport` events keep only the last;
 * - consecutive `config` patches merge into one when merge-patch can express both
 *   (`composeMergePatches`), so dragging a number sends one relayout per frame.
 * Order between different kinds is kept. A batch that would exceed `maxBatch` leaves the rest
 * for the next flush.
 *
 * Times never go backwards (the server refuses a batch whose events are out of time order): pointer
 * events carry their `timeStamp`, which can be a little older than the `performance.now()` a control
 * change was stamped with just before, so an event earlier than the one before it takes that one's time.
 *
 * ```js
 * const batcher = createInputBatcher();
 * batcher.add({type: 'pointerDown', t: 1.0, x: 10, y: 20});
 * requestAnimationFrame(() => send(batcher.take()));
 * ```
 */

import { composeMergePatches } from './config-doc.js';

/** The server's limit on events per batch. */
export const MAX_BATCH = 256;

/**
 * @param {{maxBatch?: number}} [options]
 */
export function createInputBatcher({ maxBatch = MAX_BATCH } = {}) {
  /** @type {Record<string, any>[]} */
  let queue = [];
  let lastTime = -Infinity;

  return {
    /**
     * Queues one event, coalescing it with the previous one where that loses nothing.
     * @param {Record<string, any>} input
     */
    add(input) {
      const event = typeof input.t === 'number' && input.t < lastTime ? { ...input, t: lastTime } : input;
      if (typeof event.t === 'number') lastTime = event.t;
      const last = queue[queue.length - 1];
      if (last && last.type === event.type) {
        if (event.type === 'scrub' || event.type === 'viewport') {
          queue[queue.length - 1] = event;
          return;
        }
        if (event.type === 'config') {
          const patch = composeMergePatches(last.patch, event.patch);
          if (patch !== undefined) {
            queue[queue.length - 1] = { ...event, patch };
            return;
          }
        }
      }
      queue.push(event);
    },

    /**
     * Removes and returns up to `maxBatch` events, oldest first (empty when nothing is queued).
     * @returns {Record<string, any>[]}
     */
    take() {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      return batch;
    },

    /**
     * Removes and returns every event queued, oldest first.
     * @returns {Record<string, any>[]}
     */
    takeAll() {
      const all = queue;
      queue = [];
      return all;
    },

    /**
     * Puts events taken earlier back in front of the queue, as they were (a refused batch is sent
     * again before anything newer).
     * @param {Record<string, any>[]} events
     */
    requeue(events) {
      queue = [...events, ...queue];
    },

    /** Events waiting. */
    get size() {
      return queue.length;
    },

    /** Drops everything queued (the session is being replaced). */
    clear() {
      queue = [];
    },
  };
}

/** Inputs a new session does not need again: it starts from the page's current document. */
const DOCUMENT_INPUTS = new Set(['config', 'items']);
/** Pointer inputs that continue a gesture (they need its `pointerDown` in the same session). */
const GESTURE_CONTINUATIONS = new Set(['pointerMove', 'pointerUp', 'pointerCancel']);

/**
 * The inputs of a session that is gone (a server restart) worth applying to its replacement, in order:
 * key presses, taps, page moves, scrubs, viewport and whole gestures. Config and item edits are left
 * out, because the new session starts from the document they already changed (applying an `append`
 * again would add the tab twice); pointer moves and releases of a gesture whose `pointerDown` is not
 * among them are left out too (the server refuses a move without a press).
 * @param {Record<string, any>[]} events
 * @returns {Record<string, any>[]}
 */
export function carryOver(events) {
  /** @type {Set<unknown>} */
  const down = new Set();
  return events.filter((event) => {
    if (DOCUMENT_INPUTS.has(event.type)) return false;
    const pointer = event.pointerId ?? 0;
    if (event.type === 'pointerDown') down.add(pointer);
    else if (GESTURE_CONTINUATIONS.has(event.type)) {
      if (!down.has(pointer)) return false;
      if (event.type !== 'pointerMove') down.delete(pointer);
    }
    return true;
  });
}
