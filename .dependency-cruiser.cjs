// Import rules of the storefront's layers (app → features → shared, see docs/ARCHITECTURE.md) and
// of the api (no cycles). `npm run lint` runs this file; a broken rule fails the lint.
const storefront = '^apps/storefront/src/';
const testFile = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle makes modules that cannot be understood, tested or loaded one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-to-feature',
      comment:
        'A feature never imports another feature: what two features share moves down into shared/, ' +
        'and app/ composes features.',
      severity: 'error',
      from: { path: `${storefront}features/([^/]+)/` },
      to: { path: `${storefront}features/`, pathNot: `${storefront}features/$1/` },
    },
    {
      name: 'feature-to-app',
      comment: 'app/ sits on top of the features; a feature does not reach up into it.',
      severity: 'error',
      // A test may render its feature inside the app's providers, as the shop shows it.
      from: { path: `${storefront}features/`, pathNot: testFile },
      to: { path: `${storefront}app/` },
    },
    {
      name: 'app-to-feature-internals',
      comment:
        'app/ uses a feature through its public entry only: index.ts (what the browser may use) or ' +
        'index.server.ts (loaders). Inside, a feature may rearrange its files freely.',
      severity: 'error',
      // A test may reach into a feature, as the feature's own tests do.
      from: { path: `${storefront}app/`, pathNot: testFile },
      to: {
        path: `${storefront}features/[^/]+/`,
        // Still by path: a page module a route loads lazily, so that each page type stays a chunk of
        // its own. (A feature's stylesheet is imported by app/styles.css, which is not cruised.)
        pathNot: [`${storefront}features/[^/]+/index(\\.server)?\\.ts$`],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'shared-to-feature',
      comment: 'shared/ is the bottom layer: it never imports a feature, not even in a test.',
      severity: 'error',
      from: { path: `${storefront}shared/` },
      to: { path: `${storefront}features/` },
    },
    {
      name: 'shared-to-app',
      comment: "shared/ does not reach up into app/ either (its tests may use the app's providers).",
      severity: 'error',
      from: { path: `${storefront}shared/`, pathNot: testFile },
      to: { path: `${storefront}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|generated|\\.react-router|build|dist)/' },
    // Type-only imports count: a type from another layer is a dependency on that layer too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
};
