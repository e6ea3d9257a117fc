/**
 * Unsaved drafts, one per page path and per browser tab (docs/frontend.md "Drafts").
 *
 * A tab keeps its own draft in sessionStorage, which survives reloads of that tab and no other; every
 * write is also copied to localStorage, where a tab without a draft of its own for the page (a new tab,
 * a window opened after the browser restarted) finds the newest one and takes it as its own. So two tabs
 * editing the same page each get their own changes back on reload, instead of the last one written.
 *
 * When a tab's document is clean again (reverted, undone, saved), it leaves a `null` marker in its
 * sessionStorage, so a reload keeps it clean rather than picking up another tab's draft; it removes the
 * shared copy only when that copy is still its own, so it never discards another tab's changes.
 *
 * Storage that cannot be used (private windows, full quotas, blocked storage) just loses the draft.
 */

import { getText as get, setText as set, removeText as removeItem } from './storage.js';

/**
 * @typedef {import('./storage.js').StorageLike} StorageLike
 * @typedef {{doc: Record<string, any>, savedAt: string}} Draft
 */

/**
 * @param {() => StorageLike} local the storage every tab shares (`window.localStorage`)
 * @param {() => StorageLike} session this tab's storage (`window.sessionStorage`)
 */
export function createDrafts(local, session) {
  return {
    /**
     * This tab's draft for `key`, else the newest from any tab (which this tab then keeps as its own);
     * null when the tab's document is clean or there is none.
     * @param {string} key
     * @returns {Draft | null}
     */
    read(key) {
      const own = get(session, key);
      if (own !== null) return parse(own);
      const shared = get(local, key);
      if (shared === null) return null;
      set(session, key, shared);
      return parse(shared);
    },

    /**
     * Keeps `doc` as this tab's draft for `key` and as the newest for new tabs.
     * @param {string} key
     * @param {Record<string, any>} doc
     * @param {string} savedAt ISO time
     */
    write(key, doc, savedAt) {
      const text = JSON.stringify({ doc, savedAt });
      set(session, key, text);
      set(local, key, text);
    },

    /**
     * This tab has no draft for `key` any more; the shared copy goes too when it is this tab's.
     * @param {string} key
     */
    clear(key) {
      const own = get(session, key);
      if (own !== null && own !== 'null' && get(local, key) === own) removeItem(local, key);
      set(session, key, 'null');
    },
  };
}

/** @param {string} text @returns {Draft | null} */
function parse(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && value.doc && typeof value.doc === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** The page's drafts, in this browser's storage. */
export const drafts = createDrafts(
  () => window.localStorage,
  () => window.sessionStorage,
);
