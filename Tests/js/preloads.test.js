import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';

const publicDir = fileURLToPath(new URL('../../Public/', import.meta.url));
/** The two pages and the module each runs. */
const pages = [
  { file: 'index.html', entry: '/scripts/main.js' },
  { file: 'embed.html', entry: '/scripts/embed.js' },
].map((page) => ({ ...page, html: readFileSync(`${publicDir}${page.file}`, 'utf8') }));

/** The modules `path` (`/scripts/…`) imports statically, as paths from the site's root. */
function imports(path) {
  const source = readFileSync(publicDir + path.slice(1), 'utf8');
  const found = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm)];
  return found.map((match) => posix.normalize(posix.join(posix.dirname(path), match[1] ?? match[2])));
}

/** Every module reachable from `entry` through static imports. */
function reachable(entry) {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const next of imports(/** @type {string} */ (queue.shift()))) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

for (const { file, entry, html } of pages) {
  test(`${file} preloads every module ${entry} imports, and nothing else (decision 0056)`, () => {
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    assert.equal(new Set(preloaded).size, preloaded.length, 'a module is preloaded twice');
    const needed = reachable(entry);
    assert.ok(needed.size > 30, `only ${needed.size} modules reached: the import pattern missed some`);
    const missing = [...needed].filter((path) => !preloaded.includes(path));
    const stale = preloaded.filter((path) => !needed.has(path));
    assert.deepEqual(missing, [], 'imported by the page but not preloaded: each costs a round trip');
    assert.deepEqual(stale, [], 'preloaded but not imported');
  });

  test(`${file} preloads the faces the default preview waits for`, () => {
    // The default face (Inter) and its display design, which the preview's large titles are drawn in; the
    // canvas draws nothing until both are loaded. DejaVu Sans is for a design that picks it: not preloaded.
    const fonts = readFileSync(`${publicDir}styles/fonts.css`, 'utf8');
    for (const family of ['PP Inter', 'PP Inter Display']) {
      const face = fonts.match(new RegExp(`font-family: "${family}"; src: url\\("([^"]+)"\\)`))?.[1];
      assert.ok(face, family);
      assert.ok(html.includes(`<link rel="preload" href="${face}" as="font" type="font/ttf" crossorigin>`), face);
    }
  });
}

test('index.html preloads what main.js fetches first', () => {
  const { html } = pages[0];
  assert.match(html, /<link rel="preload" href="\/api\/schema" as="fetch" crossorigin>/);
  assert.match(html, /<link rel="preload" href="\/api\/presets" as="fetch" crossorigin>/);
});
