// Import rules, checked by test/node/boundaries.test.ts (`node scripts/depcruise.mjs src packages --config .dependency-cruiser.cjs`:
// dependency-cruiser reads TypeScript with TypeScript 5.9's API, which TypeScript 7 lacks).
// A package reaches another only through that package's name (its `exports`); inside the root, imports point
// down the layers of DESIGN.md: elements/ and cli/ over client/, client/ over spec/ and badge/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'package-walls',
      comment: 'A package imports another package by its name, never by a relative path into its folder.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/src/' },
      to: { dependencyTypes: ['local'], pathNot: ['^packages/$1/'] },
    },
    {
      name: 'root-walls',
      comment: 'The root package imports the workspace packages by name, never by a relative path.',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['local'], path: '^(packages|test|demo|scripts)/' },
    },
    {
      name: 'leaves-stay-leaves',
      comment: 'spec/ and badge/ are pure leaves: no client, elements or cli.',
      severity: 'error',
      from: { path: '^src/(spec|badge)/' },
      to: { path: '^src/(client|elements|cli|react)/' },
    },
    {
      name: 'words-below-the-client',
      comment: 'i18n/ holds words and their types: the client and the views use it, it uses neither.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(client|elements|cli|react)/' },
    },
    {
      name: 'client-below-the-views',
      comment: 'client/ is used by elements and cli, and uses neither.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/(elements|cli|react)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import circles: what two modules share lives in a module of its own below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'elements-not-cli',
      severity: 'error',
      from: { path: '^src/elements/' },
      to: { path: '^src/cli/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|test)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.js', '.d.ts'] },
    moduleSystems: ['es6'],
  },
};
