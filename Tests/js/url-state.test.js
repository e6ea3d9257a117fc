import test from 'node:test';
import assert from 'node:assert/strict';
import {
  parseRoute, configPath, configApiPath, shareUrl, embedUrl, embedSnippet, draftKey, isLoopbackHost,
  editTokenFromHash, editClaim, ownerLink, qrImagePath,
} from '../../Public/scripts/logic/url-state.js';

test('parseRoute knows the page, saved configs, versions and embeds', () => {
  assert.deepEqual(parseRoute('/'), { kind: 'scratch' });
  assert.deepEqual(parseRoute('/index.html'), { kind: 'scratch' });
  assert.deepEqual(parseRoute('/c/Ab3dE5fG7h'), { kind: 'saved', slug: 'Ab3dE5fG7h', version: null });
  assert.deepEqual(parseRoute('/c/Ab3dE5fG7h/'), { kind: 'saved', slug: 'Ab3dE5fG7h', version: null });
  assert.deepEqual(parseRoute('/c/Ab3dE5fG7h/v/12'), { kind: 'saved', slug: 'Ab3dE5fG7h', version: 12 });
  assert.deepEqual(parseRoute('/embed/abc/v/2'), { kind: 'embed', slug: 'abc', version: 2 });
  assert.equal(parseRoute('/c/abc/v/0'), null);
  assert.equal(parseRoute('/c/a b'), null);
  assert.equal(parseRoute('/elsewhere'), null);
});

test('paths, API paths and share links', () => {
  assert.equal(configPath('abc'), '/c/abc');
  assert.equal(configPath('abc', 3), '/c/abc/v/3');
  assert.equal(configApiPath('abc'), '/api/configs/abc');
  assert.equal(configApiPath('abc', 3), '/api/configs/abc?version=3');
  assert.equal(shareUrl('http://127.0.0.1:8080', 'abc'), 'http://127.0.0.1:8080/c/abc');
  assert.equal(
    embedSnippet('http://h', 'abc', { width: 390, height: 600, title: 'A & "B"' }),
    '<iframe src="http://h/embed/abc" width="390" height="600" title="A &amp; &quot;B&quot;" loading="lazy" style="border:0"></iframe>',
  );
});

test('embed links, latest and per version', () => {
  assert.equal(embedUrl('https://pp.example', 'Ab3dE5fG7h'), 'https://pp.example/embed/Ab3dE5fG7h');
  assert.equal(embedUrl('https://pp.example', 'Ab3dE5fG7h', 4), 'https://pp.example/embed/Ab3dE5fG7h/v/4');
});

test('the QR image path carries the whole link, query and fragment included, as one parameter', () => {
  assert.equal(
    qrImagePath('https://pp.example/embed/Ab3dE5fG7h/v/4?fit=screen&x=a+b#top'),
    '/api/qr?url=https%3A%2F%2Fpp.example%2Fembed%2FAb3dE5fG7h%2Fv%2F4%3Ffit%3Dscreen%26x%3Da%2Bb%23top',
  );
});

test('loopback hosts are the ones a phone cannot open', () => {
  for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) {
    assert.equal(isLoopbackHost(host), true, host);
  }
  for (const host of ['192.168.1.20', '10.0.0.5', 'pp.example', '127.0.0.1.example', '[fe80::1]', '128.0.0.1']) {
    assert.equal(isLoopbackHost(host), false, host);
  }
});

test('drafts are kept per page: scratch, each saved config, each version', () => {
  assert.equal(draftKey({ kind: 'scratch' }), 'pp.draft:/');
  assert.equal(draftKey({ kind: 'saved', slug: 'abc', version: null }), 'pp.draft:/c/abc');
  assert.equal(draftKey({ kind: 'saved', slug: 'abc', version: 2 }), 'pp.draft:/c/abc/v/2');
});

test('editTokenFromHash reads only a whole #edit= fragment with a token', () => {
  const token = 'q3Vx_9-ZtK2mB7wYc4LfN8pRa1sDe6gHj0uIoPlQkMn';
  assert.equal(editTokenFromHash(`#edit=${token}`), token);
  assert.equal(editTokenFromHash(''), null);
  assert.equal(editTokenFromHash('#edit='), null);
  assert.equal(editTokenFromHash('#edit=short'), null);
  assert.equal(editTokenFromHash(`#edit=${token}&x=1`), null);
  assert.equal(editTokenFromHash(`#edit=${token.slice(0, 20)} ${token.slice(20)}`), null);
  assert.equal(editTokenFromHash(`#token=${token}`), null);
  // A cut link: every token is 43 characters.
  assert.equal(editTokenFromHash(`#edit=${token.slice(0, 42)}`), null);
  assert.equal(editTokenFromHash(`#edit=${token}x`), null);
});

test('a link cannot replace the edit key a browser holds, nor give a cut one', () => {
  const mine = 'q3Vx_9-ZtK2mB7wYc4LfN8pRa1sDe6gHj0uIoPlQkMn';
  const other = 'A'.repeat(43);
  assert.deepEqual(editClaim(`#edit=${mine}`, null), { action: 'store', token: mine });
  assert.deepEqual(editClaim(`#edit=${mine}`, mine), { action: 'store', token: mine });
  assert.deepEqual(editClaim(`#edit=${other}`, mine), { action: 'keep', token: other });
  assert.deepEqual(editClaim(`#edit=${mine.slice(0, 30)}`, null), { action: 'malformed' });
  assert.deepEqual(editClaim('#edit=WRONGTOKEN', mine), { action: 'malformed' });
  assert.equal(editClaim('', mine), null);
  assert.equal(editClaim('#d=1.abc', null), null);
});

test('the owner link carries the edit token in the fragment, which editTokenFromHash reads back', () => {
  const token = 'Ab3_-'.repeat(8) + 'xyz';
  const link = ownerLink('https://pp.example', 'x3KfP0aZq9', token);
  assert.equal(link, `https://pp.example/c/x3KfP0aZq9#edit=${token}`);
  assert.equal(editTokenFromHash(new URL(link).hash), token);
});

test('preview image links: the saved version at a device width and scale, or nothing for values the route refuses', async () => {
  const { previewLink } = await import('../../Public/scripts/logic/preview-links.js');
  assert.equal(previewLink('x3KfP0aZq9', { kind: 'png', width: 393, scale: 2, version: 3 }), '/c/x3KfP0aZq9/v/3/preview.png?width=393&scale=2');
  assert.equal(previewLink('x3KfP0aZq9', { kind: 'apng', width: 430, scale: 1 }), '/c/x3KfP0aZq9/preview.apng?width=430&scale=1');
  assert.equal(previewLink('x', { kind: 'png', width: 2000, scale: 2 }), '');
  assert.equal(previewLink('x', { kind: 'png', width: 393, scale: 4 }), '');
});

test('a design link carries the compact document whole, versioned, and a mangled one gives nothing', async () => {
  const { designLink, designFromHash } = await import('../../Public/scripts/logic/url-state.js');
  const doc = { schemaVersion: 1, preset: 'tabman.buttonBar', indicator: { kind: 'dot' }, items: [{ id: 'a', title: 'Ünïcödé 😀' }] };
  const link = designLink('https://pp.example', doc);
  assert.match(link, /^https:\/\/pp\.example\/#d=1\.[A-Za-z0-9_-]+$/);
  assert.deepEqual(designFromHash(new URL(link).hash), doc);
  assert.equal(designFromHash('#d=2.' + new URL(link).hash.slice(5)), null); // an unknown encoding version
  assert.equal(designFromHash('#d=1.!!!'), null);
  assert.equal(designFromHash('#d=1.' + btoa('[1,2]')), null); // not an object
  assert.equal(designFromHash('#edit=abc'), null);
});
