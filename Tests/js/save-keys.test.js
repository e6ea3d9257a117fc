import test from 'node:test';
import assert from 'node:assert/strict';
import { createSaveKeys, saveFingerprint } from '../../Public/scripts/logic/save-keys.js';

function counter() {
  let n = 0;
  return () => {
    n += 1;
    return new Uint8Array(16).fill(n);
  };
}

test('a save keeps its key until it is answered, then the next save gets a new one', () => {
  const keys = createSaveKeys(counter());
  const save = saveFingerprint('create', { name: 'Tabs', config: { preset: 'tabman.tabBar' }, visibility: 'unlisted' });
  const first = keys.keyFor(save);
  assert.equal(first, '01'.repeat(16));
  assert.equal(keys.keyFor(save), first, 'no answer yet: Save again sends the same key');
  keys.saved(save);
  assert.equal(keys.keyFor(save), '02'.repeat(16), 'answered: the same design saved again is a new save');
});

test('a changed design is a new save with a new key', () => {
  const keys = createSaveKeys(counter());
  const a = saveFingerprint('create', { name: 'Tabs', config: { preset: 'tabman.tabBar' } });
  const b = saveFingerprint('create', { name: 'Tabs', config: { preset: 'tabman.buttonBar' } });
  const renamed = saveFingerprint('create', { name: 'Tabs 2', config: { preset: 'tabman.tabBar' } });
  const keyA = keys.keyFor(a);
  assert.notEqual(keys.keyFor(b), keyA);
  assert.notEqual(keys.keyFor(renamed), keyA);
  // An answer to an older save does not forget the newer one's key.
  const keyRenamed = keys.keyFor(renamed);
  keys.saved(a);
  assert.equal(keys.keyFor(renamed), keyRenamed);
});

test('a fork and a create of the same body are different saves', () => {
  assert.notEqual(saveFingerprint('create', { name: 'x' }), saveFingerprint('fork AbCdEfGhJk', { name: 'x' }));
  assert.notEqual(saveFingerprint('fork AbCdEfGhJk', { name: 'x' }), saveFingerprint('fork ZyXwVuTsRq', { name: 'x' }));
});
