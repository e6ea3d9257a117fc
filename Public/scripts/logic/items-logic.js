/**
 * Tab item edits: each returns the new item list and the session input that performs the same
 * edit (docs/api.md `items` events, so the server keeps the selection on its item's id). Icon
 * changes have no `items` op; they go as a `config` patch of the whole list.
 *
 * @typedef {{id: string, title: string, badge: string | null, icon: string | null, accessibilityLabel?: string | null, style?: Record<string, unknown>}} Item
 * @typedef {{items: Item[], event: Record<string, unknown>}} Edit
 */

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_ITEMS = 200;
export const MAX_TITLE = 80;
export const MAX_BADGE = 8;
export const MAX_ACCESSIBILITY_LABEL = 120;

/**
 * The items a document shows: its own, else the preset's. A tab's own look (`style`, which the editor
 * does not edit) is carried along, so that editing the tabs never drops it.
 * @param {{items?: Item[]}} doc
 * @param {{items?: Item[]} | undefined} presetResolved
 * @returns {Item[]}
 */
export function effectiveItems(doc, presetResolved) {
  const items = doc.items ?? presetResolved?.items ?? [];
  return items.map((item) => ({
    id: item.id, title: item.title ?? '', badge: item.badge ?? null, icon: item.icon ?? null, accessibilityLabel: item.accessibilityLabel ?? null,
    ...(item.style ? { style: item.style } : {}),
  }));
}

/**
 * An id made from a title (`"Top Stories"` → `top-stories`), unique among `existing`
 * (`top-stories-2`, `-3`, …).
 * @param {string} title
 * @param {Iterable<string>} existing
 */
export function uniqueId(title, existing) {
  const taken = new Set(existing);
  let base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56);
  if (!base) base = 'tab';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * @param {Item[]} items
 * @param {string} title
 * @param {number} t
 * @returns {Edit | null}  null when the list is full
 */
export function appendItem(items, title, t) {
  if (items.length >= MAX_ITEMS) return null;
  const item = { id: uniqueId(title, items.map((i) => i.id)), title: title.slice(0, MAX_TITLE), badge: null, icon: null };
  return { items: [...items, item], event: { type: 'items', t, op: 'append', item } };
}

/**
 * @param {Item[]} items
 * @param {string} id
 * @param {number} t
 * @returns {Edit | null}  null for the last remaining item (a pager has at least one tab)
 */
export function removeItem(items, id, t) {
  if (items.length <= 1 || !items.some((item) => item.id === id)) return null;
  return { items: items.filter((item) => item.id !== id), event: { type: 'items', t, op: 'remove', id } };
}

/**
 * The first page (`pager.defaultPage`, a tab index) to set along with a removal that leaves `count`
 * tabs, or `null` when it still names a tab. The server refuses to remove a tab while the first page
 * would be past the last one ("change the default page first"); the tabs editor moves it to the new
 * last tab in the same step instead, so the preview and the editor keep the same tabs.
 *
 * ```js
 * firstPageAfterRemoval(4, 4) // 3
 * firstPageAfterRemoval(2, 4) // null
 * ```
 * @param {unknown} defaultPage  the first page in effect
 * @param {number} count  the tabs left
 * @returns {number | null}
 */
export function firstPageAfterRemoval(defaultPage, count) {
  if (typeof defaultPage !== 'number' || defaultPage <= count - 1) return null;
  return Math.max(0, count - 1);
}

/**
 * Moves the item at `from` to `to` (indices in the list before the move).
 * @param {Item[]} items
 * @param {number} from
 * @param {number} to
 * @param {number} t
 * @returns {Edit | null}
 */
export function moveItem(items, from, to, t) {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return null;
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return { items: next, event: { type: 'items', t, op: 'reorder', ids: next.map((item) => item.id) } };
}

/**
 * @param {Item[]} items
 * @param {string} id
 * @param {string} title
 * @param {number} t
 * @returns {Edit | null}
 */
export function renameItem(items, id, title, t) {
  const clipped = title.slice(0, MAX_TITLE);
  const current = items.find((item) => item.id === id);
  if (!current || current.title === clipped) return null;
  return {
    items: items.map((item) => (item.id === id ? { ...item, title: clipped } : item)),
    event: { type: 'items', t, op: 'rename', id, title: clipped },
  };
}

/**
 * @param {Item[]} items
 * @param {string} id
 * @param {string | null} badge  null removes it; `""` is an empty badge
 * @param {number} t
 * @returns {Edit | null}
 */
export function setBadge(items, id, badge, t) {
  const value = badge === null ? null : badge.slice(0, MAX_BADGE);
  const current = items.find((item) => item.id === id);
  if (!current || current.badge === value) return null;
  return {
    items: items.map((item) => (item.id === id ? { ...item, badge: value } : item)),
    event: { type: 'items', t, op: 'badge', id, badge: value },
  };
}

/**
 * @param {Item[]} items
 * @param {string} id
 * @param {string | null} icon
 * @param {number} t
 * @returns {Edit | null}
 */
export function setIcon(items, id, icon, t) {
  const current = items.find((item) => item.id === id);
  if (!current || current.icon === icon) return null;
  const next = items.map((item) => (item.id === id ? { ...item, icon } : item));
  return { items: next, event: { type: 'config', t, patch: { items: next } } };
}

/**
 * Sets what VoiceOver reads for a tab instead of its title; an empty or blank text removes it. Sent as
 * a `config` patch of the whole list (the session's item edits have no such operation).
 * @param {Item[]} items
 * @param {string} id
 * @param {string} label
 * @param {number} t
 * @returns {Edit | null}
 */
export function setAccessibilityLabel(items, id, label, t) {
  const value = label.trim() === '' ? null : label.slice(0, MAX_ACCESSIBILITY_LABEL);
  const current = items.find((item) => item.id === id);
  if (!current || (current.accessibilityLabel ?? null) === value) return null;
  const next = items.map((item) => (item.id === id ? { ...item, accessibilityLabel: value } : item));
  return { items: next, event: { type: 'config', t, patch: { items: next } } };
}

/** The fields of a tab's own look (`items[].style`), in the order the editor shows them. */
export const STYLE_FIELDS = ['tintColor', 'selectedTintColor', 'backgroundColor', 'font', 'selectedFont'];

/**
 * A tab's look with `field` set to `value` (null removes the field, so the tab takes the buttons' again);
 * null once no field is left.
 * @param {Record<string, unknown> | null | undefined} style
 * @param {string} field
 * @param {unknown} value
 * @returns {Record<string, unknown> | null}
 */
export function withStyleField(style, field, value) {
  const next = { ...(style ?? {}) };
  if (value === null || value === undefined) delete next[field];
  else next[field] = value;
  return Object.keys(next).length > 0 ? next : null;
}

/**
 * Gives tab `id` its own look (`null`: none, the buttons' look), sent as a `config` patch of the whole
 * list (the session's item edits have no such operation).
 * @param {Item[]} items
 * @param {string} id
 * @param {Record<string, unknown> | null} style
 * @param {number} t
 * @returns {Edit | null}
 */
export function setItemStyle(items, id, style, t) {
  const current = items.find((item) => item.id === id);
  if (!current || JSON.stringify(current.style ?? null) === JSON.stringify(style ?? null)) return null;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    const { style: _old, ...rest } = item;
    return style ? { ...rest, style } : rest;
  });
  return { items: next, event: { type: 'config', t, patch: { items: next } } };
}

const LONG_WORDS = ['Recommendations', 'for', 'you', 'and', 'your', 'very', 'extended', 'family'];

/**
 * Stress sets for the items editor, as a whole new list (sent as a `config` patch):
 * - `many`: the current tabs plus numbered ones up to `count` (default 24);
 * - `long`: every title made long (`"Home — Recommendations for you and your very …"`), once: a title
 *   already made long stays as it is;
 * - `badges`: badges 1, 88, 999 and an empty one on the first four tabs;
 * - `icons`: an icon on every tab, cycling through `iconNames`.
 * @param {Item[]} items
 * @param {'many' | 'long' | 'badges' | 'icons'} kind
 * @param {{count?: number, iconNames?: string[]}} [options]
 * @returns {Item[]}
 */
export function stressItems(items, kind, { count = 24, iconNames = [] } = {}) {
  switch (kind) {
    case 'many': {
      const next = items.slice();
      for (let n = next.length + 1; next.length < Math.min(count, MAX_ITEMS); n += 1) {
        const title = `Tab ${n}`;
        next.push({ id: uniqueId(title, next.map((i) => i.id)), title, badge: null, icon: null });
      }
      return next;
    }
    case 'long':
      return items.map((item, i) => {
        if (item.title.includes(` — ${LONG_WORDS[0]}`)) return item;
        const tail = LONG_WORDS.slice(0, 3 + (i % (LONG_WORDS.length - 2))).join(' ');
        return { ...item, title: `${item.title} — ${tail}`.slice(0, MAX_TITLE) };
      });
    case 'badges': {
      const badges = ['1', '88', '999', ''];
      return items.map((item, i) => (i < badges.length ? { ...item, badge: badges[i] } : item));
    }
    case 'icons':
      if (iconNames.length === 0) return items;
      return items.map((item, i) => ({ ...item, icon: iconNames[i % iconNames.length] }));
    default:
      return items;
  }
}
