import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@/domains/accounts/staff/roles';
import type { ActionAccess } from '@/lib/action';
import { signUpTestStaff, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { can } from './permissions';

// Every server action of every domain, called as a guest, a shopper and each staff role: an action of an admin area
// refuses every role outside that area (permissions.ts) before reading its input, and lets the area's roles through
// to the input's check. An action added without a guard (no `access`) fails the first test.

const modules = import.meta.glob<Record<string, unknown>>('/src/domains/**/actions.ts');
const FORBIDDEN = { ok: false, error: 'errors.forbiddenText' };
// The one action that takes a form and checks the area by the image's folder: tested on its own below.
const BY_FOLDER = new Set(['uploadImageAction']);

type Guarded = ((input: unknown) => Promise<unknown>) & { access?: ActionAccess };
const actions: [string, Guarded][] = [];
const cookies: Record<StaffRole | 'guest' | 'shopper', string> = {
  guest: '',
  shopper: '',
  owner: '',
  manager: '',
  orders: '',
  catalogue: '',
  support: '',
};

beforeAll(async () => {
  for (const [path, load] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(await load())) {
      if (typeof value === 'function')
        actions.push([`${path.replace('/src/domains/', '')} ${name}`, value as Guarded]);
    }
  }
  cookies.shopper = (await signUpTestUser('access-shopper@wishah.test')).cookie;
  for (const role of STAFF_ROLES)
    cookies[role] = (await signUpTestStaff(`access-${role}@wishah.test`, role)).cookie;
});

const adminActions = () =>
  actions.filter(([, action]) => action.access?.kind === 'staff' || action.access?.kind === 'owner');

/** Whether `role` may call an action of this access. */
const allowedFor = (access: ActionAccess, role: StaffRole) =>
  access.kind === 'owner' ? role === 'owner' : access.kind === 'staff' && can(role, access.area);

describe('every server action', () => {
  it('says who may call it', () => {
    expect(actions.length).toBeGreaterThan(40);
    const unguarded = actions.filter(
      ([name, action]) => !action.access && !BY_FOLDER.has(name.split(' ')[1] ?? ''),
    );
    expect(unguarded.map(([name]) => name)).toEqual([]);
    for (const [name, action] of adminActions())
      if (action.access?.kind === 'staff') expect(can('owner', action.access.area), name).toBe(true);
  });

  it.each(['guest', 'shopper'] as const)('of the admin refuses a %s', async (who) => {
    testRequest.cookie = cookies[who];
    for (const [name, action] of adminActions()) expect(await action(undefined), name).toEqual(FORBIDDEN);
  });

  it.each(STAFF_ROLES)(
    'of the admin refuses %s staff outside its areas, and lets them reach the rest',
    async (role) => {
      testRequest.cookie = cookies[role];
      for (const [name, action] of adminActions()) {
        const access = action.access as ActionAccess;
        const result = await action(undefined);
        if (allowedFor(access, role)) expect(result, `${name} as ${role}`).not.toEqual(FORBIDDEN);
        else expect(result, `${name} as ${role}`).toEqual(FORBIDDEN);
      }
    },
  );
});

describe('the image upload', () => {
  const upload = async (folder: string) => {
    const { uploadImageAction } = await import('@/domains/media/actions');
    const form = new FormData();
    form.set('folder', folder);
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' }));
    return uploadImageAction(form);
  };

  it("takes a folder's images only from the staff of its area", async () => {
    testRequest.cookie = cookies.support;
    expect(await upload('products')).toEqual(FORBIDDEN);
    testRequest.cookie = cookies.catalogue;
    expect(await upload('store')).toEqual(FORBIDDEN);
    // Past the guard: the bytes are no image.
    expect(await upload('products')).not.toEqual(FORBIDDEN);
    testRequest.cookie = cookies.shopper;
    expect(await upload('products')).toEqual(FORBIDDEN);
  });
});

describe('the admin downloads', () => {
  const get = async (route: Promise<{ GET: (request: Request) => Promise<Response> }>, query = '') =>
    (await route).GET(new Request(`http://localhost:3000/api/admin/x?${query}`));
  const sales = () => get(import('@/app/api/admin/sales/export/route'), 'breakdown=day&range=30d&locale=en');
  const customers = () => get(import('@/app/api/admin/customers/export/route'));
  const products = () => get(import('@/app/api/admin/products/export/route'));

  it('refuse a role outside their area and serve the rest', async () => {
    const expectations: [() => Promise<Response>, StaffRole[]][] = [
      [sales, ['owner', 'manager', 'orders']],
      [customers, ['owner', 'manager', 'orders']],
      [products, ['owner', 'manager', 'catalogue']],
    ];
    for (const [download, allowed] of expectations) {
      for (const role of STAFF_ROLES) {
        testRequest.cookie = cookies[role];
        expect((await download()).status, `${download.name} as ${role}`).toBe(
          allowed.includes(role) ? 200 : 403,
        );
      }
      testRequest.cookie = cookies.shopper;
      expect((await download()).status).toBe(403);
    }
  });

  it('of a backup are the owner’s only', async () => {
    const { GET } = await import('@/app/api/admin/backups/[name]/route');
    const params = Promise.resolve({ name: 'wishah-2026-01-01T000000Z.tar.gz' });
    for (const role of STAFF_ROLES) {
      testRequest.cookie = cookies[role];
      const status = (await GET(new Request('http://localhost:3000/api/admin/backups/x'), { params })).status;
      expect(status, role).toBe(role === 'owner' ? 404 : 403);
    }
  });
});
