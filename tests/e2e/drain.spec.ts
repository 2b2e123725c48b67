import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, startInstance } from './instances';

// A store told to stop (SIGTERM, as a supervisor or a rolling deploy does) drains: it reports itself not ready, takes
// no new connection, answers the requests under way, stops its job queue and exits cleanly.
test('SIGTERM drains an instance: the request under way is answered, new ones are not taken, it exits with 0', async () => {
  test.setTimeout(150_000);
  const instance = await startInstance(E2E_PORT + 3);
  const port = E2E_PORT + 3;
  expect((await fetch(`${instance.url}/api/live`)).status).toBe(200);

  // A request under way: a server action call whose body is still arriving when the signal comes.
  const body = 'x'.repeat(20);
  const answer = new Promise<number>((resolve, reject) => {
    const request = http.request({
      host: 'localhost',
      port,
      method: 'POST',
      path: '/en',
      headers: {
        origin: instance.url,
        'next-action': '0'.repeat(42),
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': body.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.write(body.slice(0, 10));
    setTimeout(() => {
      instance.stop();
      // Once draining, the instance takes no new connection.
      setTimeout(async () => {
        const refused = await fetch(`${instance.url}/api/live`).then(
          () => false,
          () => true,
        );
        if (!refused) reject(new Error('a new request was taken while draining'));
        request.end(body.slice(10));
      }, 1_000);
    }, 500);
  });

  // Answered (a made-up action is refused as a client error), not cut off.
  const status = await answer;
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(await instance.exited).toBe(0);
  // Its database connections were closed before it exited, not dropped by the exit.
  const log = fs.readFileSync(
    path.join(os.tmpdir(), `wishah-e2e-${E2E_PORT}`, `instance-${port}.log`),
    'utf8',
  );
  expect(log).toContain('Drained: requests answered, jobs stopped, database connections closed');
});
