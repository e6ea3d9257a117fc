import test from 'node:test';
import assert from 'node:assert/strict';
import { saveDefaults } from '../../Public/scripts/logic/save-defaults.js';

// Version 1 was saved unlisted as "Tabs"; version 2 renamed it "Tabs (final)" and made it public.
const oldVersion = {
  name: 'Tabs', visibility: 'unlisted', version: 1, latestVersion: 2,
  current: { name: 'Tabs (final)', visibility: 'public' },
};

test('a new version saved from an older one keeps the name and visibility the config has now', () => {
  assert.deepEqual(saveDefaults('version', oldVersion, 'Tabman · ButtonBar'), { name: 'Tabs (final)', visibility: 'public' });
});

test('on the latest version, or without the latest at hand, a new version keeps the shown one', () => {
  const latest = { name: 'Tabs (final)', visibility: 'public', version: 2, latestVersion: 2 };
  assert.deepEqual(saveDefaults('version', latest, 'Tabman · ButtonBar'), { name: 'Tabs (final)', visibility: 'public' });
  assert.deepEqual(saveDefaults('version', { ...oldVersion, current: null }, 'Tabman · ButtonBar'), { name: 'Tabs', visibility: 'unlisted' });
});

test('a fork starts unlisted under the forked version’s name; a new config under its preset’s title', () => {
  assert.deepEqual(saveDefaults('fork', oldVersion, 'Tabman · ButtonBar'), { name: 'Tabs (fork)', visibility: 'unlisted' });
  assert.deepEqual(saveDefaults('create', null, 'Tabman · TabBar'), { name: 'Tabman · TabBar — custom', visibility: 'unlisted' });
});
