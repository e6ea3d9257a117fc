/** A Web Storage in memory (a tab's sessionStorage or the browser's localStorage), for the storage tests. */
export function memoryStorage() {
  const items = new Map();
  return {
    items,
    getItem: (/** @type {string} */ key) => (items.has(key) ? items.get(key) : null),
    setItem: (/** @type {string} */ key, /** @type {unknown} */ value) => items.set(key, String(value)),
    removeItem: (/** @type {string} */ key) => items.delete(key),
  };
}
