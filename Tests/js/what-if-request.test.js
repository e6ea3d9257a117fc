import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { getWhatIf } from '../../Public/scripts/services/api.js';

// `GET …/what-if` (docs/api.md, "What a click would start"): one question alone as before, several in one
// request (decision 0043). The server is a stub here; Tests/PlaygroundAppTests/SessionWhatIfBatchTests.swift
// checks the server's side.

const realFetch = globalThis.fetch;
/** @type {{url: string, headers: Record<string, string>}[]} */
let sent = [];

/** Answers every request with `body` as JSON, recording what was asked. @param {unknown} body */
function serve(body, status = 200) {
  sent = [];
  globalThis.fetch = async (url, init) => {
    sent.push({ url: String(url), headers: /** @type {any} */ (init?.headers ?? {}) });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

const trajectory = { start: 2, clientTime: null, frames: [{ t: 2, position: 1 }] };

test('one question is asked alone, as the single form, and answered under its text', async () => {
  serve({ frameSeq: 4, trajectory });
  const answers = await getWhatIf('/api/sessions/abc/what-if', ['tap=2'], 'token');
  assert.deepEqual(sent.map((r) => r.url), ['/api/sessions/abc/what-if?tap=2']);
  assert.equal(sent[0].headers['X-Input-Token'], 'token');
  assert.deepEqual(answers, { 'tap=2': { frameSeq: 4, trajectory } });
});

test('several questions go in one request, a comma list in q, and come back by question', async () => {
  const reply = { frameSeq: 9, answers: { 'tap=1': { frameSeq: 9, trajectory }, 'scrollTo=next': { frameSeq: 9 } } };
  serve(reply);
  const answers = await getWhatIf('/w', ['tap=1', 'scrollTo=next'], 't');
  assert.equal(sent.length, 1);
  const url = new URL(sent[0].url, 'http://x');
  assert.deepEqual([...url.searchParams.keys()], ['q']);
  assert.deepEqual(url.searchParams.get('q').split(','), ['tap=1', 'scrollTo=next']);
  assert.deepEqual(answers, reply.answers);
});

test('a refused request fails as any API call does', async () => {
  serve({ error: { code: 'too-many-requests', message: 'slow down', details: [] } }, 429);
  await assert.rejects(getWhatIf('/w', ['tap=1', 'tap=2'], 't'), (error) => error.status === 429);
});
