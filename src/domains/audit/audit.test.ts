import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditEntries } from '@/db/schema/audit';
import { createCategory, createProduct } from '../../../tests/factories/catalog';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { removeDemoAuditEntries } from './demo/removal';
import { seedDemoAuditEntries } from './demo/seed';
import { diffFields, flattenFields } from './diff';
import { listAuditEntries, listAuditPeople } from './queries';
import { recordAudit } from './record';
import { auditFilterParams, auditRangeRefusal } from './schemas';

// The page's locale check calls next-intl's request store, which needs Next's runtime.
vi.mock('@/i18n/page-locale', () => ({
  pageLocale: async (params: Promise<{ locale: string }>) => (await params).locale,
}));

const { saveProductAction } = await import('@/domains/catalog/actions');
const { authorizeAdminPage } = await import('@/domains/admin/guard');
const { redirect } = await import('@/i18n/navigation');

const owner = { id: 'owner-1', name: 'Owner One', email: 'owner1@wishah.test' };
const other = { id: 'staff-2', name: 'Staff Two', email: 'staff2@wishah.test' };

const entriesFor = (entityId: string) =>
  getDb().select().from(auditEntries).where(eq(auditEntries.entityId, entityId));

describe('the demo entries', () => {
  it('go into an empty log only, and go with the demo data', async () => {
    expect(await seedDemoAuditEntries(getDb())).toBe(true);
    expect(await seedDemoAuditEntries(getDb())).toBe(false);
    const demo = await getDb().select().from(auditEntries).where(eq(auditEntries.demo, true));
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((entry) => entry.actorEmail === 'admin@wishah.local')).toBe(true);
    expect(await getDb().transaction((tx) => removeDemoAuditEntries(tx))).toBe(demo.length);
    expect(await getDb().select().from(auditEntries).where(eq(auditEntries.demo, true))).toEqual([]);
  });
});

describe('diffFields', () => {
  it('keeps only the fields that changed, each with both values', () => {
    expect(
      diffFields(
        { price: 4500, name: 'Silk', tags: ['a', 'b'], doc: { x: 1, y: 2 }, gone: 1 },
        { price: 3900, name: 'Silk', tags: ['a', 'b'], doc: { y: 2, x: 1 }, added: true },
      ),
    ).toEqual({
      before: { price: 4500, gone: 1, added: null },
      after: { price: 3900, gone: null, added: true },
    });
  });

  it('compares dates as stored and nested documents field by field once flattened', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(diffFields({ at }, { at: '2026-01-02T03:04:05.000Z' })).toEqual({ before: {}, after: {} });
    expect(flattenFields({ hero: { title: { en: 'A', ar: 'ب' } }, list: [1] })).toEqual({
      'hero.title.en': 'A',
      'hero.title.ar': 'ب',
      list: [1],
    });
  });
});

describe('recordAudit', () => {
  it('writes in the change’s transaction: rolled back, no entry is left', async () => {
    await expect(
      getDb().transaction(async (tx) => {
        await recordAudit(tx, {
          action: 'product.update',
          entityType: 'product',
          entityId: 'rolled-back',
          before: { price: 1 },
          after: { price: 2 },
          actor: owner,
        });
        expect(
          await tx.select().from(auditEntries).where(eq(auditEntries.entityId, 'rolled-back')),
        ).toHaveLength(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesFor('rolled-back')).toEqual([]);
  });

  it('keeps the changed fields only, the person as they were, and writes nothing when nothing changed', async () => {
    await getDb().transaction(async (tx) => {
      const id = await recordAudit(tx, {
        action: 'settings.payment',
        entityType: 'settings',
        entityId: 'diffed',
        before: { codFee: 0, codEnabled: true, contact: { phone: '1', email: 'a@b' } },
        after: { codFee: 500, codEnabled: true, contact: { phone: '2', email: 'a@b' } },
        actor: owner,
        ip: '10.1.2.3',
      });
      expect(id).toBeTypeOf('number');
      const none = await recordAudit(tx, {
        action: 'settings.payment',
        entityType: 'settings',
        entityId: 'diffed',
        before: { codFee: 500 },
        after: { codFee: 500 },
        actor: owner,
      });
      expect(none).toBeNull();
    });
    const [entry, ...more] = await entriesFor('diffed');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: owner.id,
      actorName: owner.name,
      actorEmail: owner.email,
      action: 'settings.payment',
      before: { codFee: 0, 'contact.phone': '1' },
      after: { codFee: 500, 'contact.phone': '2' },
      ip: '10.1.2.3',
    });
  });

  it('names the admin whose action made the change, with the request’s address', async () => {
    const admin = await signUpTestAdmin('audit-admin@wishah.test', { name: 'Audit Admin' });
    testRequest.cookie = admin.cookie;
    testRequest.ip = '10.9.8.7';
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id, price: 4500 });
    const { id, cache, ...data } = product;
    const result = await saveProductAction({
      ...data,
      id,
      price: 3900,
      variants: data.variants.map((v) => ({ ...v, loadedStock: v.stock })),
    });
    expect(result).toMatchObject({ ok: true });
    const rows = await entriesFor(String(id));
    const update = rows.find((r) => r.action === 'product.update');
    expect(update).toMatchObject({
      actorId: admin.id,
      actorName: 'Audit Admin',
      actorEmail: 'audit-admin@wishah.test',
      before: { price: 4500 },
      after: { price: 3900 },
      ip: '10.9.8.7',
    });
    // The factory's create ran outside any action: the system's.
    expect(rows.find((r) => r.action === 'product.create')).toMatchObject({ actorId: null, actorEmail: '' });
    testRequest.cookie = '';
    testRequest.ip = '';
  });
});

describe('the log’s queries', () => {
  beforeAll(async () => {
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    await getDb()
      .insert(auditEntries)
      .values([
        {
          at: at('2026-03-01'),
          action: 'product.update',
          entityType: 'product',
          entityId: 'q1',
          actorId: owner.id,
          actorName: owner.name,
          actorEmail: owner.email,
        },
        {
          at: at('2026-03-05'),
          action: 'order.status',
          entityType: 'order',
          entityId: 'q2',
          actorId: other.id,
          actorName: other.name,
          actorEmail: other.email,
        },
        {
          at: at('2026-03-09'),
          action: 'product.delete',
          entityType: 'product',
          entityId: 'q3',
          actorId: owner.id,
          actorName: owner.name,
          actorEmail: owner.email,
        },
      ]);
  });

  const ids = async (params: Record<string, string>) =>
    (await listAuditEntries(auditFilterParams.parse(params), 'UTC')).rows
      .map((r) => r.entityId)
      .filter((id) => id?.startsWith('q'));

  it('lists newest first and filters by person, area, action and days', async () => {
    expect(await ids({})).toEqual(['q3', 'q2', 'q1']);
    expect(await ids({ who: owner.email })).toEqual(['q3', 'q1']);
    expect(await ids({ what: 'product' })).toEqual(['q3', 'q1']);
    expect(await ids({ what: 'order.status' })).toEqual(['q2']);
    expect(await ids({ from: '2026-03-05', to: '2026-03-09' })).toEqual(['q3', 'q2']);
    expect(await ids({ from: '2026-03-02', to: '2026-03-05', who: other.email })).toEqual(['q2']);
    expect(await ids({ what: 'nonsense.action' })).toEqual(['q3', 'q2', 'q1']);
    const people = await listAuditPeople();
    expect(people).toEqual(expect.arrayContaining([{ email: owner.email, name: owner.name }]));
  });

  it('refuses a range given backwards on its field, and applies no date then', async () => {
    const backwards = auditFilterParams.parse({ from: '2026-03-09', to: '2026-03-01' });
    expect(auditRangeRefusal(backwards)).toBe('audit.filters.endBeforeStart');
    expect(auditRangeRefusal(auditFilterParams.parse({ from: '2026-03-01', to: '2026-03-01' }))).toBeNull();
    expect(await ids({ from: '2026-03-09', to: '2026-03-01' })).toEqual(['q3', 'q2', 'q1']);
  });

  it('pages through the entries', async () => {
    const page = await listAuditEntries(auditFilterParams.parse({ page: '999' }), 'UTC');
    expect(page.page).toBe(Math.max(1, Math.ceil(page.total / page.pageSize)));
  });
});

describe('the audit log page', () => {
  it('sends a guest to log in and refuses a shopper', async () => {
    testRequest.cookie = '';
    // The redirect is a spy here (it would end the request): the guard goes no further with no one.
    await authorizeAdminPage(Promise.resolve({ locale: 'en' }), 'auditLog').catch(() => undefined);
    expect(redirect).toHaveBeenCalledWith(
      expect.objectContaining({ href: { pathname: '/login', query: { next: '/admin/audit-log' } } }),
    );
    testRequest.cookie = (await signUpTestUser('audit-shopper@wishah.test')).cookie;
    // forbidden() (the 403 page) throws; outside Next's runtime it says so in its own words.
    await expect(authorizeAdminPage(Promise.resolve({ locale: 'en' }), 'auditLog')).rejects.toThrow(
      /forbidden\(\)/,
    );
    testRequest.cookie = '';
  });
});
