// What `npm run depth` holds lib/ to (scripts/import-depth.mjs reads this file). A module that
// comes back to itself through its imports has no bottom to start reading from.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A chain of imports inside lib/ must never come back to where it started.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // A reader follows type-only imports as well, so they count.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // A declaration beside a .mjs describes that file; it is not a module of its own.
    exclude: { path: '\\.d\\.mts$' },
    doNotFollow: { path: 'node_modules' },
  },
};
