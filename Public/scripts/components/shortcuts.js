/**
 * Page-wide keys. Undo and redo: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y, anywhere on the page
 * except in text fields, where the browser's own text undo applies, and while a dialog is open (the
 * save dialog saves the design behind it: an undo there changed what was saved). The preview: the
 * skip link (the page's first tab stop) and Alt+Shift+P, from anywhere, move focus to the canvas.
 */

/** The shortcut to the preview, as `aria-keyshortcuts` writes it. */
export const PREVIEW_SHORTCUT = 'Alt+Shift+P';

/**
 * @param {{onUndo: () => void, onRedo: () => void}} handlers
 */
export function installUndoShortcuts({ onUndo, onRedo }) {
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    if (isTextEditing(event.target) || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    if (key === 'y' || event.shiftKey) onRedo();
    else onUndo();
  });
}

/** @param {EventTarget | null} target */
export function isTextEditing(target) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && ['text', 'search', 'number', 'url', 'email'].includes(target.type);
}

/**
 * The skip link and Alt+Shift+P focus the preview canvas (scrolled into view; the focus ring shows,
 * as for any keyboard focus). Matched by `event.code`, so it works where Option+Shift+P types a
 * character (macOS) and on other keyboard layouts.
 * @param {HTMLElement} canvas
 * @param {HTMLAnchorElement | null} skipLink
 */
export function installPreviewFocus(canvas, skipLink) {
  const focusPreview = () => {
    canvas.focus({ preventScroll: true, focusVisible: true });
    canvas.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  canvas.setAttribute('aria-keyshortcuts', PREVIEW_SHORTCUT);
  skipLink?.addEventListener('click', (event) => {
    event.preventDefault();
    focusPreview();
  });
  document.addEventListener('keydown', (event) => {
    if (event.code !== 'KeyP' || !event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    focusPreview();
  });
}
