// `npm test`'s last step: the integration tests run while the end-to-end store builds (the tests mostly wait on
// PostgreSQL, the build on the CPU), then the end-to-end tests start on that build instead of building it first.
// The build's output is shown when it has finished, so it does not interleave with the tests'.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_SERVER_ENV } from '../playwright.config';
import { needsBuild } from './start';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command to its end; its output goes to ours, or is kept and handed back with `quiet`. */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {}) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
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

const [unit, build] = await Promise.all([run('npm', ['run', 'test:unit']), buildForEndToEnd()]);
process.stdout.write(build.output);
if (!unit.ok || !build.ok) process.exit(1);
const e2e = await run('npm', ['run', 'test:e2e']);
process.exit(e2e.ok ? 0 : 1);
