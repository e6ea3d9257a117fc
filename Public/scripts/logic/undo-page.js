/**
 * The page an undo or redo comes back to (docs/decisions/0037-compare-ahead-delete-and-undo.md).
 *
 * Undo restores a document, and the engine keeps the selection on its tab's id; when the tab shown is
 * not in the restored document (undoing "Add tab", whose Tabman insert scrolled to the new tab), the
 * engine falls back to the first page, as SwiftUITabPager does for a removed selection
 * (`PagerSimulation+Edits.swift`). Undo is the playground's, not the library's: it should put back what
 * the designer saw before the step. So each document remembers the tab shown when an edit, undo or redo
 * left it, and coming back to it shows that tab again when the tab shown now is not in it, or when the
 * step being undone had removed that tab (undoing "Remove" of the tab on screen). A page the designer
 * moved to by themselves, on a tab both documents have, is left alone.
 *
 * ```js
 * const pages = createUndoPages();
 * pages.left(before, 'explore');                          // "Add tab" leaves `before` on Explore
 * pages.back(before, tabsOfBefore, tabsAfter, 'extra');    // undo while on the new tab: Explore's index
 * ```
 *
 * Pure: it holds the documents weakly and sends nothing.
 */

/**
 * @typedef {{id: string}} Tab
 */

export function createUndoPages() {
  /** The tab shown when each document was left (by identity: history entries are kept, not copied). */
  /** @type {WeakMap<object, string>} */
  const shownWhenLeft = new WeakMap();

  return {
    /**
     * `doc` is being left (an edit, undo or redo replaces it) while the tab `shown` is on screen.
     * @param {object} doc
     * @param {string | null} shown  the shown tab's id; null: none known
     */
    left(doc, shown) {
      if (shown !== null) shownWhenLeft.set(doc, shown);
    },

    /**
     * Undo or redo came back to `doc`, whose tabs are `tabs`, from a document with the tabs `from`, with
     * the tab `shown` on screen: the page to show, or null when the engine's own choice stands.
     * @param {object} doc
     * @param {Tab[]} tabs
     * @param {Tab[]} from
     * @param {string | null} shown
     * @returns {number | null}
     */
    back(doc, tabs, from, shown) {
      const remembered = shownWhenLeft.get(doc);
      if (remembered === undefined || remembered === shown) return null;
      const page = tabs.findIndex((tab) => tab.id === remembered);
      if (page < 0) return null;
      const has = (/** @type {Tab[]} */ list, /** @type {string | null} */ id) => list.some((tab) => tab.id === id);
      return !has(tabs, shown) || !has(from, remembered) ? page : null;
    },
  };
}
