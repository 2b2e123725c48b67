// `npm test`'s last step: the integration tests run while the end-to-end store builds (the tests mostly wait on
// PostgreSQL, the build on the CPU), and the end-to-end tests start on that build as soon as it is done, while the
// integration tests finish (their store's start-up, a fresh embedded PostgreSQL and the demo data, overlaps the
// last test files). The build's and the end-to-end tests' output waits until the integration tests' has ended, so
// the two do not interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_SERVER_ENV } from '../playwright.config';
import { needsBuild } from './start';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs a command to its end. Its output goes to ours, once `holdUntil` (if given) has settled; until then it is
 * kept. With `quiet` it is only kept, and handed back.
 */
function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean; holdUntil?: Promise<unknown> } = {},
) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: options.env ?? process.env,
      stdio: options.quiet || options.holdUntil ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    let held = !!options.holdUntil;
    options.holdUntil?.finally(() => {
      held = false;
      process.stdout.write(output);
    });
    const take = (chunk: Buffer) => {
      if (options.holdUntil && !held) process.stdout.write(chunk);
      else output += chunk;
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function buildForEndToEnd() {
  if (!needsBuild(E2E_SERVER_ENV.NEXT_DIST_DIR)) return { ok: true, output: '' };
  const started = Date.now();
  const result = await run(bin('next'), ['build'], {
    env: { ...process.env, ...E2E_SERVER_ENV, NODE_ENV: 'production' },
    quiet: true,
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  return {
    ...result,
    output: `${result.output}\nThe end-to-end build took ${seconds} s, beside the unit tests.\n`,
  };
}

const unit = run('npm', ['run', 'test:unit']);
const build = await buildForEndToEnd();
unit.finally(() => process.stdout.write(build.output));
const e2e = build.ok ? run('npm', ['run', 'test:e2e'], { holdUntil: unit }) : null;
const results = await Promise.all([unit, e2e]);
process.exit(build.ok && results.every((result) => result?.ok ?? true) ? 0 : 1);
