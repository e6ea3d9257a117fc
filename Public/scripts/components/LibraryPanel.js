/**
 * The Library tab: saved configurations, newest first, searchable by name, paged with the
 * server's cursor. Each opens its page (`/c/{slug}`).
 */

import { h } from './dom.js';
import { configPath } from '../logic/url-state.js';
import { formatDate } from './SharePanel.js';

/**
 * @param {HTMLElement} el
 * @param {{list: (query: {q: string, cursor?: string}) => Promise<{items: any[], nextCursor: string | null}>}} deps
 */
export function LibraryPanel(el, { list }) {
  const search = /** @type {HTMLInputElement} */ (h('input', { type: 'search', class: 'field', id: 'library-search', placeholder: 'Search by name', autocomplete: 'off' }));
  const results = h('ul', { class: 'library', 'aria-label': 'Saved configurations' });
  const status = h('p', { class: 'muted library__status', role: 'status' });
  const more = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button button--small', hidden: true }, 'Load more'));
  el.replaceChildren(
    h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Saved configurations')),
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

  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => load(false), 250);
  });
  more.addEventListener('click', () => load(true));

  return {
    /** Reloads the first page (when the tab is shown or after saving). */
    refresh() {
      load(false);
    },
  };
}
