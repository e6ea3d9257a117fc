import test from 'node:test';
import assert from 'node:assert/strict';
import { fitName, saveDefaults } from '../../Public/scripts/logic/save-defaults.js';

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

test('a fork of a long name is cut with “…” so that it and “ (fork)” fit in 80 characters', () => {
  const saved = { name: '', visibility: 'public', version: 1, latestVersion: 1 };
  const fits = 'a'.repeat(73);
  assert.equal(saveDefaults('fork', { ...saved, name: fits }, '').name, `${fits} (fork)`, '73 + 7 is 80: kept whole');
  // 80 characters: 72 of them, "…" and " (fork)" make 80 (the 73rd character is a space, dropped).
  const long = `${'b'.repeat(72)} and more`;
  assert.equal(saveDefaults('fork', { ...saved, name: long }, '').name, `${'b'.repeat(72)}… (fork)`);
  // Counted as a person counts them: 👍🏽 is one character of two code points, never cut in half.
  const thumbs = '👍🏽'.repeat(80);
  const name = saveDefaults('fork', { ...saved, name: thumbs }, '').name;
  assert.equal(name, `${'👍🏽'.repeat(72)}… (fork)`);
});

test('a name is cut at 80 characters as a person counts them, emoji one each', () => {
  const emoji = '🎨'.repeat(60); // 120 UTF-16 units
  assert.equal(fitName(emoji), emoji);
  assert.equal(fitName('a'.repeat(85)), 'a'.repeat(80));
  // A family emoji (seven code points joined) is one character.
  const family = '👨‍👩‍👧‍👦';
  assert.equal(fitName(family.repeat(81)), family.repeat(80));
});
