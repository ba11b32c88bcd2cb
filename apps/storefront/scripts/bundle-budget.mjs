// The first-load script of each route type, from the build's route manifest: the entry and root
// chunks plus the route's module and its static imports (and, for a route that loads its page modules
// lazily, each page module with its imports), each counted once, gzip-compressed (level 6, as the
// goal below is measured; the server sends the build's brotli copies, about 13 % smaller) (bytes, not
// time: the same build always gives the same table). Prints the table
// with the shop's own code apart from the framework (react, react-dom and react-router: the
// `framework` chunk of vite.config.ts) and fails when a route type is over its budget, or when a
// budget names no route type (the build's format changed and the rows went missing). Run by
// `npm test` after the build.
//
// The budgets are today's sizes plus a small margin, so that nothing grows unnoticed. The goal, so
// that pages stay quick on a slow phone (the table's last column): at most 150 KB of script on every
// page, of which the shop's own code at most 40 KB on category and product pages; a budget becomes
// the goal once the page meets it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUILD = resolve(import.meta.dirname, '../build');
const KB = 1024;

// Route type (the id of its route without language prefix; "catch-all › CategoryPage": the catch-all
// with the page module it loads lazily) → budget in KB, gzip: today's size plus about 1.5 KB.
// Measured on 2026-11-28 once the whole route manifest came with the first page (4.3 KB on every
// page; react-router.config.ts says why), counted with the framework's 104.3 KB. Catch-all with the
// product page 147.5 (own code 38.9), category 142.9 (34.3), landing 140.0, CMS 135.0, alone (not
// found) 134.7; search 139.0, home 138.3, cart 137.3. The form pages, which load zod, the schemas
// and the validation messages when a field is first checked: wishlist 143.9 (its share form, 148.8
// with it, loads while the wishlist is read), create-account 143.7, contact 141.2, login 138.9,
// create-password 138.9, forgot-password 138.2, account (overview; a form section loads with its
// section, at most 144.2; the address book 139.9, its form loads after it) 138.2; checkout 144.8
// (its address step, 151.9 with it, loads with the checkout's cart).
const BUDGETS_KB = {
  'catch-all › ProductPage': 149,
  'catch-all › CategoryPage': 144,
  'catch-all › LandingPage': 141.5,
  'catch-all › CmsPage': 136.5,
  'catch-all': 136,
  search: 140.5,
  home: 139.5,
  cart: 138.5,
  wishlist: 145,
  'wishlist › WishlistShareForm': 150,
  'create-account': 145,
  contact: 142.5,
  login: 140.5,
  'create-password': 140.5,
  'forgot-password': 139.5,
  account: 139.5,
  'account › AddressBook': 141.5,
  checkout: 146,
  'checkout › AddressStep': 153,
};
// Every other route type (the account's form sections, blog, …; the largest today: product 141.6).
const OTHER_ROUTE_BUDGET_KB = 150;

// The goal: first-load script of every page, and the shop's own code of these pages.
const GOAL_KB = 150;
const OWN_CODE_GOAL_KB = 40;
const OWN_CODE_GOAL_ROUTES = new Set([
  'catch-all › ProductPage',
  'catch-all › CategoryPage',
  'product',
  'category-page',
]);

const serverBuild = readFileSync(join(BUILD, 'server/index.js'), 'utf8');
const manifestUrl = /"url":\s*"(\/assets\/manifest-[^"]+\.js)"/.exec(serverBuild)?.[1];
if (!manifestUrl)
  throw new Error('no route manifest url in build/server/index.js: run `npm run build` first');
// With the whole manifest sent up front (react-router.config.ts), every page loads its file too. The
// mode is read from the server build; an output this does not know stops the count rather than
// leaving the manifest out unnoticed.
const discoveryMode = /routeDiscovery = \{\s*"mode":\s*"(initial|lazy)"/.exec(serverBuild)?.[1];
if (!discoveryMode) throw new Error('no route discovery mode found in build/server/index.js');
const manifestLoadedFirst = discoveryMode === 'initial';

/** The route manifest the server build sends to browsers (`window.__reactRouterManifest`). */
function readRouteManifest() {
  const script = readFileSync(join(BUILD, 'client', manifestUrl), 'utf8');
  return JSON.parse(script.slice(script.indexOf('=') + 1).replace(/;\s*$/, ''));
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(BUILD, 'client', file))).length);
  return gzipSizes.get(file);
}

const manifest = readRouteManifest();
const root = manifest.routes.root;
const shell = [
  manifest.entry.module,
  ...manifest.entry.imports,
  root.module,
  ...root.imports,
  ...(manifestLoadedFirst ? [manifestUrl] : []),
];

/** The script files a built file imports statically (`import…from"./x.js"`, `import"./x.js"`), and theirs. */
function withStaticImports(file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  const code = readFileSync(join(BUILD, 'client', file), 'utf8');
  for (const [, imported] of code.matchAll(/\b(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    withStaticImports(`/assets/${imported}`, into);
  }
  return into;
}

/**
 * The page modules a route's own chunk loads through lazyWithTimeout (`{default:(await
 * …import(`./CategoryPage-….js`)`), each with the script files it imports statically. A page is a
 * lazy component (`default:`); the route's other dynamic imports load after the first screen (a
 * form's validation when a field is first checked).
 */
function lazyPagesOf(routeModule) {
  const code = readFileSync(join(BUILD, 'client', routeModule), 'utf8');
  return [...code.matchAll(/\{default:\(await [^`;]{0,80}?import\(`\.\/([^`]+\.js)`\)/g)].map(
    ([, chunk]) => ({
      name: chunk.replace(/-[\w-]{8}\.js$/, ''),
      files: [...withStaticImports(`/assets/${chunk}`)],
    }),
  );
}

/**
 * React, React DOM and React Router: the chunk vite.config.ts names `framework`, and React Router's
 * route manifest (data of the framework, not the shop's code).
 */
const isFramework = (file) => /^\/assets\/framework-[\w-]+\.js$/.test(file) || file === manifestUrl;
if (!shell.some(isFramework)) {
  throw new Error('no framework chunk among the entry scripts: see codeSplitting in vite.config.ts');
}

function row(name, files) {
  const sizeOf = (list) => list.reduce((total, file) => total + gzipSize(file), 0);
  return {
    name,
    files: files.size,
    bytes: sizeOf([...files]),
    ownBytes: sizeOf([...files].filter((file) => !isFramework(file))),
  };
}

// Routes that share a module (a screen under each language prefix) are one route type, named by the
// first of them, the route without prefix. A route that loads its page modules lazily (the catch-all)
// has a row of its own and one for each page module with it.
const routeTypes = new Map();
for (const route of Object.values(manifest.routes)) {
  // Resource routes (the web app manifest) have no component and load no script.
  if (route.id === 'root' || !route.hasDefaultExport || routeTypes.has(route.module)) continue;
  const routeFiles = [route.module, ...(route.imports ?? [])];
  const files = new Set([...shell, ...routeFiles]);
  routeTypes.set(route.module, [
    row(route.id, files),
    // Only the route module's own lazy components are its pages; those deeper down load after the
    // first screen.
    ...lazyPagesOf(route.module).map((page) =>
      row(`${route.id} › ${page.name}`, new Set([...files, ...page.files])),
    ),
  ]);
}

const rows = [...routeTypes.values()].flat().sort((a, b) => b.bytes - a.bytes);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const problems = Object.keys(BUDGETS_KB)
  .filter((name) => !rows.some((row) => row.name === name))
  .map((name) => `the budget "${name}" names no route type`);
console.log("| route type | first-load script (gzip) | shop's own code | files | budget | goal |");
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { name, files, bytes, ownBytes } of rows) {
  const budget = (BUDGETS_KB[name] ?? OTHER_ROUTE_BUDGET_KB) * KB;
  if (bytes > budget) problems.push(`${name} is over its budget`);
  const goalMet =
    bytes <= GOAL_KB * KB && (!OWN_CODE_GOAL_ROUTES.has(name) || ownBytes <= OWN_CODE_GOAL_KB * KB);
  const goal = OWN_CODE_GOAL_ROUTES.has(name) ? `${GOAL_KB} KB, own ${OWN_CODE_GOAL_KB} KB` : `${GOAL_KB} KB`;
  console.log(
    `| ${name} | ${kb(bytes)} | ${kb(ownBytes)} | ${files} | ${kb(budget)}${bytes > budget ? ' **over**' : ''} | ${goal}: ${goalMet ? 'met' : 'not yet'} |`,
  );
}
if (problems.length > 0) {
  console.error(`\nbundle budget: ${problems.join('; ')} (apps/storefront/scripts/bundle-budget.mjs)`);
  process.exit(1);
}
