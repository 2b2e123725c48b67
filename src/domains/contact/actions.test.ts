import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { contactRequests, rateLimits } from '@/db/schema';
import { getJobs } from '@/lib/jobs';
import { mailJob, outboxDir } from '@/lib/mail';
import { signUpTestAdmin, signUpTestStaff, signUpTestUser } from '../../../tests/setup/auth-request';
import { waitForMailTo } from '../../../tests/setup/eml';
import { waitForCompletedJob } from '../../../tests/setup/jobs';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';
import type { ContactInput } from './schemas';

// The contact form's action is public (guests send it); the admin's are public endpoints too and must refuse anyone
// but an admin. The test decides who "arrives" (testRequest.cookie) and from which address (testRequest.ip).

const actions = await import('./actions');
const { contactMailJob } = await import('./mail/queue');
const { listContactRequests, countNewContactRequests } = await import('./queries');
const { parseAdminContactParams } = await import('./schemas');
const { COMMENTS_MAX } = await import('./limits');
const { readSettingsForms } = await import('@/domains/store-settings/queries');
const { saveContactInfoAction, saveGeneralSettingsAction } = await import('@/domains/store-settings/actions');

let shopper = '';
let admin = '';
let ipCounter = 0;
const freshIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

const message = (fields: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Layla Hassan',
  email: 'layla@wishah.test',
  comments: 'Do you ship to Kuwait?\nAnd how long does it take?',
  locale: 'en',
  website: '',
  ...fields,
});

const stored = () => getDb().select().from(contactRequests).orderBy(asc(contactRequests.id));
const contactJobs = async () => (await getJobs().find(contactMailJob)).length;

async function seedRequest(fields: Partial<typeof contactRequests.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(contactRequests)
    .values({ name: 'Seeded Person', email: 'seeded@wishah.test', comments: 'A seeded message', ...fields })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

beforeAll(async () => {
  shopper = (await signUpTestUser('contact-shopper@wishah.test')).cookie;
  admin = (await signUpTestAdmin('contact-owner@wishah.test')).cookie;
  await signUpTestStaff('contact-support@wishah.test', 'support');
  await signUpTestStaff('contact-catalogue@wishah.test', 'catalogue');
  await getJobs().work([contactMailJob, mailJob]);
});

beforeEach(() => {
  testRequest.cookie = '';
  testRequest.ip = freshIp();
});

// Every export of a 'use server' module is a server action: a public endpoint that must check its caller.
const exported = serverActionsOf(actions);
const ADMIN_ACTIONS = ['deleteContactRequestAction', 'setContactStatusAction'];

describe('contact server actions', () => {
  it('are all covered here', () => {
    expect(exported.map(([name]) => name).sort()).toEqual([
      'deleteContactRequestAction',
      'sendContactAction',
      'setContactStatusAction',
    ]);
  });

  describe.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper],
  ])('called by %s', (_who, cookie) => {
    it.each(ADMIN_ACTIONS)('%s is refused and changes nothing', async (name) => {
      const existing = await seedRequest();
      const inputs: Record<string, unknown> = {
        setContactStatusAction: { id: existing.id, status: 'handled' },
        deleteContactRequestAction: { id: existing.id },
      };
      testRequest.cookie = cookie();
      const action = exported.find(([n]) => n === name)?.[1];
      if (!action) throw new Error(`no action ${name}`);
      const before = await stored();
      expect(await action(inputs[name])).toEqual({ ok: false, error: 'errors.forbiddenText' });
      expect(await stored()).toEqual(before);
    });
  });
});

describe('sending the contact form', () => {
  it('stores the message and mails the staff who answer messages from the queue, with Reply-To the shopper', async () => {
    const since = Date.now() - 1000;
    const result = await actions.sendContactAction(
      message({ name: '  Layla Hassan ', email: ' layla@wishah.test' }),
    );
    expect(result).toEqual({ ok: true, data: undefined });
    const row = (await stored()).at(-1);
    expect(row).toMatchObject({
      name: 'Layla Hassan',
      email: 'layla@wishah.test',
      comments: 'Do you ship to Kuwait?\nAnd how long does it take?',
      locale: 'en',
      status: 'new',
      handledAt: null,
    });
    await waitForCompletedJob(contactMailJob, { id: row?.id });
    const mail = await waitForMailTo(outboxDir(), 'contact-owner@wishah.test', since);
    expect(mail.headers['reply-to']).toContain('layla@wishah.test');
    expect(mail.headers.subject).toBe('New message from Layla Hassan · Wishah');
    expect(mail.text).toContain('Do you ship to Kuwait?');
    expect(mail.html).toContain('/en/admin/contactus?q=layla%40wishah.test');
    // The support staff too; not the catalogue's, who may not open contact requests.
    await waitForMailTo(outboxDir(), 'contact-support@wishah.test', since);
    expect(await getJobs().find(mailJob, { to: 'contact-catalogue@wishah.test' })).toHaveLength(0);
  });

  it('mails the store’s contact address instead, in the store’s default language, when the settings name one', async () => {
    testRequest.cookie = admin;
    const { contact, general } = await readSettingsForms();
    expect(await saveContactInfoAction({ ...contact, email: 'hello@wishah.test' })).toMatchObject({
      ok: true,
    });
    expect(await saveGeneralSettingsAction({ ...general, defaultLocale: 'ar' })).toMatchObject({ ok: true });
    testRequest.cookie = '';
    const ownerMails = (await getJobs().find(mailJob, { to: 'contact-owner@wishah.test' })).length;
    const since = Date.now() - 1000;
    const sent = await actions.sendContactAction(
      message({
        name: 'نورة العتيبي',
        email: 'noura@wishah.test',
        comments: 'هل يتوفر اللون الكحلي؟',
        locale: 'ar',
      }),
    );
    expect(sent).toEqual({ ok: true, data: undefined });
    const mail = await waitForMailTo(outboxDir(), 'hello@wishah.test', since);
    expect(mail.headers.subject).toBe('رسالة جديدة من نورة العتيبي، وشاح');
    expect(mail.headers['reply-to']).toContain('noura@wishah.test');
    expect(mail.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(mail.text).toContain('هل يتوفر اللون الكحلي؟');
    const row = (await stored()).at(-1);
    expect(row).toMatchObject({ locale: 'ar', status: 'new' });
    await waitForCompletedJob(contactMailJob, { id: row?.id });
    // The admins were not written to this time: the store's address took their place.
    expect(await getJobs().find(mailJob, { to: 'contact-owner@wishah.test' })).toHaveLength(ownerMails);
    testRequest.cookie = admin;
    await saveContactInfoAction(contact);
    await saveGeneralSettingsAction(general);
  });

  it.each([
    ['name', 'validation.nameRequired', { name: '' }],
    ['name', 'validation.nameRequired', { name: '   ' }],
    ['name', 'validation.nameMin', { name: 'Mon' }],
    ['email', 'validation.emailRequired', { email: '' }],
    ['email', 'validation.emailInvalid', { email: 'not-an-email' }],
    ['comments', 'contact.errors.commentsRequired', { comments: '' }],
    ['comments', 'contact.errors.commentsRequired', { comments: ' \n ' }],
    ['comments', 'contact.errors.commentsMax', { comments: 'x'.repeat(COMMENTS_MAX + 1) }],
    ['comments', 'validation.invalid', { comments: 'bad\u0000byte' }],
  ])('refuses a bad %s with %s and stores nothing', async (field, key, fields) => {
    const before = await stored();
    const jobs = await contactJobs();
    const result = await actions.sendContactAction(message(fields));
    expect(result).toMatchObject({ ok: false, error: 'validation.fixFields', fieldErrors: { [field]: key } });
    expect(await stored()).toEqual(before);
    expect(await contactJobs()).toBe(jobs);
  });

  it('answers a filled honeypot as if it were sent, and stores and mails nothing', async () => {
    const before = await stored();
    const jobs = await contactJobs();
    const result = await actions.sendContactAction(message({ website: 'https://spam.example' }));
    expect(result).toEqual({ ok: true, data: undefined });
    expect(await stored()).toEqual(before);
    expect(await contactJobs()).toBe(jobs);
  });

  it('takes five messages an hour from one address and refuses the sixth, changing nothing', async () => {
    const ip = freshIp();
    testRequest.ip = ip;
    const before = (await stored()).length;
    for (let i = 0; i < 5; i++) {
      expect(await actions.sendContactAction(message({ comments: `Message ${i}` }))).toEqual({
        ok: true,
        data: undefined,
      });
    }
    const counter = await getDb()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `contact:${ip}`));
    const jobs = await contactJobs();
    expect(await actions.sendContactAction(message({ comments: 'Message 6' }))).toEqual({
      ok: false,
      error: 'contact.errors.tooMany',
    });
    expect(await stored()).toHaveLength(before + 5);
    expect(await contactJobs()).toBe(jobs);
    expect(
      await getDb()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `contact:${ip}`)),
    ).toEqual(counter);
    // Another address is not held back by it.
    testRequest.ip = freshIp();
    expect(await actions.sendContactAction(message({ comments: 'From elsewhere' }))).toMatchObject({
      ok: true,
    });
  });
});

describe('the admin’s contact requests', () => {
  it('lists newest first, searches name, e-mail and message, and filters by status', async () => {
    const older = await seedRequest({
      name: 'Hind Alshammari',
      email: 'hind@wishah.test',
      comments: 'Wholesale prices for 50 scarves?',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await seedRequest({
      name: 'Omar Farouk',
      email: 'omar@wishah.test',
      comments: 'Gift 100% silk',
    });
    testRequest.cookie = admin;
    expect(await actions.setContactStatusAction({ id: older.id, status: 'handled' })).toEqual({
      ok: true,
      data: undefined,
    });
    const ids = async (search: Record<string, string>) =>
      (await listContactRequests(parseAdminContactParams(search))).rows.map((r) => r.id);
    const all = await ids({});
    expect(all.indexOf(newer.id)).toBeLessThan(all.indexOf(older.id));
    expect(await ids({ q: 'HIND' })).toEqual([older.id]);
    expect(await ids({ q: 'omar@wishah' })).toEqual([newer.id]);
    expect(await ids({ q: 'wholesale' })).toEqual([older.id]);
    // LIKE wildcards typed in the box match themselves.
    expect(await ids({ q: '100%' })).toEqual([newer.id]);
    expect(await ids({ q: 'hind', status: 'new' })).toEqual([]);
    expect(await ids({ q: 'hind', status: 'handled' })).toEqual([older.id]);
    expect(await ids({ status: 'handled' })).not.toContain(newer.id);
    expect(await ids({ status: 'bogus', page: 'x' })).toEqual(all);
  });

  it('marks a request handled (with the time) and new again, and counts the new ones', async () => {
    const request = await seedRequest();
    testRequest.cookie = admin;
    const waiting = await countNewContactRequests();
    await actions.setContactStatusAction({ id: request.id, status: 'handled' });
    const [handled] = await getDb().select().from(contactRequests).where(eq(contactRequests.id, request.id));
    expect(handled?.status).toBe('handled');
    expect(handled?.handledAt).toBeInstanceOf(Date);
    expect(await countNewContactRequests()).toBe(waiting - 1);
    await actions.setContactStatusAction({ id: request.id, status: 'new' });
    const [again] = await getDb().select().from(contactRequests).where(eq(contactRequests.id, request.id));
    expect(again).toMatchObject({ status: 'new', handledAt: null });
  });

  it('deletes a request, and answers "not found" for one that is gone', async () => {
    const request = await seedRequest();
    testRequest.cookie = admin;
    expect(await actions.deleteContactRequestAction({ id: request.id })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await stored()).map((r) => r.id)).not.toContain(request.id);
    expect(await actions.deleteContactRequestAction({ id: request.id })).toEqual({
      ok: false,
      error: 'adminContact.notFound',
    });
    expect(await actions.setContactStatusAction({ id: request.id, status: 'handled' })).toMatchObject({
      ok: false,
      error: 'adminContact.notFound',
    });
    expect(await actions.setContactStatusAction({ id: -1, status: 'handled' })).toMatchObject({
      ok: false,
      error: 'validation.fixFields',
    });
  });
});
