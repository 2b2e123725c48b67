// Runs the embedded PostgreSQL for the store that started this process (src/db/embedded.ts) and never lets it
// outlive that store: the store holds this process's stdin, and when it closes — the store stopped the database, or
// died without a word (SIGKILL, the out-of-memory killer) — the server gets a fast shutdown, then an immediate one
// if it does not finish. This process exits with the server, so the store also learns when the server stops by
// itself. Plain JavaScript: it runs as its own small Node process, in its own process group, so a signal to the
// store's group does not reach the database before the store has drained.
//
//   node postgres-watchdog.mjs <postgres binary> [args…]   (WISHAH_PG_UID/WISHAH_PG_GID: the user to run it as)
import { spawn } from 'node:child_process';

const FAST_SHUTDOWN_MS = 10_000;
const IMMEDIATE_SHUTDOWN_MS = 5_000;

const [binary, ...args] = process.argv.slice(2);
const id = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
const { WISHAH_PG_UID: _uid, WISHAH_PG_GID: _gid, ...env } = process.env;
const server = spawn(binary, args, {
  stdio: ['ignore', 'inherit', 'inherit'],
  uid: id('WISHAH_PG_UID'),
  gid: id('WISHAH_PG_GID'),
  env,
});

let stopping = false;
function stopServer() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
  setTimeout(() => server.kill('SIGQUIT'), FAST_SHUTDOWN_MS).unref(); // immediate: recovery at the next start
  setTimeout(() => server.kill('SIGKILL'), FAST_SHUTDOWN_MS + IMMEDIATE_SHUTDOWN_MS).unref();
}

process.stdin.on('error', stopServer);
process.stdin.on('close', stopServer);
process.stdin.on('end', stopServer);
process.stdin.resume();
// Only the store stops us: a terminal's Ctrl-C or a supervisor's SIGTERM to every process of the service reaches the
// store too, which drains its requests and jobs first and then closes our stdin.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});

server.on('error', (error) => {
  console.error(`FATAL:  could not run ${binary}: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
