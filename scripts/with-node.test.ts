// The README's commands on a machine whose Node is older than the store needs: scripts/with-node.mjs brings Node 24
// from the npm registry once and runs the command under it, or says plainly what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSupported, NODE_VERSION } from './with-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const launcher = path.join(root, 'scripts', 'with-node.mjs');

/** The machine's own Node when it is older than the store needs (Debian's, as CI and developers have it). */
const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (node) =>
    fs.existsSync(node) &&
    !isSupported(execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()),
);

describe('with-node', () => {
  it('knows which Node versions the store runs on', () => {
    expect(isSupported('20.20.2')).toBe(false);
    expect(isSupported('22.12.0')).toBe(false);
    expect(isSupported('22.13.0')).toBe(true);
    expect(isSupported('24.21.0')).toBe(true);
    expect(isSupported('26.1.0')).toBe(true);
  });

  it('runs a command under this Node when it is supported, with its exit status', () => {
    const run = spawnSync(
      process.execPath,
      [launcher, 'node', '-e', 'console.log(process.version); process.exit(3)'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stdout.trim()).toBe(process.version);
    expect(run.status).toBe(3);
  });

  it.runIf(oldNode)('runs a command under Node 24 when the machine has an older one', () => {
    // The cache CI and the README's commands use, so the registry is asked at most once per machine.
    const run = spawnSync(oldNode as string, [launcher, 'sh', '-c', 'node --version; echo "$NODE"'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    const [version, nodeEnv] = run.stdout.trim().split('\n');
    expect(version).toBe(`v${NODE_VERSION}`);
    expect(nodeEnv).toMatch(
      new RegExp(`wishah-node-${NODE_VERSION}/node_modules/node-[a-z0-9]+-[a-z0-9]+/bin/node$`),
    );
    expect(run.status).toBe(0);
  });

  it.runIf(oldNode)('says what to do when Node 24 cannot be brought from the registry', () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'wishah-node-cache-'));
    const run = spawnSync(oldNode as string, [launcher, 'node', '--version'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        XDG_CACHE_HOME: cache,
        // A registry that refuses at once, as an offline machine's does.
        npm_config_registry: 'http://127.0.0.1:9/',
        npm_config_fetch_retries: '0',
      },
    });
    fs.rmSync(cache, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /could not be brought from the npm registry \(node-[a-z0-9]+-[a-z0-9]+: .*\)\. Install Node 24 .*run the command again\./,
    );
  });
});
