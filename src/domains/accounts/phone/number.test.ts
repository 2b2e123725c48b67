import { describe, expect, it } from 'vitest';
import { phoneAsTyped } from '../schemas';
import { groupedPhoneNumber, toE164, toNationalDigits } from './number';

describe('phone numbers, read one way for accounts and the checkout', () => {
  it('reads a number as typed or autofilled into one shape', () => {
    expect(phoneAsTyped(' ٠٠٩٦٦ (٥٠) ١٢٣-٤٥٦٧ ')).toBe('+966501234567');
    expect(phoneAsTyped('050.123.4567')).toBe('0501234567');
  });

  it('gives the same national digits and E.164 for each way of typing a Saudi number', () => {
    for (const typed of [
      '+966501234567',
      '00966 50 123 4567',
      '050 123 4567',
      '٠٥٠١٢٣٤٥٦٧',
      '+٩٦٦٥٠١٢٣٤٥٦٧',
    ]) {
      expect(toNationalDigits(typed), typed).toBe('0501234567');
      expect(toE164(typed), typed).toBe('+966501234567');
    }
  });

  it("refuses another country's number and one that cannot be a number", () => {
    expect(toNationalDigits('+14155550123')).toBeNull();
    expect(toNationalDigits('+96650')).toBeNull();
    expect(toNationalDigits('not a number')).toBeNull();
  });

  it('groups a number as people read it, and leaves what is no number as it was', () => {
    expect(groupedPhoneNumber('+966501234567')).toBe('+966 50 123 4567');
    expect(groupedPhoneNumber('00966501234567')).toBe('+966 50 123 4567');
    expect(groupedPhoneNumber('call us')).toBe('call us');
  });
});
