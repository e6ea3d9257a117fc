/**
 * The save dialog: a name and who can find it (unlisted, the default, or public), then Save (a new config, or a new version when this browser holds the
 * config's edit token) or Fork (someone else's config). After saving it shows the share link
 * (`data-testid="share-url"`) with a copy button and the embed snippet.
 *
 * @typedef {'create' | 'version' | 'fork'} SaveMode
 */

import { h, copyButton } from './dom.js';
import { embedSnippet } from '../logic/url-state.js';
import { fitName } from '../logic/save-defaults.js';

const TITLES = { create: 'Save configuration', version: 'Save a new version', fork: 'Fork configuration' };
const NOTES = {
  create: 'Anyone with the link can open it. This browser keeps the key to save new versions.',
  version: 'Saves a new version; the link keeps pointing at the newest one.',
  fork: 'Saves your own copy with its own link; the original stays as it is.',
};

/**
 * @param {HTMLDialogElement} dialog
 * @param {{onConfirm: (name: string, mode: SaveMode, visibility: 'public' | 'unlisted') => Promise<void>}} handlers
 *   rejects with an Error whose message is shown in the dialog
 */
export function SaveDialog(dialog, { onConfirm }) {
  const form = /** @type {HTMLFormElement} */ (dialog.querySelector('[data-save-form]'));
  const title = /** @type {HTMLElement} */ (dialog.querySelector('[data-save-title]'));
  const name = /** @type {HTMLInputElement} */ (dialog.querySelector('[data-testid="config-name"]'));
  const note = /** @type {HTMLElement} */ (dialog.querySelector('[data-save-note]'));
  const error = /** @type {HTMLElement} */ (dialog.querySelector('[data-save-error]'));
  const confirm = /** @type {HTMLButtonElement} */ (dialog.querySelector('[data-save-confirm]'));
  const cancel = /** @type {HTMLButtonElement} */ (dialog.querySelector('[data-save-cancel]'));
  const done = /** @type {HTMLButtonElement} */ (dialog.querySelector('[data-save-done]'));
  const editStep = /** @type {HTMLElement} */ (dialog.querySelector('[data-save-step="edit"]'));
  const doneStep = /** @type {HTMLElement} */ (dialog.querySelector('[data-save-step="done"]'));
  const savedNote = /** @type {HTMLElement} */ (dialog.querySelector('[data-saved-note]'));
  const share = /** @type {HTMLElement} */ (dialog.querySelector('[data-saved-share]'));
  const visibilityChoice = /** @type {HTMLFieldSetElement} */ (dialog.querySelector('[data-save-visibility]'));
  /** @returns {'public' | 'unlisted'} */
  const chosenVisibility = () =>
    /** @type {HTMLInputElement | null} */ (visibilityChoice.querySelector('input:checked'))?.value === 'public' ? 'public' : 'unlisted';
  /** @type {SaveMode} */
  let mode = 'create';
  let busy = false;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    const value = name.value.trim();
    if (!value) {
      error.textContent = 'Give the configuration a name.';
      name.setAttribute('aria-invalid', 'true');
      name.focus();
      return;
    }
    name.removeAttribute('aria-invalid');
    busy = true;
    confirm.disabled = true;
    error.textContent = '';
    try {
      await onConfirm(value, mode, chosenVisibility());
    } catch (failure) {
      error.textContent = failure instanceof Error ? failure.message : String(failure);
    } finally {
      busy = false;
      confirm.disabled = false;
    }
  });
  // At most the server's 80 characters, as a person counts them (an emoji is one; `maxlength` counts
  // UTF-16 units).
  name.addEventListener('input', () => {
    const fitted = fitName(name.value);
    if (fitted !== name.value) name.value = fitted;
  });
  cancel.addEventListener('click', () => dialog.close());
  done.addEventListener('click', () => dialog.close());

  return {
    /**
     * @param {SaveMode} nextMode
     * @param {string} defaultName
     * @param {'public' | 'unlisted'} [visibility]  preselected: a new version keeps the config's
     * @param {{title: string, note: string, confirm: string} | null} [restore]  a new version of an older
     *   version's page: worded as the restore it is (`logic/restore-wording.js`)
     */
    open(nextMode, defaultName, visibility = 'unlisted', restore = null) {
      for (const input of visibilityChoice.querySelectorAll('input')) input.checked = input.value === visibility;
      mode = nextMode;
      const words = mode === 'version' && restore ? restore : null;
      title.textContent = words?.title ?? TITLES[mode];
      note.textContent = words?.note ?? NOTES[mode];
      confirm.textContent = words?.confirm ?? (mode === 'fork' ? 'Fork' : 'Save');
      name.value = defaultName;
      error.textContent = '';
      editStep.hidden = false;
      doneStep.hidden = true;
      if (!dialog.open) dialog.showModal();
      name.select();
    },

    /**
     * Shows the result: the share link and the embed snippet.
     * @param {{url: string, versionUrl: string, slug: string, version: number, name: string}} saved
     */
    showSaved(saved) {
      title.textContent = mode === 'fork' ? 'Forked' : 'Saved';
      savedNote.textContent = `“${saved.name}” is saved as version ${saved.version}. Share this link:`;
      const snippet = embedSnippet(location.origin, saved.slug, { title: saved.name });
      share.replaceChildren(
        h('div', { class: 'share-box__row' },
          h('a', { class: 'share-box__url', href: saved.url, 'data-testid': 'share-url' }, saved.url),
          copyButton(() => saved.url, 'Copy link')),
        h('p', { class: 'muted share-box__hint' }, 'This version only: ',
          h('a', { href: saved.versionUrl }, saved.versionUrl)),
        h('label', { class: 'share-box__label', for: 'saved-embed' }, 'Embed'),
        h('div', { class: 'share-box__row' },
          h('textarea', { id: 'saved-embed', class: 'field share-box__code', readOnly: true, rows: 3, value: snippet }),
          copyButton(() => snippet, 'Copy embed code')),
      );
      editStep.hidden = true;
      doneStep.hidden = false;
      done.focus();
    },

    get isOpen() {
      return dialog.open;
    },
  };
}
