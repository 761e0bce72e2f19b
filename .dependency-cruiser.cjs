// Import rules, checked by test/node/boundaries.test.ts (`npx depcruise src packages --config .dependency-cruiser.cjs`).
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
      name: 'client-below-the-views',
      comment: 'client/ is used by elements and cli, and uses neither.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/(elements|cli|react)/' },
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
