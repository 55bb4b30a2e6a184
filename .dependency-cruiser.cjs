/**
 * Module edges ([ARCH], CONVENTIONS 1-2): no import cycle anywhere, and a module is entered only
 * through its index.ts. A module is a folder under `<workspace>/src/modules/` (api, events, web)
 * or directly under `<workspace>/src/` (contracts, workflow).
 * `npm run lint` runs it (`depcruise`); tests/lint/module-edges.unit.spec.ts shows both rules fail.
 */
const index = 'index\\.tsx?$';
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle ties modules together: cut it by moving the shared piece down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      comment: "Another module's internals are its own: import its index.ts.",
      severity: 'error',
      from: { path: '^(api|events|web)/src/modules/([^/]+)/' },
      to: { path: `^$1/src/modules/(?!$2/)[^/]+/(?!${index})` },
    },
    {
      name: 'module-through-index-flat',
      comment: "Another module's internals are its own: import its index.ts.",
      severity: 'error',
      from: { path: '^(contracts|workflow)/src/([^/]+)/' },
      to: { path: `^$1/src/(?!$2/)[^/]+/(?!${index})` },
    },
    {
      name: 'outside-through-index',
      comment: 'Code outside a module (composition root, shared folders) enters it through its index.ts.',
      severity: 'error',
      from: { path: '^(api|events|web)/src/(?!modules/)' },
      to: { path: `^$1/src/modules/[^/]+/(?!${index})` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
