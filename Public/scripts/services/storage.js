/**
 * localStorage as JSON, never throwing (private windows and full quotas just lose the value).
 *
 * Keys the page uses:
 * - `pp.draft:<page path>`: the newest unsaved document for that page (`{doc, savedAt}`; drafts.js,
 *   which also keeps each tab's own in sessionStorage);
 * - `pp.tokens`: `{slug: editToken}` for configs this browser saved;
 * - `pp.stage`: device, orientation, slow motion, overlay and panel settings;
 * - `pp.closedGroups`: the control groups folded away.
 */

/**
 * @param {string} key
 * @returns {any}
 */
export function readJSON(key) {
  try {
    const text = window.localStorage.getItem(key);
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
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
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
