/**
 * An incremental parser for `text/event-stream` (WHATWG HTML §9.2.6 "Interpreting an event stream").
 *
 * Feed it decoded text in chunks of any size; it returns the events completed by each chunk. The
 * stream client uses `fetch` instead of `EventSource` so it can count bytes, set `Last-Event-ID`
 * itself and tell a dead session (404) from a dropped connection.
 *
 * ```js
 * const parser = createSSEParser();
 * parser.feed('event: frame\ndata: {"seq":1}\nid: 7\n\n'); // [{type: 'frame', data: '{"seq":1}', id: '7'}]
 * parser.lastEventId; // '7'
 * ```
 *
 * @typedef {{type: string, data: string, id: string}} SSEEvent
 */

/** A line longer than this (characters) is an error: the server never sends one. */
export const MAX_LINE_LENGTH = 4 * 1024 * 1024;

/**
 * @param {{maxLineLength?: number}} [options]
 */
export function createSSEParser({ maxLineLength = MAX_LINE_LENGTH } = {}) {
  let buffer = '';
  let first = true;
  let skipLF = false;
  let data = '';
  let hasData = false;
  let type = '';
  let lastEventId = '';
  /** @type {number | null} */
  let retry = null;

  /** @param {string} line @param {SSEEvent[]} out */
  function processLine(line, out) {
    if (line === '') {
      if (hasData) out.push({ type: type || 'message', data, id: lastEventId });
      data = '';
      hasData = false;
      type = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        type = value;
        break;
      case 'data':
        data = hasData ? `${data}\n${value}` : value;
        hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) retry = Number(value);
        break;
      default:
        break;
    }
  }

  return {
    /**
     * Parses the next chunk of text.
     * @param {string} chunk
     * @returns {SSEEvent[]}
     */
    feed(chunk) {
      /** @type {SSEEvent[]} */
      const out = [];
      let text = chunk;
      if (first && text.length > 0) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = false;
      }
      if (skipLF && text.startsWith('\n')) text = text.slice(1);
      skipLF = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const c = buffer.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        processLine(buffer.slice(start, i), out);
        if (c === 13) {
          if (i + 1 < buffer.length) {
            if (buffer.charCodeAt(i + 1) === 10) i += 1;
          } else {
            skipLF = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      if (buffer.length > maxLineLength) {
        buffer = '';
        throw new Error(`event stream line longer than ${maxLineLength} characters`);
      }
      return out;
    },
    /** The last `id:` seen (sent back as `Last-Event-ID` on reconnect). */
    get lastEventId() {
      return lastEventId;
    },
    /**
     * Takes `id` as the last event id, as if an event with it had been read: for events that came
     * another way (a session's opening events, in its creation answer). Ignored if it holds a NUL, as an
     * `id:` line would be.
     * @param {string} id
     */
    seen(id) {
      if (!id.includes('\0')) lastEventId = id;
    },
    /** The last `retry:` in milliseconds, or null. */
    get retry() {
      return retry;
    },
    /** Forgets a half-received event (a dropped connection); keeps `lastEventId`. */
    reset() {
      buffer = '';
      data = '';
      hasData = false;
      type = '';
      skipLF = false;
      first = true;
    },
  };
}
