// Runs a command under a Node.js the store supports. The README's commands (`npm start`, `npm test`, `npm run dev`
// and the other scripts) go through here, and so does `.ci/run`: on a machine whose Node is older, Node 24 comes
// from the npm registry (the `node-<platform>-<arch>` packages carry Node itself), once, into a cache folder, and
// leads PATH for the command and everything it starts. Plain JavaScript that any Node since 16 can run.
//
//   node scripts/with-node.mjs <command> [args…]   run it (`node` on PATH is then the supported one)
//   node scripts/with-node.mjs --bin-dir            print the folder of the supported `node` (for a shell script)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The oldest Node the store's libraries run on (their `engines`, e.g. `^22.13 || ^24`). */
export const OLDEST_NODE = [22, 13];
/** The Node brought in when the machine's is older: the LTS that CI and the developers run. */
export const NODE_VERSION = '24.21.0';

export function isSupported(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > OLDEST_NODE[0] || (major === OLDEST_NODE[0] && minor >= OLDEST_NODE[1]);
}

const platformName = () => (os.platform() === 'win32' ? 'win' : os.platform());
const packageName = () => `node-${platformName()}-${os.arch()}`;

const cacheHome = () => process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');

/** A plain sentence for when no supported Node can be had; the caller prints it and exits 1. */
function noNode(reason) {
  return (
    `Wishah needs Node.js ${OLDEST_NODE.join('.')} or newer (24 LTS recommended); this is ${process.version}, and ` +
    `Node ${NODE_VERSION} could not be brought from the npm registry (${reason}). Install Node 24 ` +
    '(https://nodejs.org, or your package manager), put it first on PATH, and run the command again.'
  );
}

/** The folder holding a supported `node`: this one's, or Node 24's in the cache, installed on first use. */
export function supportedNodeBinDir() {
  if (isSupported()) return path.dirname(process.execPath);
  const home = path.join(cacheHome(), `wishah-node-${NODE_VERSION}`);
  const binDir = path.join(home, 'node_modules', packageName(), 'bin');
  const binary = path.join(binDir, os.platform() === 'win32' ? 'node.exe' : 'node');
  if (fs.existsSync(binary)) return binDir;

  console.error(
    `This is Node ${process.version}; Wishah needs ${OLDEST_NODE.join('.')} or newer. ` +
      `Installing Node ${NODE_VERSION} from the npm registry into ${home} (once)…`,
  );
  // Into a folder of its own, then renamed: two commands starting at once never see half an install.
  const partial = `${home}.${process.pid}`;
  const npm = os.platform() === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(
    npm,
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--prefix',
      partial,
      `${packageName()}@${NODE_VERSION}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  const installed = path.join(partial, 'node_modules', packageName(), 'bin', path.basename(binary));
  if (install.status !== 0 || !fs.existsSync(installed)) {
    fs.rmSync(partial, { recursive: true, force: true });
    // npm's own words, without its codes, stack and log path: "request to … failed, reason: connect ECONNREFUSED".
    const why =
      (install.stderr ?? '')
        .split('\n')
        .map((line) => line.replace(/^npm (error|ERR!) /, ''))
        .find((line) => line && !/^(code|syscall|errno|\s|A complete log)/.test(line)) ??
      install.error?.message ??
      'no binary in the package';
    throw new Error(noNode(`${packageName()}: ${why}`));
  }
  fs.mkdirSync(path.dirname(home), { recursive: true });
  try {
    fs.renameSync(partial, home);
  } catch {
    fs.rmSync(partial, { recursive: true, force: true }); // another command got there first
  }
  return binDir;
}

function main(args) {
  let binDir;
  try {
    binDir = supportedNodeBinDir();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (args[0] === '--bin-dir') {
    console.log(binDir);
    return;
  }
  if (args.length === 0) {
    console.error('usage: node scripts/with-node.mjs <command> [args…] | --bin-dir');
    process.exit(2);
  }
  const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
  // npm names the Node it runs under here; tools that start "the same Node" (npm's own scripts) must get ours.
  env.npm_node_execpath = env.NODE = path.join(binDir, path.basename(process.execPath));
  const command = args[0] === 'node' ? env.NODE : args[0];
  const child = spawn(command, args.slice(1), { stdio: 'inherit', env, shell: os.platform() === 'win32' });
  // A supervisor's or a terminal's signal reaches the command, which decides how to stop (the store drains).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`Could not run ${args[0]}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) =>
    process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1)),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2));
}
