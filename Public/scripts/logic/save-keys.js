/**
 * The `Idempotency-Key` of each new save (a create or a fork), so that a save whose answer was lost
 * (the network dropped, the server answered 503 after it had committed) saves once when the designer
 * presses Save again: the same save gets the same key until one answer arrives, and the server answers
 * a key it has seen with the config it made (docs/configs.md "Saves that are retried").
 *
 * "The same save" is the same request: the same kind, name, config and visibility (its `fingerprint`).
 * A changed design is a new save and gets a new key. Pure: the random source is passed in.
 *
 * ```js
 * const keys = createSaveKeys(() => crypto.getRandomValues(new Uint8Array(16)));
 * const key = keys.keyFor(fingerprint);   // send as Idempotency-Key
 * keys.saved(fingerprint);                // an answer came: the next save is a new one
 * ```
 */

/** @param {Uint8Array} bytes */
function hex(bytes) {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * @param {() => Uint8Array} randomBytes  16 random bytes a call
 */
export function createSaveKeys(randomBytes) {
  /** @type {{fingerprint: string, key: string} | null} */
  let pending = null;
  return {
    /**
     * The key for the save `fingerprint`: the key of the last save that got no answer when it is the
     * same save, else a new one.
     * @param {string} fingerprint
     */
    keyFor(fingerprint) {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: hex(randomBytes()) };
      return pending.key;
    },

    /**
     * The save `fingerprint` was answered (saved, or refused for good): its key is not used again.
     * @param {string} fingerprint
     */
    saved(fingerprint) {
      if (pending?.fingerprint === fingerprint) pending = null;
    },
  };
}

/**
 * The fingerprint of a save request: its kind, where it forks from, and its body.
 * @param {string} kind @param {unknown} body
 */
export function saveFingerprint(kind, body) {
  return `${kind}\n${JSON.stringify(body)}`;
}
