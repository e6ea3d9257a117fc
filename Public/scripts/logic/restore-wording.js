/**
 * What the page calls saving an older version: a restore (docs/decisions/0040-fourth-designer-walk.md).
 * Saving the version a page shows as a new one makes it the newest again (decision 0034), but on
 * `/c/{slug}/v/1` of three the Share tab said only "Version 1 of 3. This browser can save new versions."
 * and offered "Save new version…", whose dialog said "the link keeps pointing at the newest one": a
 * designer looking for how to go back to version 1 found no word for it, and one saving there could not
 * tell it would replace what the link opens.
 *
 * ```js
 * restoreWording({version: 1, latestVersion: 3}, false);
 * // {action: 'Restore as version 4…', title: 'Restore version 1', confirm: 'Restore',
 * //  note: 'Saves version 1 as version 4, the newest: the link opens it from then on. Versions 1 to 3 stay in the history.',
 * //  status: 'Version 1 of 3, an older one. Restore it to make it the newest again.'}
 * ```
 *
 * Pure.
 */

/**
 * The wording for an older version's page, or null on the newest version (or an unsaved design).
 * @param {{version: number, latestVersion: number} | null} saved
 * @param {boolean} dirty  whether the page has unsaved changes on top of the version shown
 */
export function restoreWording(saved, dirty) {
  if (!saved || !(saved.version < saved.latestVersion)) return null;
  const { version, latestVersion } = saved;
  const next = latestVersion + 1;
  const what = dirty ? `version ${version} with your changes` : `version ${version}`;
  return {
    action: `Restore as version ${next}…`,
    title: `Restore version ${version}`,
    confirm: 'Restore',
    note: `Saves ${what} as version ${next}, the newest: the link opens it from then on. Versions 1 to ${latestVersion} stay in the history.`,
    status: `Version ${version} of ${latestVersion}, an older one. Restore it to make it the newest again.`,
  };
}
