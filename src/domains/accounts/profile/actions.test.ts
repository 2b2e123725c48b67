import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { accounts, users } from '@/db/schema';
import { authGet, authPost, cookiesOf, signUpTestUser } from '../../../../tests/setup/auth-request';
import { testRequest } from '../../../../tests/setup/request';
import { serverActionsOf } from '../../../../tests/setup/server-actions';

// Server actions read the caller from the request's cookies: the test decides which session cookie "arrives".

const actions = await import('./actions');
const service = await import('./service');

type Account = Awaited<ReturnType<typeof signUpTestUser>>;

const signUp = (email: string, password?: string) => signUpTestUser(email, { password });

const uploaded = (image: string) => `${process.env.DATA_DIR}${image}`;
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

const picture = (format: 'png' | 'jpeg' | 'webp', width = 800, height = 600, background = '#3366aa') =>
  sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();

const photoForm = (body: Buffer | string, name: string, type: string) => {
  const form = new FormData();
  form.set('photo', new File([typeof body === 'string' ? body : new Uint8Array(body)], name, { type }));
  return form;
};

async function imageOf(id: string) {
  const [row] = await getDb().select({ image: users.image }).from(users).where(eq(users.id, id));
  return row?.image ?? null;
}

let shopper: Account;
let other: Account;

beforeAll(async () => {
  shopper = await signUp('profile-shopper@wishah.test');
  other = await signUp('profile-other@wishah.test');
});

// Every export of a 'use server' module is a server action: a public endpoint that must check its caller.
const exported = serverActionsOf(actions);

describe('profile server actions', () => {
  it('are all covered here', () => {
    expect(exported.map(([name]) => name).sort()).toEqual(
      ['removeProfilePhotoAction', 'updateProfileAction', 'uploadProfilePhotoAction'].sort(),
    );
  });

  it.each(exported.map(([name]) => name))('%s is refused for a guest and changes nothing', async (name) => {
    testRequest.cookie = '';
    const before = await getDb().select().from(users).orderBy(users.id);
    const inputs: Record<string, unknown> = {
      updateProfileAction: { name: 'Guest Writer', email: 'guest@wishah.test' },
      uploadProfilePhotoAction: photoForm(await picture('png'), 'me.png', 'image/png'),
    };
    const action = exported.find(([n]) => n === name)?.[1];
    if (!action) throw new Error(`no action ${name}`);
    expect(await action(inputs[name] ?? {})).toEqual({ ok: false, error: 'errors.loginFirst' });
    expect(await getDb().select().from(users).orderBy(users.id)).toEqual(before);
  });
});

describe('name and e-mail', () => {
  it.each([
    [{ name: 'Al', email: 'profile-shopper@wishah.test' }, 'name', 'validation.nameMin'],
    [{ name: '   ', email: 'profile-shopper@wishah.test' }, 'name', 'validation.nameRequired'],
    [{ name: 'Valid Name', email: 'not-an-email' }, 'email', 'validation.emailInvalid'],
    [{ name: 'Valid Name', email: '' }, 'email', 'validation.emailRequired'],
    [
      { name: 'Valid Name', email: ' PROFILE-OTHER@Wishah.test ', currentPassword: 'a-long-enough-password' },
      'email',
      'validation.emailTaken',
    ],
    [
      { name: 'Valid Name', email: 'someone-new@wishah.test' },
      'currentPassword',
      'validation.currentPasswordRequired',
    ],
    [
      { name: 'Valid Name', email: 'someone-new@wishah.test', currentPassword: 'not-my-password' },
      'currentPassword',
      'profile.password.wrongCurrent',
    ],
  ])('%o is refused on %s with %s', async (input, field, message) => {
    testRequest.cookie = shopper.cookie;
    const result = await actions.updateProfileAction(input);
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
    const [row] = await getDb().select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({ name: 'Test Person', email: shopper.email });
  });

  it('saves the name; a new e-mail is lower-cased and unverified, and signs in', async () => {
    await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, shopper.id));
    testRequest.cookie = shopper.cookie;
    expect(await actions.updateProfileAction({ name: '  Noura Saleh ', email: shopper.email })).toEqual({
      ok: true,
      data: undefined,
    });
    let [row] = await getDb().select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({ name: 'Noura Saleh', emailVerified: true });

    const result = await actions.updateProfileAction({
      name: 'Noura Saleh',
      email: ' Noura.New@Wishah.TEST ',
      currentPassword: 'a-long-enough-password',
    });
    expect(result).toMatchObject({ ok: true });
    [row] = await getDb().select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({ email: 'noura.new@wishah.test', emailVerified: false });
    shopper.email = 'noura.new@wishah.test';
    const login = await authPost('/sign-in/email', {
      email: 'Noura.New@wishah.test',
      password: 'a-long-enough-password',
    });
    expect(login.status).toBe(200);
  });
});

describe('changing the e-mail needs the password', () => {
  it('locks after repeated wrong passwords, like sign-ins, and asks nothing of a social-only account', async () => {
    const guessed = await signUp('profile-guessed@wishah.test');
    testRequest.cookie = guessed.cookie;
    const attempt = (currentPassword: string) =>
      actions.updateProfileAction({ name: 'Test Person', email: 'thief@wishah.test', currentPassword });
    for (let i = 0; i < 5; i++)
      expect(await attempt(`guess-${i}-wrong`)).toMatchObject({
        fieldErrors: { currentPassword: 'profile.password.wrongCurrent' },
      });
    expect(await attempt('a-long-enough-password')).toMatchObject({
      ok: false,
      error: 'auth.errors.TRY_AGAIN_IN',
      fieldErrors: { currentPassword: 'auth.errors.TRY_AGAIN_IN' },
      values: { minutes: 15 },
    });
    const [row] = await getDb().select().from(users).where(eq(users.id, guessed.id));
    expect(row?.email).toBe('profile-guessed@wishah.test');

    // Signed in with a provider only: no password exists to ask for.
    await getDb().delete(accounts).where(eq(accounts.userId, guessed.id));
    await getDb().insert(accounts).values({
      id: crypto.randomUUID(),
      userId: guessed.id,
      providerId: 'google',
      accountId: 'google-sub-profile',
    });
    expect(
      await actions.updateProfileAction({ name: 'Test Person', email: 'social-new@wishah.test' }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('profile photo', () => {
  const refusedWith = async (form: FormData) => {
    testRequest.cookie = shopper.cookie;
    const before = await imageOf(shopper.id);
    const result = await actions.uploadProfilePhotoAction(form);
    expect(await imageOf(shopper.id)).toBe(before);
    return result;
  };

  it('refuses a text file renamed .png', async () => {
    const result = await refusedWith(photoForm('just some text, not a picture', 'me.png', 'image/png'));
    expect(result).toMatchObject({ ok: false, fieldErrors: { photo: 'profile.photo.invalidType' } });
  });

  it('refuses a WebP image: the spec takes PNG or JPG', async () => {
    const result = await refusedWith(photoForm(await picture('webp'), 'me.png', 'image/png'));
    expect(result).toMatchObject({ ok: false, fieldErrors: { photo: 'profile.photo.invalidType' } });
  });

  it('refuses a 6 MB JPEG with the 5 MB message, in the action and in the service', async () => {
    const jpeg = await picture('jpeg');
    const big = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.byteLength)]);
    expect((await sharp(big).metadata()).format).toBe('jpeg');
    const result = await refusedWith(photoForm(big, 'holiday.jpg', 'image/jpeg'));
    expect(result).toMatchObject({ ok: false, fieldErrors: { photo: 'images.tooLarge' } });
    await expect(service.setProfilePhoto(shopper.id, big)).rejects.toMatchObject({
      message: 'images.tooLarge',
      field: 'photo',
    });
  });

  it('takes a PNG, cut to a square WebP; a JPEG then replaces it and the old file is removed', async () => {
    testRequest.cookie = shopper.cookie;
    const first = await actions.uploadProfilePhotoAction(
      photoForm(await picture('png'), 'a.txt', 'text/plain'),
    );
    expect(first).toMatchObject({
      ok: true,
      data: { image: expect.stringMatching(/^\/uploads\/avatars\/.+-320\.webp$/) },
    });
    const png = await imageOf(shopper.id);
    if (!png) throw new Error('no image saved');
    const stored = await sharp(uploaded(png)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 320, height: 320 });

    const second = await actions.uploadProfilePhotoAction(
      photoForm(await picture('jpeg', 200, 300, '#aa5533'), 'b.jpg', 'image/jpeg'),
    );
    expect(second).toMatchObject({ ok: true });
    const jpeg = await imageOf(shopper.id);
    if (!jpeg) throw new Error('no image saved');
    expect(jpeg).not.toBe(png);
    // A small photo is not enlarged: the square is its shorter side.
    expect(await sharp(uploaded(jpeg)).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect(await exists(uploaded(png))).toBe(false);
    expect(await exists(uploaded(jpeg))).toBe(true);
  });

  it('keeps a file another account uses, and removes the photo on request', async () => {
    const same = await picture('png', 400, 400, '#119944');
    testRequest.cookie = other.cookie;
    await actions.uploadProfilePhotoAction(photoForm(same, 'x.png', 'image/png'));
    testRequest.cookie = shopper.cookie;
    await actions.uploadProfilePhotoAction(photoForm(same, 'y.png', 'image/png'));
    const shared = await imageOf(shopper.id);
    expect(shared).toBe(await imageOf(other.id));
    if (!shared) throw new Error('no image saved');

    expect(await actions.removeProfilePhotoAction({})).toEqual({ ok: true, data: undefined });
    expect(await imageOf(shopper.id)).toBeNull();
    expect(await exists(uploaded(shared))).toBe(true);

    testRequest.cookie = other.cookie;
    await actions.removeProfilePhotoAction({});
    expect(await exists(uploaded(shared))).toBe(false);
  });
});

describe('change password (better-auth /change-password)', () => {
  it('needs the right current password, refuses a common new one, and signs out the other sessions', async () => {
    const person = await signUp('profile-password@wishah.test', 'first-password-9');
    const second = await authPost('/sign-in/email', { email: person.email, password: 'first-password-9' });
    const otherDevice = cookiesOf(second);

    const wrong = await authPost(
      '/change-password',
      { currentPassword: 'not-my-password', newPassword: 'second-password-9', revokeOtherSessions: true },
      { cookie: person.cookie },
    );
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });

    const common = await authPost(
      '/change-password',
      { currentPassword: 'first-password-9', newPassword: 'password123', revokeOtherSessions: true },
      { cookie: person.cookie },
    );
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ message: 'validation.passwordCommon', field: 'newPassword' });

    const missing = await authPost(
      '/change-password',
      { currentPassword: '', newPassword: 'second-password-9' },
      { cookie: person.cookie },
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'validation.currentPasswordRequired' });

    const session = async (cookie: string) =>
      (await (await authGet('/get-session', { cookie })).json()) as unknown;
    expect(await session(otherDevice)).toMatchObject({ user: { id: person.id } });

    const changed = await authPost(
      '/change-password',
      { currentPassword: 'first-password-9', newPassword: 'second-password-9', revokeOtherSessions: true },
      { cookie: person.cookie },
    );
    expect(changed.status).toBe(200);
    expect(await session(otherDevice)).toBeNull();
    expect(await session(cookiesOf(changed))).toMatchObject({ user: { id: person.id } });

    const oldLogin = await authPost('/sign-in/email', { email: person.email, password: 'first-password-9' });
    expect(oldLogin.status).toBe(401);
    const newLogin = await authPost('/sign-in/email', { email: person.email, password: 'second-password-9' });
    expect(newLogin.status).toBe(200);
  });

  it("the form's way: change keeping this session, then end the others; this session stays", async () => {
    const person = await signUp('profile-form-way@wishah.test', 'first-password-9');
    const otherDevice = cookiesOf(
      await authPost('/sign-in/email', { email: person.email, password: 'first-password-9' }),
    );
    const session = async (cookie: string) =>
      (await (await authGet('/get-session', { cookie })).json()) as unknown;

    const changed = await authPost(
      '/change-password',
      { currentPassword: 'first-password-9', newPassword: 'second-password-9', revokeOtherSessions: false },
      { cookie: person.cookie },
    );
    expect(changed.status).toBe(200);
    expect((await authPost('/revoke-other-sessions', {}, { cookie: person.cookie })).status).toBe(200);
    expect(await session(otherDevice)).toBeNull();
    expect(await session(person.cookie)).toMatchObject({ user: { id: person.id } });
  });
});
