import assert from 'node:assert/strict';
import { test } from 'node:test';

import { restoreWording } from '../../Public/scripts/logic/restore-wording.js';

test('an older version is restored as the one after the newest', () => {
  const words = restoreWording({ version: 1, latestVersion: 3 }, false);
  // Three versions: saving version 1 makes version 4, which the link /c/{slug} then opens.
  assert.equal(words.action, 'Restore as version 4…');
  assert.equal(words.title, 'Restore version 1');
  assert.equal(words.confirm, 'Restore');
  assert.match(words.note, /^Saves version 1 as version 4, the newest/);
  assert.match(words.note, /Versions 1 to 3 stay in the history\.$/);
  assert.match(words.status, /^Version 1 of 3, an older one\./);
});

test('unsaved changes on an older version are said to go with it', () => {
  assert.match(restoreWording({ version: 2, latestVersion: 5 }, true).note, /^Saves version 2 with your changes as version 6/);
});

test('the newest version and an unsaved design have nothing to restore', () => {
  assert.equal(restoreWording({ version: 3, latestVersion: 3 }, false), null);
  assert.equal(restoreWording(null, true), null);
});
