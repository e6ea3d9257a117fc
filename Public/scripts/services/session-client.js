/**
 * A live session: creates it (`POST /api/sessions`), reads its event stream with `fetch` and the
 * SSE parser, sends inputs in numbered batches, several in flight at once (the server applies them
 * in number order, once; a failed one is sent again with its number), and keeps going by itself: a
 * dropped stream reconnects with `Last-Event-ID` after a back-off (at most 0.5 s apart while the page
 * is visible, 10 s while hidden), a session the server no longer knows (404) or a proxy can no longer
 * reach (502, 504: its instance died), or one that ended (`end`: its instance is shutting down), is
 * created again at once from the current config and viewport, on whichever instance takes it
 * (docs/deploy.md, "Failover"). The status is `reconnecting` (the outage banner) until it delivers.
 *
 * While the stream is down nothing is lost: inputs are held and go out once it delivers again; when
 * the session had to be created again, its replacement gets the held (and unanswered) key presses,
 * taps and gestures (`carryOver`), and it starts on the page the preview last showed (`resumePage`).
 *
 * ```
 *  gestures, controls ──send(event)──▶ batcher ──rAF──▶ pipeline ──▶ POST input {seq, events} (up to 8 out)
 *  fetch(events) ──bytes──▶ TextDecoder ──▶ SSE parser ──▶ onLayout / onFrame / onEvent / onWarning
 *        ▲ 404, 502, 504, end: create the session again · drop or silence: back-off, Last-Event-ID
 * ```
 */

import { createSSEParser } from '../logic/sse-parser.js';
import { createBackoff, sessionGone } from '../logic/reconnect.js';
import { createInputBatcher, carryOver } from '../logic/input-batcher.js';
import { createInputPipeline } from '../logic/input-pipeline.js';
import { ApiError, createSession, deleteSession, getWhatIf, postInput } from './api.js';

/** No bytes (not even the 15 s heartbeat) for this long means the connection is dead (ms). */
export const SILENCE_TIMEOUT_MS = 35000;
/** At most one input batch per this many milliseconds (60 a second, half the server's 120/s limit). */
export const MIN_BATCH_INTERVAL_MS = 1000 / 60;
/** How long after a failed input request its batch is sent again (s); after a 429, a second. */
export const INPUT_RETRY_DELAY = 0.25;
/** The longest wait between two connection attempts while the page is visible (s): back within 1 s. */
export const VISIBLE_MAX_DELAY = 0.5;
/** …and while it is hidden (s). */
export const HIDDEN_MAX_DELAY = 10;

/**
 * @typedef {'idle' | 'connecting' | 'live' | 'reconnecting' | 'error' | 'closed'} StreamStatus
 * @typedef {{status: StreamStatus, detail?: string, retryIn?: number, attempt?: number}} StatusReport
 * @typedef {{
 *   session: () => {config: unknown, viewport: unknown},
 *   onLayout: (layout: any) => void, onFrame: (frame: any) => void, onEvent: (event: any) => void,
 *   onWarning: (warning: any) => void, onTable?: (table: any) => void,
 *   onTrajectory?: (trajectory: any) => void, onTapTrajectory?: (trajectory: any) => void,
 *   onStatus: (report: StatusReport) => void,
 *   onBytes?: (n: number) => void, onInputSent?: () => void,
 *   onInputError?: (error: ApiError) => void, onSession?: (info: any) => void,
 *   resumePage?: () => number | null
 * }} Handlers
 */

/**
 * @param {Handlers} handlers  `session()` gives the config and viewport a new session starts from
 */
export function createSessionClient(handlers) {
  const batcher = createInputBatcher();
  const pipeline = createInputPipeline();
  const backoff = createBackoff({ base: 0.25, max: pageHidden() ? HIDDEN_MAX_DELAY : VISIBLE_MAX_DELAY });
  let parser = createSSEParser();
  /** @type {{id: string, events: string, input: string, inputToken: string} | null} */
  let session = null;
  let generation = 0;
  /** @type {AbortController | null} */
  let stream = null;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let retryTimer = null;
  let flushScheduled = false;
  /** @type {Promise<void> | null} */
  let creating = null;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let silenceTimer = null;
  /** The stream delivers: inputs go out (else they wait). */
  let live = false;
  /** A session was created before: a new one is a replacement and resumes at the page shown. */
  let created = false;
  /** Ends the wait before the next connection attempt (Retry now, the page shown again). */
  let wake = () => {};

  // A hidden page waits longer between attempts; shown again, it tries at once.
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      backoff.setMax(pageHidden() ? HIDDEN_MAX_DELAY : VISIBLE_MAX_DELAY);
      if (!pageHidden()) wake();
    });
  }

  const report = (/** @type {StatusReport} */ status) => {
    const wasLive = live;
    live = status.status === 'live';
    handlers.onStatus(status);
    if (live && !wasLive && session) scheduleFlush();
  };

  async function create() {
    if (creating) return creating;
    creating = (async () => {
      if (session) deleteSession(session.id, session.inputToken);
      session = null;
      // The new session starts from the current document; what else was held or unanswered goes to it.
      const held = carryOver([...pipeline.drain(), ...batcher.takeAll()]);
      batcher.requeue(held);
      // A replacement starts on the page the preview shows (`page`), so its opening is drawn as it is.
      const page = created ? handlers.resumePage?.() : null;
      const body = /** @type {any} */ (handlers.session());
      const info = await createSession(Number.isInteger(page) ? { ...body, page } : body);
      created = true;
      session = {
        id: info.id,
        events: info.events ?? `/api/sessions/${info.id}/events`,
        input: info.input ?? `/api/sessions/${info.id}/input`,
        inputToken: info.inputToken,
      };
      parser = createSSEParser();
      handlers.onSession?.(info);
      // The events the stream would open with (layout, warnings, a full frame): drawn now, a round trip
      // before the stream delivers; the stream resumes after them (decision 0057).
      const openings = Array.isArray(info.opening) ? info.opening : [];
      for (const opening of openings) {
        if (typeof opening?.event !== 'string' || typeof opening.data !== 'object' || opening.data === null) continue;
        deliver(opening.event, opening.data);
        if (typeof opening.id === 'string') parser.seen(opening.id);
      }
    })();
    try {
      await creating;
    } finally {
      creating = null;
    }
  }

  function armSilence(controller) {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => controller.abort(new Error('no data from the server')), SILENCE_TIMEOUT_MS);
  }

  /** @param {import('../logic/sse-parser.js').SSEEvent} message */
  function dispatch(message) {
    let data;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    return deliver(message.type, data);
  }

  /**
   * Hands one event's data to its handler; 'end' when the server ended the session.
   * @param {string} type
   * @param {any} data
   */
  function deliver(type, data) {
    switch (type) {
      case 'layout':
        handlers.onLayout(data);
        break;
      case 'frame':
        handlers.onFrame(data);
        break;
      case 'event':
        handlers.onEvent(data);
        break;
      case 'warning':
        handlers.onWarning(data);
        break;
      case 'table':
        handlers.onTable?.(data);
        break;
      case 'trajectory':
        // An animation the server started itself (an auto-scroll), whole.
        handlers.onTrajectory?.(data);
        break;
      case 'end':
        return 'end';
      default:
        break;
    }
    return undefined;
  }

  /**
   * @param {number} gen
   * @param {boolean} [resumed]  the stream was live a moment ago (reported as reconnecting at once)
   */
  async function runStream(gen, resumed = false) {
    let first = !resumed;
    let goneInARow = 0;
    while (gen === generation) {
      let ended = false;
      let gone = false;
      try {
        if (!session) await create();
        if (gen !== generation || !session) return;
        report({ status: first ? 'connecting' : 'reconnecting', attempt: backoff.attempts });
        const controller = new AbortController();
        stream = controller;
        /** @type {Record<string, string>} */
        const headers = { Accept: 'text/event-stream' };
        if (parser.lastEventId) headers['Last-Event-ID'] = parser.lastEventId;
        armSilence(controller);
        const response = await fetch(session.events, { headers, signal: controller.signal, cache: 'no-store' });
        if (sessionGone(response.status)) {
          gone = true;
        } else if (!response.ok || !response.body) {
          throw new Error(`event stream answered ${response.status}`);
        } else {
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          parser.reset();
          let delivered = false;
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            armSilence(controller);
            handlers.onBytes?.(value.byteLength);
            for (const message of parser.feed(decoder.decode(value, { stream: true }))) {
              if (!delivered) {
                delivered = true;
                first = false;
                backoff.reset();
                backoff.setRetry(parser.retry);
                goneInARow = 0;
                report({ status: 'live' });
              }
              if (dispatch(message) === 'end') ended = true;
            }
            if (ended) break;
          }
        }
      } catch (error) {
        if (gen !== generation) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404 && error.status !== 429) {
          report({ status: 'error', detail: error.message });
          return;
        }
      } finally {
        if (silenceTimer) clearTimeout(silenceTimer);
      }
      if (gen !== generation) return;
      if (gone || ended) session = null;
      // A session that is gone or ended (its server restarted, died or moves it) is created again at
      // once, the first time; the banner shows until the new one delivers.
      goneInARow = gone || ended ? goneInARow + 1 : 0;
      if (goneInARow === 1) {
        report({ status: 'reconnecting', attempt: backoff.attempts });
        continue;
      }
      const delay = backoff.next();
      report({ status: 'reconnecting', retryIn: delay, attempt: backoff.attempts });
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, delay * 1000);
        wake = () => {
          clearTimeout(timer);
          resolve(undefined);
        };
      });
      wake = () => {};
    }
  }

  let lastFlush = -Infinity;

  function scheduleFlush() {
    if (flushScheduled) return;
    flushScheduled = true;
    requestAnimationFrame(() => {
      const wait = lastFlush + MIN_BATCH_INTERVAL_MS - performance.now();
      const go = () => {
        flushScheduled = false;
        flush();
      };
      if (wait > 1) setTimeout(go, wait);
      else go();
    });
  }

  /** Sends every batch the pipeline lets out now (new ones and failed ones due again). */
  function flush() {
    if (!session || !live) return;
    const target = session;
    lastFlush = performance.now();
    for (;;) {
      const batch = pipeline.next(() => batcher.take(), performance.now() / 1000);
      if (!batch) break;
      send(target, batch);
    }
    armRetry();
  }

  /**
   * @param {{id: string, input: string, inputToken: string}} target
   * @param {import('../logic/input-pipeline.js').NumberedBatch} batch
   */
  async function send(target, batch) {
    try {
      handlers.onInputSent?.();
      const answer = await postInput(target.input, batch.events, batch.seq, target.inputToken);
      if (target === session) {
        pipeline.done(batch.seq);
        // The animation a release, tap or key started, to play from the gesture's moment.
        if (answer?.trajectory) handlers.onTrajectory?.(answer.trajectory);
        // A finger down on a tab: the animation its tap would start, to play when the finger lifts.
        if (answer?.tapTrajectory) handlers.onTapTrajectory?.(answer.tapTrajectory);
      }
    } catch (error) {
      if (target !== session) return;
      const status = error instanceof ApiError ? error.status : 0;
      if (sessionGone(status)) {
        // Its server no longer knows it, or the proxy cannot reach its instance: a new session, now.
        session = null;
        restartStream();
      } else if (status === 0 || status >= 500 || status === 409 || status === 429) {
        pipeline.retry(batch.seq, performance.now() / 1000 + (status === 429 ? 1 : INPUT_RETRY_DELAY));
        // No answer at all: the network is down, though the stream may not notice for a while (a
        // dropped Wi-Fi keeps a connection open until its silence timeout). Reconnect now, so the page
        // says it is offline and the held inputs go once the stream is back.
        if (status === 0 && live) restartStream(true);
      } else {
        // Refused as bad (400): the server counts its number as used; sending it again would not help.
        pipeline.done(batch.seq);
        if (error instanceof ApiError) handlers.onInputError?.(error);
      }
    } finally {
      if (target === session && (batcher.size > 0 || pipeline.nextRetry !== null)) scheduleFlush();
    }
  }

  /** Wakes the pipeline when its earliest failed batch is due again. */
  function armRetry() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const due = pipeline.nextRetry;
    if (due === null) return;
    retryTimer = setTimeout(scheduleFlush, Math.max(0, due * 1000 - performance.now()));
  }

  /** @param {boolean} [resumed]  the stream was live (see ``runStream``) */
  function restartStream(resumed = false) {
    generation += 1;
    stream?.abort();
    stream = null;
    live = false;
    runStream(generation, resumed);
  }

  return {
    /** Starts (or starts over): a new session from `handlers.session()`, then its stream. */
    async start() {
      generation += 1;
      stream?.abort();
      stream = null;
      const gen = generation;
      report({ status: 'connecting' });
      try {
        await create();
      } catch (error) {
        // A config the server refuses is the caller's to fix; anything else (no network, a restart,
        // too many sessions) is retried by the stream loop with back-off.
        if (error instanceof ApiError && error.status === 400) throw error;
      }
      if (gen === generation) runStream(gen);
    },

    /**
     * Queues an input event; batches go out once per animation frame.
     * @param {Record<string, unknown>} event
     */
    send(event) {
      batcher.add(event);
      if (session && live) scheduleFlush();
    },

    /**
     * What clicks would start now (`questions`: `tap=N`, `scrollTo=…`, `key=…`; at most 12), asked of the
     * live session in one request (`GET …/what-if`): the answers by question; null without a live session
     * or when the request fails (it is only a head start).
     * @param {string[]} questions
     * @returns {Promise<Record<string, {frameSeq: number, trajectory?: any}> | null>}
     */
    async whatIf(questions) {
      if (!session || !live) return null;
      const target = session;
      try {
        const answers = await getWhatIf(target.input.replace(/\/input$/, '/what-if'), questions, target.inputToken);
        return target === session ? answers : null;
      } catch {
        return null;
      }
    },

    /** Tries to connect now instead of after the back-off's wait (the banner's Retry button). */
    retryNow() {
      backoff.reset();
      wake();
    },

    /** The live session's id, or null. */
    get id() {
      return session?.id ?? null;
    },

    /** Ends the session (page unload). */
    close() {
      generation += 1;
      stream?.abort();
      if (session) deleteSession(session.id, session.inputToken);
      session = null;
      report({ status: 'closed' });
    },

    /** Drops the stream as if the network failed (for the status display; a reconnect follows). */
    dropStream() {
      stream?.abort();
    },
  };
}

function pageHidden() {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}
