// Decision 0057: the session client draws the creation answer's opening events before its stream
// delivers, and opens the stream after them (Last-Event-ID), so the server does not send the layout again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSessionClient } from '../../Public/scripts/services/session-client.js';

const OPENING = [
  { id: '1', event: 'layout', data: { type: 'layout', rev: 1 } },
  { id: '2', event: 'warning', data: { type: 'warning', code: 'label-missing-glyphs' } },
  { id: '3', event: 'frame', data: { type: 'frame', full: true, rev: 1, seq: 0 } },
];

/**
 * Runs a client against a fake server whose creation answers `created` and whose stream stays open
 * without sending; returns what happened, in order.
 * @param {Record<string, unknown>} created
 * @param {(client: ReturnType<typeof createSessionClient>) => Promise<void>} [more]  after the first start
 */
async function run(created, more) {
  /** @type {string[]} */
  const seen = [];
  const realFetch = globalThis.fetch;
  let sessions = 0;
  globalThis.fetch = async (url, init = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'POST' && url === '/api/sessions') {
      sessions += 1;
      seen.push(`create ${init.body}`);
      return new Response(JSON.stringify({ ...created, id: `s${sessions}` }), { status: 201 });
    }
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (String(url).endsWith('/events')) {
      const headers = /** @type {Record<string, string>} */ (init.headers ?? {});
      seen.push(`stream ${url} after ${headers['Last-Event-ID'] ?? 'nothing'}`);
      const body = new ReadableStream({
        start(controller) {
          init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    throw new Error(`unexpected ${method} ${url}`);
  };
  const client = createSessionClient({
    session: () => ({ config: {} }),
    resumePage: () => 2,
    onSession: (info) => seen.push(`session ${info.id}`),
    onLayout: (layout) => seen.push(`layout ${layout.rev}`),
    onFrame: (frame) => seen.push(`frame ${frame.seq}`),
    onEvent: () => seen.push('event'),
    onWarning: (warning) => seen.push(`warning ${warning.code}`),
    onStatus: () => undefined,
  });
  try {
    await client.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (more) await more(client);
  } finally {
    client.close();
    globalThis.fetch = realFetch;
  }
  return seen;
}

test('the opening events are drawn when the session is created, before its stream is asked for', async () => {
  const seen = await run({ events: '/api/sessions/s1/events', opening: OPENING });
  assert.deepEqual(seen, [
    'create {"config":{}}',
    'session s1',
    'layout 1',
    'warning label-missing-glyphs',
    'frame 0',
    'stream /api/sessions/s1/events after 3',
  ]);
});

test('an answer without opening events (an older server) opens the stream from the start', async () => {
  const seen = await run({ events: '/api/sessions/s1/events' });
  assert.deepEqual(seen, ['create {"config":{}}', 'session s1', 'stream /api/sessions/s1/events after nothing']);
});

test('malformed opening entries are skipped; a replacement session starts on the page shown and draws its opening', async () => {
  const opening = [{ id: '1', event: 'layout', data: 'not an object' }, null, ...OPENING.slice(2)];
  const seen = await run({ opening }, async (client) => {
    // Starting over makes a replacement: it is created on the page shown, so its opening is that page.
    await client.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  const replacement = seen.indexOf('session s2');
  assert.ok(replacement > 0, seen.join(' | '));
  assert.deepEqual(seen.slice(0, replacement), [
    'create {"config":{}}',
    'session s1',
    'frame 0',
    'stream /api/sessions/s1/events after 3',
    'create {"config":{},"page":2}',
  ]);
  assert.deepEqual(seen.slice(replacement + 1), ['frame 0', 'stream /api/sessions/s2/events after 3']);
});
