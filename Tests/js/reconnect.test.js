import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBackoff, sessionGone } from '../../Public/scripts/logic/reconnect.js';
import { VISIBLE_MAX_DELAY } from '../../Public/scripts/services/session-client.js';

test('a session is gone when the server does not know it or a proxy cannot reach its instance', () => {
  for (const status of [404, 502, 504]) assert.equal(sessionGone(status), true, `status ${status}`);
});

test('other failures keep the session and try its stream again', () => {
  for (const status of [200, 400, 408, 429, 500, 503]) assert.equal(sessionGone(status), false, `status ${status}`);
});

test('with the visible page cap, a dead instance is noticed and replaced within 2 s', () => {
  // The stream drops (one back-off wait), the next attempt meets 502 and the session is made again at
  // once: the wait is the worst case, with the jitter at its largest.
  const backoff = createBackoff({ base: 0.25, max: VISIBLE_MAX_DELAY, random: () => 0.999999 });
  const first = backoff.next();
  assert.ok(first <= 0.5, `first wait ${first} s`);
  // Even after many failed attempts (the server was down a while), no wait passes the cap.
  for (let i = 0; i < 20; i += 1) assert.ok(backoff.next() <= VISIBLE_MAX_DELAY);
  assert.ok(VISIBLE_MAX_DELAY + 1 < 2);
});
