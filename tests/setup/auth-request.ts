// Calls better-auth's endpoints the way the browser does (origin, JSON, a client address), straight through the
// route's handler: no server needed, the real database behind it.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema/accounts';
import { handleAuthRequest } from '@/domains/accounts/auth/server';
import type { StaffRole } from '@/domains/accounts/staff/roles';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';

export const TEST_ORIGIN = 'http://localhost:3000';

let counter = 0;
/** A fresh client address, so per-address limits of one test don't touch another. */
export function nextTestIp(): string {
  counter++;
  return `10.${process.pid % 250}.${(counter >> 8) & 255}.${counter & 255}`;
}

type Options = { ip?: string; cookie?: string; headers?: Record<string, string> };

/** POSTs `body` as JSON; a string is sent as it is (JSON nested deeper than `JSON.stringify` can write). */
export function authPost(path: string, body: unknown, options: Options = {}): Promise<Response> {
  return handleAuthRequest(
    new Request(`${TEST_ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: TEST_ORIGIN,
        [CLIENT_IP_HEADER]: options.ip ?? nextTestIp(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export function authGet(pathOrUrl: string, options: Options = {}): Promise<Response> {
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${TEST_ORIGIN}/api/auth${pathOrUrl}`;
  return handleAuthRequest(
    new Request(url, {
      headers: {
        [CLIENT_IP_HEADER]: options.ip ?? nextTestIp(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
    }),
  );
}

/** The `name=value` pairs of the cookies a response sets, ready for a `cookie` header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const TEST_PASSWORD = 'a-long-enough-password';

/** Signs a new user up through better-auth's own endpoint; their id and the session cookie it set. */
export async function signUpTestUser(
  email: string,
  { name = 'Test Person', password = TEST_PASSWORD }: { name?: string; password?: string } = {},
): Promise<{ cookie: string; id: string; email: string }> {
  const response = await authPost('/sign-up/email', { name, email, password });
  if (response.status !== 200)
    throw new Error(`sign-up of ${email}: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie: cookiesOf(response), id: user.id, email };
}

/** Makes an existing user an owner (the store's admin), as the first-admin setup or another owner would. */
export async function makeAdmin(id: string): Promise<void> {
  await makeStaff(id, 'owner');
}

/** Gives an existing user a staff role (domains/accounts/staff/roles.ts). */
export async function makeStaff(id: string, role: StaffRole): Promise<void> {
  await getDb().update(users).set({ role }).where(eq(users.id, id));
}

/** A new staff member of `role` with a session. */
export async function signUpTestStaff(email: string, role: StaffRole) {
  const staff = await signUpTestUser(email);
  await makeStaff(staff.id, role);
  return staff;
}

/** A new admin with a session: signed up through better-auth, then promoted. */
export async function signUpTestAdmin(email: string, options?: { name?: string; password?: string }) {
  const admin = await signUpTestUser(email, options);
  await makeAdmin(admin.id);
  return admin;
}
