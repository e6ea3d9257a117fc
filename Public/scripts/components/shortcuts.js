/**
 * Undo and redo from the keyboard: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y, anywhere on the page
 * except in text fields, where the browser's own text undo applies.
 */

/**
 * @param {{onUndo: () => void, onRedo: () => void}} handlers
 */
export function installUndoShortcuts({ onUndo, onRedo }) {
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    if (isTextEditing(event.target)) return;
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
