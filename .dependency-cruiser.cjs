/**
 * Imports flow one way: app → domains → db, lib. lib and db know no domain; shared components know no domain.
 * A domain reaches another only through that domain's public modules and never touches its tables. No cycles.
 * docs/architecture.md explains the rules; scripts/dependency-rules.test.ts plants a violation of each.
 */

/**
 * What a domain offers the others: its zod schemas, its reads, its actions, its policies and its components
 * (anywhere in the domain, sub-folders included), plus the few modules named here. Its service.ts, cache.ts and
 * everything else are its own business.
 */
const DOMAIN_PUBLIC = [
  // limits.ts: a schema module's constants, apart from zod (form-kit/lazy-schema.ts).
  '^src/domains/.+/(schemas|limits|queries|actions|policies)\\.ts$',
  '^src/domains/.+/components/',
  // Who is calling, and the action helpers built on it: every domain's actions need them.
  '^src/domains/accounts/session\\.ts$',
  // The staff roles' names (pure), which the admin domain's permissions are written in.
  '^src/domains/accounts/staff/roles\\.ts$',
  // The staff's permissions (admin areas by role) and the guard of every admin area's actions.
  '^src/domains/admin/(routes|permissions|staff-action)\\.ts$',
  // Phone numbers read one way (server-only): accounts' numbers and the checkout's courier number.
  '^src/domains/accounts/phone/number\\.ts$',
  // The browser's cart, which the product page adds to.
  '^src/domains/cart/cart-store\\.ts$',
  // Sellable variants and taking or returning their stock inside the order's transaction (orders).
  '^src/domains/catalog/stock\\.ts$',
  // A product's stars, kept in its row when its reviews change (reviews).
  '^src/domains/catalog/ratings\\.ts$',
  // How the store names and shows itself (pure): every frame, the invoice and the mail.
  '^src/domains/store-settings/brand\\.ts$',
  // Which payment methods the owner offers and what they cost (pure): checkout and the order service.
  '^src/domains/store-settings/payment-options\\.ts$',
  // Recording the money an order moves inside the order's transaction (orders' workflow and card payments).
  '^src/domains/payments/ledger\\.ts$',
  // Counting a discount's use under its row's lock, inside the order's transaction (orders).
  '^src/domains/discounts/redemption\\.ts$',
  // The first order fixes the base currency, in the order's transaction (orders).
  '^src/domains/store-settings/currency-lock\\.ts$',
  // Each domain's demo rows, counted and deleted inside Settings → Remove demo data's one transaction (clean-start).
  '^src/domains/[^/]+/demo/removal\\.ts$',
  // Closing a shopper's cart reminder inside the order's transaction (orders).
  '^src/domains/cart-reminders/closing\\.ts$',
  // The nightly backup's tick and job, which the workers schedule.
  '^src/domains/backups/schedule\\.ts$',
  // Writing an audit entry inside the change's own transaction (every domain whose changes the log records).
  '^src/domains/audit/record\\.ts$',
];

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
      name: 'lib-and-db-know-no-domain',
      comment:
        "lib (what any domain can use) and db (client, tables, migrations) are the ground floor. A domain's wiring (better-auth) and demo data live in the domain.",
      severity: 'error',
      from: { path: '^src/(lib|db)/' },
      to: { path: '^src/(domains|app|components)/' },
    },
    {
      name: 'domain-through-public-modules',
      comment:
        'A domain reaches another through its schemas, limits, queries, actions, policies or components, never its service or cache (see DOMAIN_PUBLIC).',
      severity: 'error',
      from: { path: '^src/domains/([^/]+)/' },
      to: { path: '^src/domains/[^/]+/', pathNot: ['^src/domains/$1/', ...DOMAIN_PUBLIC] },
    },
    {
      name: 'domain-owns-its-tables',
      comment:
        "src/db/schema/<domain>.ts holds a domain's tables; only that domain imports it (not the index, which re-exports them all). Another domain's rows come through its functions.",
      severity: 'error',
      from: { path: '^src/domains/([^/]+)/' },
      to: { path: '^src/db/schema/', pathNot: '^src/db/schema/$1\\.ts$' },
    },
    {
      name: 'app-reads-tables-through-domains',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/db/schema/' },
    },
    {
      name: 'client-code-not-server-only',
      comment: 'Client components must not import server-only modules (db, queries, services).',
      severity: 'error',
      from: { path: '\\.tsx$', pathNot: '^src/app/' },
      to: { path: '^src/(db/|domains/.+/([a-z-]*queries|service)\\.ts$)', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.ts$' },
  },
};
