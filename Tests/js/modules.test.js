import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../Public/scripts/', import.meta.url));

/** @param {string} dir @returns {string[]} */
function modules(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? modules(path) : name.endsWith('.js') ? [path] : [];
  });
}

test('every front-end module links: each named import exists in the module it names', async () => {
  const files = modules(root);
  assert.ok(files.length > 40, `only ${files.length} modules found`);
  for (const file of files) {
    try {
      await import(pathToFileURL(file).href);
    } catch (error) {
      // The entry points (main.js, embed.js) touch the page as they run: that is after linking, which is
      // what this checks. A missing export or file fails at link time with a SyntaxError.
      const runsOnThePage = error instanceof ReferenceError && /\b(document|window)\b/.test(error.message);
      assert.ok(runsOnThePage, `${relative(root, file)}: ${error}`);
    }
  }
});
