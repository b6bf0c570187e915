// SPDX-License-Identifier: MIT
// node scripts/web-preloads.mjs SITE
// Writes into SITE/index.html a <link rel="modulepreload"> for every module
// the page's script (app.mjs) imports statically, directly or not, in
// place of the line `<!-- modulepreloads -->`: the browser then fetches the
// whole graph at once, while it reads the page, instead of one level of
// imports after another (a round trip a level; four levels before the
// first tile could be drawn). Modules the page imports with import() on
// demand (replay, the tiles to come) are left to be fetched when used.
// Run by scripts/web.sh on the site it assembles (docs/web.md).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const site = path.resolve(process.argv[2] ?? '');
const MARK = '<!-- modulepreloads -->';

/** The relative specifiers of a module's static imports and re-exports
 * (`import ... from './x.mjs'`, `import './x.mjs'`, `export ... from`),
 * not its dynamic import() calls. */
export function staticImports(source) {
  const found = [];
  const pattern = /(?:^|[;\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?(['"])(\.{1,2}\/[^'"]+)\1/g;
  for (const m of source.matchAll(pattern)) found.push(m[2]);
  return found;
}

/** Every module reached from `entry` by static imports, in the order first
 * met (breadth first), the entry left out; paths relative to `root`. */
export function moduleGraph(root, entry) {
  const seen = new Set([entry]), order = [], todo = [entry];
  while (todo.length > 0) {
    const file = todo.shift();
    for (const spec of staticImports(readFileSync(path.join(root, file), 'utf8'))) {
      const next = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (seen.has(next)) continue;
      seen.add(next);
      order.push(next);
      todo.push(next);
    }
  }
  return order;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  if (!process.argv[2]) {
    console.error('usage: node scripts/web-preloads.mjs SITE');
    process.exit(2);
  }
  const index = path.join(site, 'index.html');
  const html = readFileSync(index, 'utf8');
  if (!html.includes(MARK)) {
    console.error(`web-preloads: ${index} has no line ${MARK}`);
    process.exit(1);
  }
  const modules = moduleGraph(site, 'app.mjs');
  const links = modules.map((m) => `<link rel="modulepreload" href="${m}">`).join('\n');
  writeFileSync(index, html.replace(MARK, links));
  console.log(`web: ${modules.length} modules preloaded by index.html`);
}
