/**
 * Numbers input batches and keeps several in flight at once, so a pointer move never waits for the
 * answer to the one before it (docs/api.md "Inputs": the server applies numbered batches in order,
 * once). A batch whose request failed or was refused is sent again with the same number and events:
 * the server answers a number it applied already as a duplicate, so nothing is lost or applied twice.
 *
 * Pure state; the session client sends and reports back.
 *
 * ```js
 * const pipeline = createInputPipeline();
 * const batch = pipeline.next(() => batcher.take());     // {seq: 0, events: [...]} or null
 * pipeline.done(batch.seq);                              // answered 2xx (or 400: bad, not sent again)
 * pipeline.retry(batch.seq, now + 0.25);                 // failed: due again at that time (s)
 * ```
 */

/** Batches in flight at once (the server holds up to 64 that arrive early). */
export const MAX_IN_FLIGHT = 8;

/**
 * @typedef {{seq: number, events: Record<string, unknown>[], attempts: number}} NumberedBatch
 */

/**
 * @param {{maxInFlight?: number}} [options]
 */
export function createInputPipeline({ maxInFlight = MAX_IN_FLIGHT } = {}) {
  let nextSeq = 0;
  /** Sent and not yet answered, or waiting to be sent again, by number. @type {Map<number, NumberedBatch & {due: number | null}>} */
  let batches = new Map();

  return {
    /**
     * The next batch to send at time `now` (s): one failed earlier and due again (lowest number first),
     * else a new one from `take` when fewer than `maxInFlight` are out; null when there is none.
     * @param {() => Record<string, unknown>[]} take  new events (an empty array when there are none)
     * @param {number} [now]
     * @returns {NumberedBatch | null}
     */
    next(take, now = Infinity) {
      let due = null;
      for (const batch of batches.values()) {
        if (batch.due !== null && batch.due <= now && (due === null || batch.seq < due.seq)) due = batch;
      }
      if (due) {
        due.due = null;
        due.attempts += 1;
        return { seq: due.seq, events: due.events, attempts: due.attempts };
      }
      if (batches.size >= maxInFlight) return null;
      const events = take();
      if (events.length === 0) return null;
      const batch = { seq: nextSeq, events, attempts: 1, due: null };
      nextSeq += 1;
      batches.set(batch.seq, batch);
      return { seq: batch.seq, events, attempts: 1 };
    },

    /**
     * Batch `seq` is settled: applied, answered as a duplicate, or refused as bad (which the server
     * counts as used).
     * @param {number} seq
     */
    done(seq) {
      batches.delete(seq);
    },

    /**
     * Batch `seq` failed (no answer, 5xx, 409 or 429): send it again from time `at` (s).
     * @param {number} seq
     * @param {number} at
     */
    retry(seq, at) {
      const batch = batches.get(seq);
      if (batch) batch.due = at;
    },

    /** When the earliest failed batch is due again (s), or null. */
    get nextRetry() {
      let earliest = null;
      for (const batch of batches.values()) {
        if (batch.due !== null && (earliest === null || batch.due < earliest)) earliest = batch.due;
      }
      return earliest;
    },

    /** Batches sent and not settled. */
    get pending() {
      return batches.size;
    },

    /**
     * The events of every batch not settled (sent and unanswered, or waiting to be sent again), oldest
     * number first, to carry into a new session; the pipeline starts over as `reset` does.
     * @returns {Record<string, unknown>[]}
     */
    drain() {
      const events = [...batches.values()].sort((a, b) => a.seq - b.seq).flatMap((batch) => batch.events);
      nextSeq = 0;
      batches = new Map();
      return events;
    },

    /** Starts over for a new session: numbers from 0, nothing pending. */
    reset() {
      nextSeq = 0;
      batches = new Map();
    },
  };
}
