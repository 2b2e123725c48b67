import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';
import { loginSchema, signUpSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-up rules (spec section 5)', () => {
  const valid = { name: 'Mona Ali', email: 'mona@example.com', password: 'secret1' };

  it('accepts a valid shopper', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ name: '' }, 'validation.nameRequired'],
    [{ name: 'Mon' }, 'validation.nameMin'],
    [{ name: '   Mo   ' }, 'validation.nameMin'],
    [{ email: '' }, 'validation.emailRequired'],
    [{ email: 'mona@' }, 'validation.emailInvalid'],
    [{ password: '' }, 'validation.passwordRequired'],
    [{ password: '12345' }, 'validation.passwordMin'],
    [{ name: 'Mona\u0000Ali' }, 'validation.invalid'],
  ])('refuses %o with %s', (change, message) => {
    expect(firstMessage(signUpSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('accepts a 64-character password', () => {
    expect(signUpSchema.safeParse({ ...valid, password: 'x'.repeat(64) }).success).toBe(true);
  });

  it('requires e-mail and password to log in', () => {
    expect(firstMessage(loginSchema.safeParse({ email: '', password: 'x' }))).toBe(
      'validation.emailRequired',
    );
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'validation.passwordRequired',
    );
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/products?q=silk', '/products?q=silk'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    [undefined, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
