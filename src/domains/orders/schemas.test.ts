import { describe, expect, it } from 'vitest';
import { samePhone, shippingInput } from './schemas';

const shipping = {
  fullName: 'Noura Saleh',
  streetAddress: '12 Olaya Street',
  zipCode: '12211',
  city: 'Riyadh',
  email: 'noura@wishah.test',
  phone: '0501234567',
  confirmPhone: '0501234567',
};

describe('the checkout form’s phone fields', () => {
  it('take the number with the country code, as Saudi browsers autofill it', () => {
    const parsed = shippingInput.safeParse({
      ...shipping,
      phone: '+966 50 123 4567',
      confirmPhone: '0501234567',
    });
    expect(parsed.success).toBe(true);
  });

  it('still refuse a number that is neither ten digits nor international, and two different numbers', () => {
    const short = shippingInput.safeParse({ ...shipping, phone: '050123456' });
    expect(short.error?.issues[0]).toMatchObject({ path: ['phone'], message: 'validation.phoneTenDigits' });
    const other = shippingInput.safeParse({
      ...shipping,
      phone: '+966501234567',
      confirmPhone: '0509999999',
    });
    expect(other.error?.issues[0]).toMatchObject({
      path: ['confirmPhone'],
      message: 'validation.phoneMismatch',
    });
  });

  it('compare a national number with the same one written with its country code', () => {
    expect(samePhone('+966501234567', '0501234567')).toBe(true);
    expect(samePhone('0501234567', '+966501234567')).toBe(true);
    expect(samePhone('+966501234567', '0501234568')).toBe(false);
    expect(samePhone('0501234567', '0501234568')).toBe(false);
  });
});
