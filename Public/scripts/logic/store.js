/**
 * A tiny observable state container: the controller sets, components subscribe.
 *
 * ```js
 * const store = createStore({count: 0});
 * const stop = store.subscribe((state, previous) => render(state));
 * store.set({count: 1}); // shallow merge, then every subscriber runs once
 * ```
 * @template {Record<string, unknown>} S
 */

/**
 * @template {Record<string, unknown>} S
 * @param {S} initial
 */
export function createStore(initial) {
  let state = initial;
  /** @type {Set<(state: S, previous: S) => void>} */
  const listeners = new Set();
  return {
    /** @returns {S} */
    get() {
      return state;
    },
    /**
     * Shallow-merges `patch` (or the result of `patch(state)`) and notifies subscribers, unless
     * nothing changed (every key already `===` its new value).
     * @param {Partial<S> | ((state: S) => Partial<S>)} patch
     */
    set(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      const changed = Object.entries(changes).some(([key, value]) => state[key] !== value);
      if (!changed) return;
      const previous = state;
      state = { ...state, ...changes };
      for (const listener of listeners) listener(state, previous);
    },
    /**
     * @param {(state: S, previous: S) => void} listener
     * @returns {() => void} unsubscribe
     */
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
