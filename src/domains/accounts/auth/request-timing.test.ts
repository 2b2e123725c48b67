import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { JOBS } from '@/workers';
import { authPost, signUpTestUser } from '../../../../tests/setup/auth-request';
import { pollFor } from '../../../../tests/setup/poll';
import { startSmtpServer } from '../../../../tests/setup/smtp-server';

// Whether an account exists must not show in how long a reset request takes. The request queues the same job for
// either (auth/server.ts); the lookup, the token and the slow part, the provider, happen in jobs after the answer.

/** The providers below answer only after this long, so a request that waited for them would take at least this. */
const PROVIDER_DELAY_MS = 4000;
const ROUNDS = 7;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  const elapsed = performance.now() - started;
  expect(response.status).toBe(200);
  return elapsed;
}

/** Times ROUNDS requests for a known and an unknown account, alternating which goes first to cancel drift. */
async function compare(known: () => Promise<Response>, unknown: () => Promise<Response>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  await timed(known); // warm up both paths (first imports, prepared statements)
  await timed(unknown);
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2) {
      times.known.push(await timed(known));
      times.unknown.push(await timed(unknown));
    } else {
      times.unknown.push(await timed(unknown));
      times.known.push(await timed(known));
    }
  }
  return {
    known: median(times.known),
    unknown: median(times.unknown),
    slowestKnown: Math.max(...times.known),
  };
}

/** The medians must be close: a generous bound, as this machine is shared and noisy, far below the provider's delay. */
function expectSameTime(result: Awaited<ReturnType<typeof compare>>) {
  expect(result.slowestKnown).toBeLessThan(PROVIDER_DELAY_MS / 2);
  expect(result.known).toBeLessThan(1000);
  expect(Math.abs(result.known - result.unknown)).toBeLessThan(Math.max(150, result.unknown));
}

/** An SMS provider that answers only after PROVIDER_DELAY_MS, keeping what it was sent. */
async function startSlowSmsProvider() {
  const received: { to: string; text: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      setTimeout(() => {
        received.push(JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }, PROVIDER_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  await getJobs().work(JOBS);
});

afterAll(async () => {
  env.SMTP_URL = undefined;
  env.SMS_WEBHOOK_URL = undefined;
  await Promise.all(closers.map((close) => close()));
});

describe('reset requests take as long for an unknown account as for a known one', () => {
  it('by e-mail: the request does not wait for a slow mail server', async () => {
    const smtp = await startSmtpServer({ delayMs: PROVIDER_DELAY_MS });
    closers.push(smtp.close);
    env.SMTP_URL = smtp.url;
    const { email } = await signUpTestUser('timing-known@wishah.test');
    const reset = (address: string) => () =>
      authPost('/request-password-reset', { email: address, redirectTo: '/en/reset-password' });

    const result = await compare(reset(email), reset('timing-nobody@wishah.test'));
    expectSameTime(result);
    // The known account's mail still arrives: the job delivered it once the server answered.
    await pollFor(
      'the reset mail',
      () => smtp.received.find((m) => m.to.includes(email)),
      3 * PROVIDER_DELAY_MS,
    );
  }, 60_000);

  it('by phone: the request does not wait for a slow SMS provider', async () => {
    const provider = await startSlowSmsProvider();
    closers.push(provider.close);
    env.SMS_WEBHOOK_URL = provider.url;
    const { id } = await signUpTestUser('timing-phone@wishah.test');
    const known = '+966501110001';
    await getDb()
      .update(users)
      .set({ phoneNumber: known, phoneNumberVerified: true })
      .where(eq(users.id, id));
    const reset = (phoneNumber: string) => () =>
      authPost('/phone-number/request-password-reset', { phoneNumber });

    const result = await compare(reset(known), reset('+966501110002'));
    expectSameTime(result);
    await pollFor(
      'the reset code',
      () => provider.received.find((m) => m.to === known),
      3 * PROVIDER_DELAY_MS,
    );
  }, 60_000);
});
