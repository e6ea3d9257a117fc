/**
 * What the save dialog starts with: a name and who can find the config.
 *
 * A new version keeps the config's name and visibility as they are now, its latest version's, also
 * when the page shows an older version: saving that one restores its design, not the name it had then
 * or whether it was listed (docs/decisions/0034-a-restore-keeps-the-name-and-listing.md). A fork starts
 * unlisted under the forked version's name and " (fork)", the name cut with "…" where both would pass
 * the server's 80 characters; a new config unlisted under its preset's title.
 *
 * ```js
 * saveDefaults('version', {name: 'Tabs', visibility: 'unlisted', version: 1, latestVersion: 2,
 *   current: {name: 'Tabs (final)', visibility: 'public'}}, 'Tabman · ButtonBar');
 * // {name: 'Tabs (final)', visibility: 'public'}
 * ```
 *
 * @typedef {'public' | 'unlisted'} Visibility
 * @typedef {{name: string, visibility?: Visibility, version: number, latestVersion: number,
 *   current?: {name: string, visibility: Visibility} | null}} SavedNames
 */

import { graphemes, truncateText } from './geometry.js';

/** The longest name the server takes, in characters as a person counts them (docs/configs.md). */
export const MAX_NAME_LENGTH = 80;

const FORK_SUFFIX = ' (fork)';

/**
 * @param {'create' | 'version' | 'fork'} mode
 * @param {SavedNames | null} saved  the config the page shows; `current`: its latest version's name and
 *   visibility, when the page shows an older one
 * @param {string} presetTitle
 * @returns {{name: string, visibility: Visibility}}
 */
export function saveDefaults(mode, saved, presetTitle) {
  if (!saved) return { name: `${presetTitle} — custom`, visibility: 'unlisted' };
  if (mode === 'fork') return { name: forkName(saved.name), visibility: 'unlisted' };
  if (mode !== 'version') return { name: saved.name, visibility: 'unlisted' };
  const now = namesNow(saved);
  return { name: now.name, visibility: now.visibility === 'public' ? 'public' : 'unlisted' };
}

/**
 * The config's name and visibility as they are now: its latest version's (`current`) on an older
 * version's page that has them, else the version shown's own.
 * @param {SavedNames} saved
 * @returns {{name: string, visibility?: Visibility}}
 */
export function namesNow(saved) {
  return saved.version < saved.latestVersion && saved.current ? saved.current : saved;
}

/**
 * `text` cut to the server's 80 characters, counted as a person counts them (an emoji is one; the
 * field's own `maxlength` would count UTF-16 units, two for most emoji, and stop at 40 of them).
 * @param {string} text
 */
export function fitName(text) {
  const characters = graphemes(text);
  return characters.length > MAX_NAME_LENGTH ? characters.slice(0, MAX_NAME_LENGTH).join('') : text;
}

/** @param {string} name */
function forkName(name) {
  const room = MAX_NAME_LENGTH - FORK_SUFFIX.length;
  return `${truncateText(name, room, (text) => graphemes(text).length)}${FORK_SUFFIX}`;
}
