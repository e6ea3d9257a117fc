/**
 * The tabs editor: rename, badge, icon, a tab's own look (folded, `ItemLook.js`), remove, add, and
 * reorder by dragging the handle or with the arrow keys on it; plus stress sets (many tabs, long
 * labels, badges, icons). Rows are keyed by item id and reused, so typing in a title keeps focus while
 * the preview updates.
 */

import { h } from './dom.js';
import { ItemLook } from './ItemLook.js';
import { MAX_ITEMS, MAX_TITLE, MAX_BADGE } from '../logic/items-logic.js';

/**
 * @typedef {{
 *   onAppend: (title: string) => void, onRemove: (id: string) => void,
 *   onMove: (from: number, to: number) => void, onRename: (id: string, title: string) => void,
 *   onBadge: (id: string, badge: string | null) => void, onIcon: (id: string, icon: string | null) => void,
 *   onStyle: (id: string, style: Record<string, unknown> | null, live: boolean) => void,
 *   onStress: (kind: string) => void, onResetItems: () => void,
 * }} ItemHandlers
 */

/**
 * @param {HTMLElement} el  the tabs panel
 * @param {ItemHandlers} handlers
 */
export function ItemsEditor(el, handlers) {
  /** @type {string[]} */
  let iconNames = [];
  /** @type {import('../logic/items-logic.js').Item[]} */
  let items = [];
  /** What an unset field of a tab's own look shows (the buttons'), and the font weights. */
  let lookBase = { inherited: /** @type {any} */ (null), weights: /** @type {string[]} */ ([]) };
  /** @type {Map<string, ReturnType<typeof makeRow>>} */
  const rows = new Map();
  const list = h('ol', { class: 'items', 'aria-label': 'Tabs, in order' });
  const help = h('p', { id: 'items-reorder-help', class: 'visually-hidden' }, 'Drag the handle, or focus it and press the up and down arrow keys, to move the tab.');
  const count = h('span', { class: 'muted items__count' });
  const newTitle = /** @type {HTMLInputElement} */ (h('input', { class: 'field', id: 'new-tab-title', maxLength: MAX_TITLE, placeholder: 'New tab title', autocomplete: 'off' }));
  const add = /** @type {HTMLButtonElement} */ (h('button', { type: 'submit', class: 'button button--small' }, 'Add tab'));
  const form = h('form', { class: 'items__add' }, h('label', { class: 'visually-hidden', for: 'new-tab-title' }, 'New tab title'), newTitle, add);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    handlers.onAppend(newTitle.value.trim() || `Tab ${items.length + 1}`);
    newTitle.value = '';
  });
  const resetItems = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button button--small', onclick: () => handlers.onResetItems() }, 'Reset tabs'));
  const stress = h(
    'div',
    { class: 'items__stress', role: 'group', 'aria-label': 'Stress tests' },
    h('span', { class: 'muted' }, 'Stress:'),
    ...[
      ['many', '24 tabs'],
      ['long', 'Long labels'],
      ['badges', 'Badges'],
      ['icons', 'Icons'],
    ].map(([kind, text]) => h('button', { type: 'button', class: 'button button--small', onclick: () => handlers.onStress(kind) }, text)),
  );
  el.replaceChildren(
    h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Tabs'), count, resetItems),
    help,
    list,
    form,
    stress,
  );

  /** @param {import('../logic/items-logic.js').Item} item */
  function makeRow(item) {
    const handle = h('button', { type: 'button', class: 'item__handle', 'aria-describedby': 'items-reorder-help' }, h('span', { 'aria-hidden': 'true' }, '⠿'));
    const index = h('span', { class: 'item__index', 'aria-hidden': 'true' });
    const title = /** @type {HTMLInputElement} */ (h('input', { class: 'field item__title', maxLength: MAX_TITLE, autocomplete: 'off', spellcheck: false }));
    const badge = /** @type {HTMLInputElement} */ (h('input', { class: 'field item__badge', maxLength: MAX_BADGE, placeholder: 'Badge', autocomplete: 'off' }));
    const icon = /** @type {HTMLSelectElement} */ (h('select', { class: 'field item__icon' }));
    const remove = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'item__remove button button--icon button--small' }, h('span', { 'aria-hidden': 'true' }, '×')));
    const look = ItemLook(item.id, { onStyle: (style, live) => handlers.onStyle(row.id, style, live) });
    const li = h('li', { class: 'item', dataset: { id: item.id } }, handle, index, title, badge, icon, remove, look.element);
    const row = { li, handle, index, title, badge, icon, remove, look, id: item.id };
    title.addEventListener('input', () => handlers.onRename(row.id, title.value));
    badge.addEventListener('input', () => handlers.onBadge(row.id, badge.value === '' ? null : badge.value));
    icon.addEventListener('change', () => handlers.onIcon(row.id, icon.value === '' ? null : icon.value));
    remove.addEventListener('click', () => handlers.onRemove(row.id));
    handle.addEventListener('keydown', (event) => {
      const from = items.findIndex((i) => i.id === row.id);
      const to = event.key === 'ArrowUp' ? from - 1 : event.key === 'ArrowDown' ? from + 1 : -2;
      if (to === -2) return;
      event.preventDefault();
      if (to < 0 || to >= items.length) return;
      handlers.onMove(from, to);
      requestAnimationFrame(() => rows.get(row.id)?.handle.focus());
    });
    attachDrag(row);
    fillIcons(icon);
    return row;
  }

  /** @param {HTMLSelectElement} select */
  function fillIcons(select) {
    const value = select.value;
    select.replaceChildren(h('option', { value: '' }, 'No icon'), ...iconNames.map((name) => h('option', { value: name }, name)));
    select.value = value;
  }

  /**
   * Pointer drag on the handle: the row follows the pointer (a transform, so the handle keeps its
   * pointer capture), a line marks where it will land, and the move is committed on release.
   */
  function attachDrag(row) {
    /** @type {{id: number, from: number, to: number, startY: number} | null} */
    let drag = null;
    const clearMarks = () => {
      for (const other of list.children) other.classList.remove('item--drop-before', 'item--drop-after');
    };
    row.handle.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      const from = items.findIndex((i) => i.id === row.id);
      drag = { id: event.pointerId, from, to: from, startY: event.clientY };
      row.handle.setPointerCapture(event.pointerId);
    });
    row.handle.addEventListener('pointermove', (event) => {
      if (!drag || event.pointerId !== drag.id) return;
      const dy = event.clientY - drag.startY;
      if (Math.abs(dy) < 4 && drag.to === drag.from) return;
      row.li.classList.add('item--dragging');
      row.li.style.transform = `translateY(${dy}px)`;
      const siblings = [...list.children];
      let to = drag.from;
      siblings.forEach((other, i) => {
        if (other === row.li) return;
        const box = other.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        if (i < drag.from && event.clientY < middle) to = Math.min(to, i);
        if (i > drag.from && event.clientY > middle) to = Math.max(to, i);
      });
      drag.to = to;
      clearMarks();
      if (to < drag.from) siblings[to].classList.add('item--drop-before');
      if (to > drag.from) siblings[to].classList.add('item--drop-after');
    });
    const finish = (event) => {
      if (!drag || event.pointerId !== drag.id) return;
      const { from, to } = drag;
      drag = null;
      clearMarks();
      row.li.classList.remove('item--dragging');
      row.li.style.transform = '';
      if (event.type !== 'pointercancel' && from !== to && from >= 0) handlers.onMove(from, to);
    };
    row.handle.addEventListener('pointerup', finish);
    row.handle.addEventListener('pointercancel', finish);
    row.handle.addEventListener('lostpointercapture', finish);
  }

  function render() {
    const seen = new Set();
    items.forEach((item, i) => {
      let row = rows.get(item.id);
      if (!row) {
        row = makeRow(item);
        rows.set(item.id, row);
      }
      seen.add(item.id);
      const n = i + 1;
      row.index.textContent = String(n);
      row.handle.setAttribute('aria-label', `Move tab ${n}, ${item.title || 'untitled'}`);
      row.title.setAttribute('aria-label', `Title of tab ${n}`);
      row.badge.setAttribute('aria-label', `Badge of tab ${n}`);
      row.icon.setAttribute('aria-label', `Icon of tab ${n}`);
      row.remove.setAttribute('aria-label', `Remove tab ${n}, ${item.title || 'untitled'}`);
      row.remove.disabled = items.length <= 1;
      if (document.activeElement !== row.title) row.title.value = item.title;
      if (document.activeElement !== row.badge) row.badge.value = item.badge ?? '';
      row.icon.value = item.icon ?? '';
      if (lookBase.inherited) row.look.update(item.style, lookBase.inherited, lookBase.weights);
      if (list.children[i] !== row.li) list.insertBefore(row.li, list.children[i] ?? null);
    });
    for (const [id, row] of rows) {
      if (!seen.has(id)) {
        row.li.remove();
        rows.delete(id);
      }
    }
    count.textContent = `${items.length} of at most ${MAX_ITEMS}`;
    add.disabled = items.length >= MAX_ITEMS;
  }

  return {
    /** @param {string[]} names  the icon names the schema lists */
    setIcons(names) {
      iconNames = names;
      for (const row of rows.values()) fillIcons(row.icon);
      render();
    },
    /**
     * @param {import('../logic/items-logic.js').Item[]} next
     * @param {{changed: boolean, look?: {inherited: any, weights: string[]}}} info  whether the tabs
     *   differ from the preset's; the buttons' look that unset fields of a tab's own look show
     */
    update(next, { changed, look }) {
      items = next;
      if (look) lookBase = look;
      resetItems.disabled = !changed;
      render();
    },
  };
}
