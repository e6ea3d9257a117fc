/**
 * The edits preset switches set aside, kept in this tab's sessionStorage beside its draft so a reload
 * of the same working document keeps them (decision 0051; the record's rules: logic/set-aside-record.js).
 *
 * sessionStorage, not localStorage: what is aside belongs to the tab that switched, as its undo history
 * does; a reload, "Duplicate tab" and opening the same page or design link in the tab keep it, another
 * tab or a new window does not. Storage that cannot be used just loses it, as before.
 */

import { getText, setText, removeText } from './storage.js';
import { encodeSetAside, decodeSetAside } from '../logic/set-aside-record.js';

/**
 * @param {() => import('./storage.js').StorageLike} session  this tab's storage (`window.sessionStorage`)
 */
export function createSetAsideStore(session) {
  return {
    /**
     * What was aside when `doc` was this page's document, else nothing.
     * @param {string} key
     * @param {Record<string, any>} doc
     * @param {import('../logic/schema-controls.js').SchemaOption[]} options
     */
    read(key, doc, options) {
      return decodeSetAside(getText(session, key), doc, options);
    },

    /**
     * Keeps `setAside` for `doc`, or removes the record when nothing is aside.
     * @param {string} key
     * @param {Record<string, any>} doc
     * @param {import('../logic/preset-switch.js').SetAside} setAside
     */
    write(key, doc, setAside) {
      const text = encodeSetAside(doc, setAside);
      if (text === null) removeText(session, key);
      else setText(session, key, text);
    },

    /** @param {string} key */
    clear(key) {
      removeText(session, key);
    },
  };
}

/** This tab's set-aside edits. */
export const setAsideStore = createSetAsideStore(() => window.sessionStorage);
