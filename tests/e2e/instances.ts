// More instances of the store under test: the same build and database, their own process and port.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';

export const E2E_PORT = Number(new URL(E2E_BASE_URL).port);

/** Starts `scripts/server.mjs` on `port` beside the store under test and waits until it is healthy. */
export async function startInstance(
  port: number,
  env: Record<string, string> = {},
): Promise<{
  url: string;
  pid: number;
  stop: () => void;
  exited: Promise<number | null>;
  readLog: () => string;
}> {
  const dataDir = path.join(os.tmpdir(), `wishah-e2e-${E2E_PORT}`);
  const read = (name: string) => fs.readFileSync(path.join(dataDir, name), 'utf8').trim();
  const url = `http://localhost:${port}`; // where the tests reach it; env.APP_URL may name a public address
  // Appended to: a failed test's retry starts the instance again, and the failed try's log is the one to read.
  const logPath = path.join(dataDir, `instance-${port}.log`);
  const log = fs.openSync(logPath, 'a');
  fs.writeSync(log, `\n--- started ${new Date().toISOString()} ---\n`);
  const logStart = fs.fstatSync(log).size;
  const child: ChildProcess = spawn(process.execPath, [path.join('scripts', 'server.mjs')], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: read('database-url'),
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || read('auth-secret'),
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXY_IP_HEADER: 'x-forwarded-for',
      ...env,
    },
  });
  const health = async () => {
    try {
      return (await fetch(`${url}/api/health`)).status;
    } catch {
      return 0;
    }
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(health, { timeout: 90_000 }).toBe(200);
  return {
    url,
    pid: child.pid as number, // the server itself, for its memory (/proc/{pid}/status)
    stop: () => child.kill('SIGTERM'),
    exited,
    // What this instance has logged since it started, for a failed test's output.
    readLog: () => fs.readFileSync(logPath).subarray(logStart).toString('utf8'),
  };
}
