/**
 * localStorage as JSON, never throwing (private windows and full quotas just lose the value).
 *
 * Keys the page uses:
 * - `pp.draft:<page path>`: the newest unsaved document for that page (`{doc, savedAt}`; drafts.js,
 *   which also keeps each tab's own in sessionStorage);
 * - `pp.tokens`: `{slug: editToken}` for configs this browser saved;
 * - `pp.stage`: device, orientation, slow motion, overlay and panel settings;
 * - `pp.closedGroups`: the control groups folded away;
 * - in sessionStorage, `pp.aside:<page path>`: the edits preset switches set aside, with the document
 *   they were set aside from (set-aside-store.js).
 */

/**
 * @typedef {{getItem(key: string): string | null, setItem(key: string, value: string): void,
 *   removeItem(key: string): void}} StorageLike
 */

/**
 * The text stored under `key`, or null when there is none or the storage cannot be used.
 * @param {() => StorageLike} storage  called here, for merely reading `window.localStorage` throws
 *   where storage is blocked
 * @param {string} key
 * @returns {string | null}
 */
export function getText(storage, key) {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * Stores `value` under `key`; false when the storage cannot be used or is full.
 * @param {() => StorageLike} storage @param {string} key @param {string} value
 */
export function setText(storage, key, value) {
  try {
    storage().setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** @param {() => StorageLike} storage @param {string} key */
export function removeText(storage, key) {
  try {
    storage().removeItem(key);
  } catch {
    // storage unavailable
  }
}

const local = () => window.localStorage;

/**
 * @param {string} key
 * @returns {any}
 */
export function readJSON(key) {
  const text = getText(local, key);
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * @param {string} key
 * @param {unknown} value
 */
export function writeJSON(key, value) {
  return setText(local, key, JSON.stringify(value));
}

const TOKENS = 'pp.tokens';

/** @param {string} slug @returns {string | null} */
export function editToken(slug) {
  const tokens = readJSON(TOKENS);
  return tokens && typeof tokens[slug] === 'string' ? tokens[slug] : null;
}

/** @param {string} slug @param {string} token */
export function storeEditToken(slug, token) {
  const tokens = readJSON(TOKENS) ?? {};
  tokens[slug] = token;
  writeJSON(TOKENS, tokens);
}

/** Forgets the token of a config that is gone. @param {string} slug */
export function forgetEditToken(slug) {
  const tokens = readJSON(TOKENS);
  if (!tokens || !(slug in tokens)) return;
  delete tokens[slug];
  writeJSON(TOKENS, tokens);
}

/** The slugs of the configs this browser holds edit tokens for ("my saves"). @returns {string[]} */
export function ownedSlugs() {
  const tokens = readJSON(TOKENS);
  return tokens && typeof tokens === 'object' ? Object.keys(tokens).filter((slug) => typeof tokens[slug] === 'string') : [];
}
