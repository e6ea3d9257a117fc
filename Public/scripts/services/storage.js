/**
 * localStorage as JSON, never throwing (private windows and full quotas just lose the value).
 *
 * Keys the page uses:
 * - `pp.draft:<page path>`: the unsaved document for that page (`{base, doc, savedAt}`);
 * - `pp.tokens`: `{slug: editToken}` for configs this browser saved;
 * - `pp.stage`: device, orientation, slow motion, overlay and panel settings.
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

/** @param {string} key */
export function remove(key) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage unavailable
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
