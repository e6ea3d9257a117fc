/**
 * Undo and redo of document changes, as an immutable value.
 *
 * Each entry is a whole document (they are small), so undoing is "go back to that document"; the
 * caller sends the merge patch between the two. Changes that arrive in quick succession under the
 * same `key` (dragging a slider, typing in a field) merge into one step.
 *
 * ```js
 * let h = createHistory(doc0);
 * h = record(h, doc1, {key: 'indicator.weight', time: 10});
 * h = undo(h); h.present === doc0;
 * ```
 *
 * @template T
 * @typedef {{past: T[], present: T, future: T[], lastKey: string | null, lastTime: number, limit: number}} History
 */

/** Changes with the same key closer than this (ms) merge into one undo step. */
export const MERGE_WINDOW_MS = 800;

/**
 * @template T
 * @param {T} present
 * @param {{limit?: number}} [options]
 * @returns {History<T>}
 */
export function createHistory(present, { limit = 200 } = {}) {
  return { past: [], present, future: [], lastKey: null, lastTime: -Infinity, limit };
}

/**
 * Records a new present. With the same non-null `key` as the previous change within
 * `MERGE_WINDOW_MS`, the previous step is extended instead of adding one. Clears redo.
 * @template T
 * @param {History<T>} history
 * @param {T} next
 * @param {{key?: string | null, time?: number}} [change]
 * @returns {History<T>}
 */
export function record(history, next, { key = null, time = 0 } = {}) {
  const merges =
    key !== null && key === history.lastKey && time - history.lastTime <= MERGE_WINDOW_MS && history.past.length > 0;
  const past = merges ? history.past : [...history.past, history.present].slice(-history.limit);
  return { ...history, past, present: next, future: [], lastKey: key, lastTime: time };
}

/**
 * Replaces the present without an undo step (a server echo, a preset load that starts over).
 * @template T
 * @param {History<T>} history
 * @param {T} present
 * @param {{clear?: boolean}} [options]  `clear` forgets undo and redo
 * @returns {History<T>}
 */
export function replace(history, present, { clear = false } = {}) {
  return clear
    ? createHistory(present, { limit: history.limit })
    : { ...history, present, lastKey: null, lastTime: -Infinity };
}

/** @template T @param {History<T>} history */
export function canUndo(history) {
  return history.past.length > 0;
}

/** @template T @param {History<T>} history */
export function canRedo(history) {
  return history.future.length > 0;
}

/**
 * @template T
 * @param {History<T>} history
 * @returns {History<T>}
 */
export function undo(history) {
  if (!canUndo(history)) return history;
  const previous = history.past[history.past.length - 1];
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
    lastTime: -Infinity,
  };
}

/**
 * @template T
 * @param {History<T>} history
 * @returns {History<T>}
 */
export function redo(history) {
  if (!canRedo(history)) return history;
  const [next, ...rest] = history.future;
  return {
    ...history,
    past: [...history.past, history.present],
    present: next,
    future: rest,
    lastKey: null,
    lastTime: -Infinity,
  };
}
