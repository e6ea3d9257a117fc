/**
 * What the Delete confirmation says (docs/decisions/0037-compare-ahead-delete-and-undo.md). A delete
 * removes the whole config, every version, and its links; it names the config as it is now, its latest
 * version's name, also on an older version's page, where the version shown may carry a name the config
 * no longer has (the gallery and "My saves" list the latest name: decision 0034), and says there that
 * more than the version shown goes.
 *
 * ```js
 * deleteConfirmation({name: 'Tabs', version: 1, latestVersion: 3, current: {name: 'Tabs (final)', visibility: 'public'}})
 * // 'Delete the whole config “Tabs (final)”, all 3 versions, not only version 1 shown here? …'
 * ```
 */

import { namesNow } from './save-defaults.js';

/**
 * The question asked before a delete.
 * @param {import('./save-defaults.js').SavedNames} saved
 */
export function deleteConfirmation(saved) {
  const after = 'Its links will stop working. This cannot be undone.';
  if (saved.version >= saved.latestVersion) {
    const versions = saved.latestVersion === 1 ? 'its only version' : `all ${saved.latestVersion} versions`;
    return `Delete “${saved.name}” and ${versions}? ${after}`;
  }
  const versions = `all ${saved.latestVersion} versions, not only version ${saved.version} shown here`;
  // Without the latest (its request failed), the name now is unknown: the version shown says its own.
  const what = saved.current ? `the whole config “${saved.current.name}”` : `the whole config (“${saved.name}” in version ${saved.version})`;
  return `Delete ${what}, ${versions}? ${after}`;
}

/**
 * What the log says once it is deleted.
 * @param {import('./save-defaults.js').SavedNames} saved
 */
export function deletedMessage(saved) {
  const versions = saved.latestVersion === 1 ? '' : ` and its ${saved.latestVersion} versions`;
  return `Deleted “${namesNow(saved).name}”${versions}. What the preview shows is unsaved now.`;
}
