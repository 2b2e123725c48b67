// `npm run check:deps`: the import rules of .dependency-cruiser.cjs, and the domains as a directed acyclic graph.
// dependency-cruiser finds cycles between modules; two domains may import each other through different modules
// without one, so the domains' own graph is built here from the same cruise and any cycle in it fails the check,
// naming the imports that close it (docs/architecture.md, "Domains").
import path from 'node:path';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const domainOf = (file: string) => /^src\/domains\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Which domain imports which, with the imports that make each edge. */
export function domainGraph(result: Pick<ICruiseResult, 'modules'>) {
  const edges = new Map<string, Map<string, string[]>>();
  for (const module of result.modules) {
    const from = domainOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = domainOf(dependency.resolved);
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), `${module.source} → ${dependency.resolved}`]);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** The graph's cycles: each strongly connected component of more than one domain (Tarjan's algorithm). */
export function domainCycles(edges: Map<string, Map<string, string[]>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
    }
    if (low.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!indices.has(node)) visit(node);
  return cycles;
}

async function main() {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const tsConfig = extractTSConfig('tsconfig.json');
  const cruised = await cruise(['src'], { ...options, validate: true }, {}, { tsConfig });
  const result = cruised.output as ICruiseResult;
  const report = await format(result, { outputType: 'err' });
  process.stdout.write(String(report.output));
  const edges = domainGraph(result);
  const cycles = domainCycles(edges);
  for (const cycle of cycles) {
    console.error(`\n  error domains-form-a-tree: ${cycle.join(' ⇄ ')} import each other`);
    for (const from of cycle)
      for (const [to, imports] of edges.get(from) ?? [])
        if (cycle.includes(to)) for (const line of imports) console.error(`    ${line}`);
  }
  if (cycles.length) console.error(`\nx ${cycles.length} cycle(s) between domains.\n`);
  else console.log('✔ the domains form a tree: no domain imports one that imports it back');
  process.exit(report.exitCode || cycles.length ? 1 : 0);
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) await main();
