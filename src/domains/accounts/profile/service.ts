import 'server-only';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { uniqueViolation } from '@/db/errors';
import { accounts, users } from '@/db/schema/accounts';
import { DomainError } from '@/lib/domain-error';
import { ImageError, removeImage, storeImage } from '@/lib/image-processing';
import { imageUrl, type RenditionWidth } from '@/lib/images';
import {
  assertAccountNotLocked,
  clearFailedAttempts,
  recordFailedAttempt,
  TooManyAttemptsError,
} from '../auth/attempt-limits';
import { isPhoneAccountEmail } from '../phone/auth';
import type { Profile, profileSchema } from './schemas';

const PHOTO_FOLDER = 'avatars';
/** One square rendition is enough for an avatar (shown at most 128 px wide, sharp on 2× screens). */
const PHOTO_WIDTH: RenditionWidth = 320;
// users.image holds a URL, as better-auth and social providers expect; our uploads are recognised by their shape.
const STORED_PHOTO = new RegExp(`^/uploads/(${PHOTO_FOLDER}/[0-9a-f]{16})-${PHOTO_WIDTH}\\.webp$`);

/** The signed-in user's own profile. */
export async function getProfile(userId: string): Promise<Profile> {
  const db = getDb();
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new DomainError('errors.forbiddenText');
  const credential = await db.query.accounts.findFirst({
    where: and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')),
    columns: { id: true },
  });
  return {
    name: user.name,
    email: isPhoneAccountEmail(user.email) ? '' : user.email,
    image: user.image,
    phoneNumber: user.phoneNumber,
    hasPassword: !!credential,
  };
}

/**
 * A new e-mail is where password resets go, so whoever changes it must know the password: a session left open on
 * a shared computer is not enough to take the account. Wrong guesses count against the account like sign-ins.
 * Accounts without a password (social only) have nothing to confirm.
 */
async function confirmPassword(userId: string, email: string, password: string | undefined): Promise<void> {
  const [credential] = await getDb()
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash) return;
  if (!password) throw new DomainError('validation.currentPasswordRequired', 'currentPassword');
  try {
    await assertAccountNotLocked(email);
  } catch (error) {
    if (!(error instanceof TooManyAttemptsError)) throw error;
    const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
    throw new DomainError('auth.errors.TRY_AGAIN_IN', 'currentPassword', { minutes });
  }
  if (!(await verifyPassword({ hash: credential.hash, password }))) {
    await recordFailedAttempt(email);
    throw new DomainError('profile.password.wrongCurrent', 'currentPassword');
  }
  await clearFailedAttempts(email);
}

/**
 * Saves the user's name and e-mail. A new e-mail must be free and is unverified until confirmed; an account opened
 * by phone may stay without one, any other account must keep one.
 */
export async function updateProfile(userId: string, input: z.output<typeof profileSchema>): Promise<void> {
  const db = getDb();
  const user = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true } });
  if (!user) throw new DomainError('errors.forbiddenText');
  const email = input.email || (isPhoneAccountEmail(user.email) ? user.email : '');
  if (!email) throw new DomainError('validation.emailRequired', 'email');
  const changed = email !== user.email;
  if (changed) {
    await confirmPassword(userId, user.email, input.currentPassword);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)));
    if (taken) throw new DomainError('validation.emailTaken', 'email');
  }
  try {
    await db
      .update(users)
      .set({ name: input.name, email, ...(changed ? { emailVerified: false } : {}), updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    // Two people claiming the same address at once: the unique index decides.
    if (uniqueViolation(error) !== null) throw new DomainError('validation.emailTaken', 'email');
    throw error;
  }
}

/**
 * Sets the user's photo from an upload: PNG or JPEG by content, at most 5 MB, cut to a square WebP. The previous
 * photo's file is removed when nothing else uses it. Returns the new image URL.
 */
export async function setProfilePhoto(userId: string, body: Buffer): Promise<{ image: string }> {
  let key: string;
  try {
    ({ key } = await storeImage(body, PHOTO_FOLDER, {
      formats: ['png', 'jpeg'],
      widths: [PHOTO_WIDTH],
      square: true,
    }));
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    const message = error.message === 'images.invalidType' ? 'profile.photo.invalidType' : error.message;
    throw new DomainError(message, 'photo');
  }
  const image = imageUrl(key, PHOTO_WIDTH);
  const previous = await replaceImage(userId, image);
  if (previous !== image) await removeUnusedPhoto(previous);
  return { image };
}

/** Removes the user's photo (the initials show instead). */
export async function removeProfilePhoto(userId: string): Promise<void> {
  await removeUnusedPhoto(await replaceImage(userId, null));
}

async function replaceImage(userId: string, image: string | null): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw new DomainError('errors.forbiddenText');
    await tx.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
    return row.image;
  });
}

/** Deletes an uploaded photo's file unless another account uses the same one (same content, same key). */
async function removeUnusedPhoto(image: string | null): Promise<void> {
  const key = image?.match(STORED_PHOTO)?.[1];
  if (!key || !image) return;
  const [other] = await getDb().select({ id: users.id }).from(users).where(eq(users.image, image)).limit(1);
  if (!other) await removeImage(key);
}
