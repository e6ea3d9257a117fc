import test from 'node:test';
import assert from 'node:assert/strict';
import { createSSEParser } from '../../Public/scripts/logic/sse-parser.js';

const stream =
  ': welcome\n' +
  'id: 1\nevent: layout\ndata: {"rev":1}\n\n' +
  'id: 2\r\nevent: frame\r\ndata: {"seq":1,\r\ndata: "t":0}\r\n\r\n' +
  'retry: 2500\rid: 3\revent: event\rdata:{"name":"x"}\r\r' +
  'data: plain\n\n' +
  'event: empty\n\n';

const expected = [
  { type: 'layout', data: '{"rev":1}', id: '1' },
  { type: 'frame', data: '{"seq":1,\n"t":0}', id: '2' },
  { type: 'event', data: '{"name":"x"}', id: '3' },
  { type: 'message', data: 'plain', id: '3' },
];

test('parses LF, CRLF and CR line endings, comments, multi-line data, retry and id', () => {
  const parser = createSSEParser();
  assert.deepEqual(parser.feed(stream), expected);
  assert.equal(parser.lastEventId, '3');
  assert.equal(parser.retry, 2500);
});

test('gives the same events however the text is split, at every position', () => {
  for (let cut = 0; cut <= stream.length; cut += 1) {
    const parser = createSSEParser();
    const events = [...parser.feed(stream.slice(0, cut)), ...parser.feed(stream.slice(cut))];
    assert.deepEqual(events, expected, `split at ${cut}`);
  }
  const parser = createSSEParser();
  const oneByOne = [...stream].flatMap((c) => parser.feed(c));
  assert.deepEqual(oneByOne, expected);
});

test('ignores a leading byte-order mark, fields without a colon, ids with NUL, unknown fields', () => {
  const parser = createSSEParser();
  const events = parser.feed('\uFEFFdata\nid: a\0b\nfoo: bar\n\n');
  assert.deepEqual(events, [{ type: 'message', data: '', id: '' }]);
});

test('reset drops a half-received event but keeps the last id; over-long lines throw', () => {
  const parser = createSSEParser({ maxLineLength: 8 });
  parser.feed('id: 5\n\ndata: p');
  parser.reset();
  assert.deepEqual(parser.feed('data: x\n\n'), [{ type: 'message', data: 'x', id: '5' }]);
  assert.throws(() => parser.feed('data: 0123456789'), /longer than 8/);
});

test('seen takes an id that came another way, as an id line would', () => {
  const parser = createSSEParser();
  parser.seen('41');
  assert.equal(parser.lastEventId, '41');
  parser.seen('4\0');
  assert.equal(parser.lastEventId, '41');
  parser.feed('id: 42\ndata: x\n\n');
  assert.equal(parser.lastEventId, '42');
});
