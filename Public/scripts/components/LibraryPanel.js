/**
 * The Library tab: "My saves" (the configs this browser holds edit tokens for, each with its visibility,
 * a switch between public and unlisted, and its owner link on request), then the gallery: public saved
 * configurations, newest first, searchable by name, paged with the server's cursor. Each opens its page
 * (`/c/{slug}`).
 */

import { h, copyButton } from './dom.js';
import { configPath, ownerLink } from '../logic/url-state.js';
import { formatDate } from './SharePanel.js';

/**
 * @typedef {{slug: string, name: string, visibility: 'public' | 'unlisted', latestVersion: number, token: string}} MySave
 */

/**
 * @param {HTMLElement} el
 * @param {{
 *   list: (query: {q: string, cursor?: string}) => Promise<{items: any[], nextCursor: string | null}>,
 *   mine: () => Promise<MySave[]>,
 *   setVisibility: (save: MySave, visibility: 'public' | 'unlisted') => Promise<void>,
 * }} deps
 */
export function LibraryPanel(el, { list, mine, setVisibility }) {
  const mySaves = h('ul', { class: 'library', 'aria-label': 'My saves', 'data-testid': 'my-saves' });
  const mineStatus = h('p', { class: 'muted library__status', role: 'status', 'data-testid': 'my-saves-status' });
  const search = /** @type {HTMLInputElement} */ (h('input', { type: 'search', class: 'field', id: 'library-search', placeholder: 'Search by name', autocomplete: 'off' }));
  const results = h('ul', { class: 'library', 'aria-label': 'Saved configurations' });
  const status = h('p', { class: 'muted library__status', role: 'status', 'data-testid': 'gallery-status' });
  const more = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button button--small', hidden: true }, 'Load more'));
  el.replaceChildren(
    h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'My saves')),
    h('p', { class: 'muted library__note' }, 'Saved from this browser. Unlisted saves open only from their link.'),
    mineStatus,
    mySaves,
    h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Gallery')),
    h('label', { class: 'visually-hidden', for: 'library-search' }, 'Search saved configurations'),
    search,
    status,
    results,
    more,
  );
  /** @type {string | null} */
  let cursor = null;
  let generation = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  /** @param {boolean} append */
  async function load(append) {
    const gen = ++generation;
    status.textContent = 'Loading…';
    try {
      const page = await list({ q: search.value.trim(), cursor: append && cursor ? cursor : undefined });
      if (gen !== generation) return;
      cursor = page.nextCursor;
      const rows = page.items.map((item) =>
        h('li', { class: 'library__item' },
          h('a', { href: configPath(item.slug), class: 'library__name' }, item.name || item.slug),
          h('span', { class: 'muted library__meta' },
            `v${item.latestVersion ?? 1}${item.updatedAt ? ` · ${formatDate(item.updatedAt)}` : ''}`)),
      );
      if (append) results.append(...rows);
      else results.replaceChildren(...rows);
      status.textContent = results.children.length === 0 ? (search.value.trim() ? 'Nothing matches.' : 'Nothing saved yet.') : '';
      more.hidden = !cursor;
    } catch (error) {
      if (gen !== generation) return;
      status.textContent = `Could not load the list: ${error instanceof Error ? error.message : error}`;
      more.hidden = true;
    }
  }

  async function loadMine() {
    mineStatus.textContent = 'Loading…';
    try {
      const saves = await mine();
      mySaves.replaceChildren(...saves.map(mySaveRow));
      mineStatus.textContent = saves.length === 0 ? 'Nothing saved from this browser yet.' : '';
    } catch (error) {
      mineStatus.textContent = `Could not load your saves: ${error instanceof Error ? error.message : error}`;
    }
  }

  /** @param {MySave} save */
  function mySaveRow(save) {
    const next = save.visibility === 'public' ? 'unlisted' : 'public';
    const toggle = /** @type {HTMLButtonElement} */ (
      h('button', { type: 'button', class: 'button button--small', 'data-testid': 'visibility-toggle' },
        next === 'public' ? 'Make public' : 'Make unlisted')
    );
    toggle.addEventListener('click', async () => {
      toggle.disabled = true;
      try {
        await setVisibility(save, next);
        await loadMine();
        load(false);
      } catch (error) {
        mineStatus.textContent = `Not changed: ${error instanceof Error ? error.message : error}`;
        toggle.disabled = false;
      }
    });
    const owner = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button button--small' }, 'Owner link…'));
    const row = h('li', { class: 'library__item', dataset: { slug: save.slug } },
      h('a', { href: configPath(save.slug), class: 'library__name' }, save.name || save.slug),
      h('span', { class: 'muted library__meta', 'data-testid': 'visibility' }, `${save.visibility === 'public' ? 'Public' : 'Unlisted'} · v${save.latestVersion}`),
      toggle,
      owner,
    );
    // Shown once, on request: whoever has the owner link can edit and delete the config.
    owner.addEventListener('click', () => {
      const link = ownerLink(location.origin, save.slug, save.token);
      owner.replaceWith(
        h('div', { class: 'share-box__row' },
          h('input', { class: 'field share-box__url', readOnly: true, value: link, 'aria-label': 'Owner link', 'data-testid': 'owner-link' }),
          copyButton(() => link)),
        h('p', { class: 'muted share-box__hint' }, 'Open it in another browser to edit from there. Anyone with it can edit and delete this config; it is not shown again.'),
      );
    });
    return row;
  }

  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => load(false), 250);
  });
  more.addEventListener('click', () => load(true));

  return {
    /** Reloads the first page (when the tab is shown or after saving). */
    refresh() {
      loadMine();
      load(false);
    },
  };
}
