/**
 * Saving: a new config (`POST /api/configs`, the edit token kept in localStorage), a new version
 * of one this browser holds the token for (`PUT` with `Authorization: Bearer` and `If-Match`), or a
 * fork of someone else's (`POST /api/configs/{slug}/fork` when unchanged, else a new config with
 * `parent`). Deleting one this browser holds the token for (`DELETE` with `If-Match`). Errors come back
 * as sentences a designer can act on. A new save carries an `Idempotency-Key` that stays the same until
 * it is answered, so pressing Save again after a lost answer does not save the design twice.
 */

import { ApiError, createConfig as sendCreate, updateConfig, forkConfig as sendFork, deleteConfig } from './api.js';
import { editToken, storeEditToken, forgetEditToken } from './storage.js';
import { createSaveKeys, saveFingerprint } from '../logic/save-keys.js';

/** One key per new save until it is answered: Save pressed again after a lost answer saves once. */
const saveKeys = createSaveKeys(() => crypto.getRandomValues(new Uint8Array(16)));

/** @param {Record<string, unknown>} body */
async function createConfig(body) {
  const fingerprint = saveFingerprint('create', body);
  const result = await sendCreate(body, saveKeys.keyFor(fingerprint));
  saveKeys.saved(fingerprint);
  return result;
}

/** @param {string} slug @param {Record<string, unknown>} body */
async function forkConfig(slug, body) {
  const fingerprint = saveFingerprint(`fork ${slug}`, body);
  const result = await sendFork(slug, body, saveKeys.keyFor(fingerprint));
  saveKeys.saved(fingerprint);
  return result;
}

/**
 * @typedef {{slug: string, version: number, latestVersion: number, name: string, visibility: 'public' | 'unlisted'}} SaveResult
 */

/**
 * @param {{
 *   mode: 'create' | 'version' | 'fork', name: string, doc: Record<string, unknown>,
 *   visibility?: 'public' | 'unlisted',
 *   saved: {slug: string, version: number, latestVersion: number} | null, dirty: boolean,
 * }} request
 * @returns {Promise<SaveResult>}
 */
export async function save({ mode, name, doc, saved, dirty, visibility = 'unlisted' }) {
  try {
    if (mode === 'version' && saved) {
      const token = editToken(saved.slug);
      if (!token) throw new Error('This browser does not hold the key for this configuration; fork it instead.');
      const result = await updateConfig(saved.slug, { name, config: doc, visibility }, token, saved.latestVersion);
      const version = Number(result?.version ?? saved.latestVersion + 1);
      return { slug: saved.slug, version, latestVersion: version, name, visibility: result?.visibility ?? visibility };
    }
    let result;
    if (mode === 'fork' && saved && !dirty) {
      result = await forkConfig(saved.slug, { name, version: saved.version });
    } else if (mode === 'fork' && saved) {
      try {
        result = await createConfig({ name, config: doc, visibility, parent: { slug: saved.slug, version: saved.version } });
      } catch (error) {
        const parentRefused = error instanceof ApiError && error.status === 400 && error.details.some((d) => d.pointer?.startsWith('/parent'));
        if (!parentRefused) throw error;
        result = await createConfig({ name, config: doc, visibility });
      }
    } else {
      result = await createConfig({ name, config: doc, visibility });
    }
    if (!result?.slug) throw new Error('The server did not say where it saved the configuration.');
    if (typeof result.editToken === 'string') storeEditToken(result.slug, result.editToken);
    const version = Number(result.version ?? 1);
    return { slug: result.slug, version, latestVersion: version, name, visibility: result.visibility ?? visibility };
  } catch (error) {
    throw new Error(explain(error));
  }
}

/**
 * Deletes every version of a config this browser holds the token for, only while `latestVersion` is
 * its latest; the token is forgotten once the config is gone.
 * @param {{slug: string, latestVersion: number}} saved
 */
export async function remove(saved) {
  try {
    const token = editToken(saved.slug);
    if (!token) throw new Error('This browser does not hold the key for this configuration.');
    await deleteConfig(saved.slug, token, saved.latestVersion);
    forgetEditToken(saved.slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      forgetEditToken(saved.slug);
      return;
    }
    if (error instanceof ApiError && error.status === 412) {
      throw new Error('Someone saved a newer version meanwhile; open the latest version before deleting.');
    }
    throw new Error(explain(error));
  }
}

/**
 * @param {unknown} error
 */
function explain(error) {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.status) {
    case 0:
      return 'The server could not be reached. Your changes are kept in this browser; try again.';
    case 400: {
      const details = error.details.map((d) => `${d.pointer}: ${d.message}`).join('; ');
      return details ? `The server refused the configuration: ${details}` : error.message;
    }
    case 401:
    case 403:
      return 'This browser’s key for the configuration was not accepted; fork it to save your changes.';
    case 404:
      return 'The configuration no longer exists; save it as a new one.';
    case 412:
      return 'Someone saved a newer version meanwhile. Open the latest version first, or fork to keep yours.';
    case 413:
      return 'The configuration is too large to save.';
    case 429:
      return 'Too many saves in a short time; wait a moment and try again.';
    default:
      return error.message;
  }
}
