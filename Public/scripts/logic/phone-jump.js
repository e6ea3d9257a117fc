/**
 * The phone's jump between the options and the side panel (decision 0044). On a phone the page is one
 * column: the pinned preview, the options (thousands of pixels of them), then the side panel (Tabs,
 * Share, Library, Export, A11y, Log). A button along the bottom edge jumps down to the side panel while
 * it is out of sight, and back up to the options once it is in view.
 */

/** @typedef {{target: 'side' | 'options', label: string, name: string}} Jump */

/** @type {Jump} */
export const TO_SIDE = { target: 'side', label: 'Tabs & Share ↓', name: 'Jump to the side panel: Tabs, Share, Library, Export, A11y, Log' };
/** @type {Jump} */
export const TO_OPTIONS = { target: 'options', label: 'Options ↑', name: 'Jump back to the options' };

/**
 * Where the button jumps to: the side panel while its top edge is below what the window shows above the
 * bottom bar, else back to the options.
 * @param {number} sideTop  the side panel's top edge, in window pixels
 * @param {number} windowHeight  the window's height
 * @param {number} bottomBar  the height the bottom bar covers
 * @returns {Jump}
 */
export function jumpFor(sideTop, windowHeight, bottomBar) {
  if (!Number.isFinite(sideTop) || !Number.isFinite(windowHeight)) return TO_SIDE;
  return sideTop < windowHeight - Math.max(0, bottomBar || 0) ? TO_OPTIONS : TO_SIDE;
}
