import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules of .dependency-cruiser.cjs, run by the real depcruise on a small tree shaped like src/ in which each
// rule's violation is planted once, next to imports the rules must let through. The tree lives in a temporary
// folder, so a run that stops half-way leaves nothing in the repository.

const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

/** The planted tree: file → the modules it imports. Every imported module is created too (empty). */
const PLANTED: Record<string, string[]> = {
  // lib and db know no domain.
  'src/lib/auth.ts': ['@/domains/shop/queries', '@/app/layout', '@/components/button', '@/lib/env'],
  'src/db/seed.ts': ['@/domains/shop/schemas', '@/db/client'],
  // A domain reaches another through its public modules only.
  'src/domains/basket/service.ts': [
    '@/domains/shop/service',
    '@/domains/shop/cache',
    '@/domains/shop/queries',
    '@/domains/shop/schemas',
    '@/domains/shop/policies',
    '@/domains/shop/orders/queries',
    '@/domains/accounts/session',
    '@/domains/basket/cache',
    // Its own tables, not another domain's, and not through the index that re-exports them all.
    '@/db/schema/basket',
    '@/db/schema/shop',
    '@/db/schema',
  ],
  'src/domains/basket/components/basket-button.tsx': [
    '@/domains/shop/components/price',
    '@/domains/shop/actions',
  ],
  // The app reads tables through the domains.
  'src/app/page.tsx': ['@/domains/shop/queries', '@/db/schema/shop'],
};

let tree: string;

type Violation = { rule: { name: string }; from: string; to: string };
let violations: Violation[];

const violationsOf = (rule: string) =>
  violations
    .filter((v) => v.rule.name === rule)
    .map((v) => `${v.from} → ${v.to}`)
    .sort();

beforeAll(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'wishah-dependency-rules-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  };
  const fileOf = (spec: string) => {
    const base = spec === '@/db/schema' ? 'src/db/schema/index' : spec.replace(/^@\//, 'src/');
    return base.includes('/components/') ? `${base}.tsx` : `${base}.ts`;
  };
  for (const imports of Object.values(PLANTED)) {
    for (const spec of imports) write(fileOf(spec), 'export const x = 1;\n');
  }
  for (const [file, imports] of Object.entries(PLANTED)) {
    write(file, imports.map((spec, i) => `import { x as x${i} } from '${spec}';\n`).join(''));
  }
  write(
    'tsconfig.json',
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
  );

  const run = spawnSync(
    depcruise,
    ['src', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: tree, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`depcruise failed: ${run.stderr}`);
  violations = JSON.parse(run.stdout).summary.violations;
}, 60_000);

afterAll(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
});

describe('the dependency rules', () => {
  it('keep lib and db free of domains, app and shared components', () => {
    expect(violationsOf('lib-and-db-know-no-domain')).toEqual([
      'src/db/seed.ts → src/domains/shop/schemas.ts',
      'src/lib/auth.ts → src/app/layout.ts',
      'src/lib/auth.ts → src/components/button.tsx',
      'src/lib/auth.ts → src/domains/shop/queries.ts',
    ]);
  });

  it("let a domain reach another's schemas, queries, policies, actions and components, not its service or cache", () => {
    expect(violationsOf('domain-through-public-modules')).toEqual([
      'src/domains/basket/service.ts → src/domains/shop/cache.ts',
      'src/domains/basket/service.ts → src/domains/shop/service.ts',
    ]);
  });

  it("let a domain import its own tables only, and not through the index of everyone's", () => {
    expect(violationsOf('domain-owns-its-tables')).toEqual([
      'src/domains/basket/service.ts → src/db/schema/index.ts',
      'src/domains/basket/service.ts → src/db/schema/shop.ts',
    ]);
  });

  it('let pages read tables only through a domain', () => {
    expect(violationsOf('app-reads-tables-through-domains')).toEqual([
      'src/app/page.tsx → src/db/schema/shop.ts',
    ]);
  });

  it('flag nothing else in the planted tree', () => {
    const expected = [
      'lib-and-db-know-no-domain',
      'domain-through-public-modules',
      'domain-owns-its-tables',
      'app-reads-tables-through-domains',
    ];
    expect(violations.filter((v) => !expected.includes(v.rule.name))).toEqual([]);
    expect(violations).toHaveLength(9);
  });
});
