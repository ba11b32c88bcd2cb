// The first-load script of each route type, from the build's route manifest: the entry and root
// chunks plus the route's module and its static imports, each counted once, gzip-compressed as the
// server sends them (bytes, not time: the same build always gives the same table). Prints the table
// and fails when a route type is over its budget. Run by `npm test` after the build.
//
// The budgets are today's sizes plus a small margin, so that nothing grows unnoticed. The goal of
// issue #16, which the next steps tighten them to: at most 150 KB on every page, of which the shop's
// own code (all but react, react-dom and react-router) at most 40 KB on category and product pages.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUILD = resolve(import.meta.dirname, '../build');
const KB = 1024;

// Route type (the id of its route without language prefix) → budget in KB, gzip. Measured on
// 2026-11-25: catch-all (category, product, CMS and landing pages) 233.2, home 182.8, search 183.7,
// cart 181.5, the largest other route (the fixed /product… routes) 227.2.
const BUDGETS_KB = {
  'catch-all': 235,
  home: 185,
  search: 186,
  cart: 184,
};
// Every other route type (account, checkout, blog, …).
const OTHER_ROUTE_BUDGET_KB = 229;

/** The route manifest the server build sends to browsers (`window.__reactRouterManifest`). */
function readRouteManifest() {
  const serverBuild = readFileSync(join(BUILD, 'server/index.js'), 'utf8');
  const url = /"url":\s*"(\/assets\/manifest-[^"]+\.js)"/.exec(serverBuild)?.[1];
  if (!url) throw new Error('no route manifest url in build/server/index.js: run `npm run build` first');
  const script = readFileSync(join(BUILD, 'client', url), 'utf8');
  return JSON.parse(script.slice(script.indexOf('=') + 1).replace(/;\s*$/, ''));
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(BUILD, 'client', file))).length);
  return gzipSizes.get(file);
}

const manifest = readRouteManifest();
const root = manifest.routes.root;
const shell = [manifest.entry.module, ...manifest.entry.imports, root.module, ...root.imports];

// Routes that share a module (a screen under each language prefix) are one route type, named by the
// first of them, the route without prefix.
const routeTypes = new Map();
for (const route of Object.values(manifest.routes)) {
  // Resource routes (the web app manifest) have no component and load no script.
  if (route.id === 'root' || !route.hasDefaultExport || routeTypes.has(route.module)) continue;
  const files = new Set([...shell, route.module, ...(route.imports ?? [])]);
  const bytes = [...files].reduce((total, file) => total + gzipSize(file), 0);
  routeTypes.set(route.module, { name: route.id, files: files.size, bytes });
}

const rows = [...routeTypes.values()].sort((a, b) => b.bytes - a.bytes);
const overBudget = [];
console.log('| route type | first-load script (gzip) | files | budget |');
console.log('| --- | --- | --- | --- |');
for (const { name, files, bytes } of rows) {
  const budget = (BUDGETS_KB[name] ?? OTHER_ROUTE_BUDGET_KB) * KB;
  if (bytes > budget) overBudget.push(name);
  console.log(
    `| ${name} | ${(bytes / KB).toFixed(1)} KB | ${files} | ${(budget / KB).toFixed(1)} KB${bytes > budget ? ' **over**' : ''} |`,
  );
}
if (overBudget.length > 0) {
  console.error(
    `\nfirst-load script over budget: ${overBudget.join(', ')} (apps/storefront/scripts/bundle-budget.mjs)`,
  );
  process.exit(1);
}
