/** Imports flow one way: app → domains → db, lib. Shared components know no domain. No cycles. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'components-know-no-domain',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(domains|app|db)/' },
    },
    {
      name: 'domains-not-app',
      severity: 'error',
      from: { path: '^src/domains/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'lib-and-db-below-domains',
      severity: 'error',
      from: { path: '^src/(lib|db)/' },
      to: { path: '^src/(app|components)/' },
    },
    {
      name: 'client-code-not-server-only',
      comment: 'Client components must not import server-only modules (db, queries, services).',
      severity: 'error',
      from: { path: '\\.tsx$', pathNot: '^src/app/' },
      to: { path: '^src/(db/|domains/.+/(queries|service)\\.ts$)', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.ts$' },
  },
};
