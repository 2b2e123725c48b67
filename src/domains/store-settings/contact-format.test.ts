import { describe, expect, it } from 'vitest';
import { brandOf } from './brand';
import { contactOf, formatSupportHours, whatsappLink } from './contact-format';
import { DEFAULT_CONTACT_INFO } from './storefront-schemas';

describe('support hours as each language writes them', () => {
  it('writes the spec default (Mon–Fri 8am to 5pm) in English and Arabic', () => {
    expect(formatSupportHours(DEFAULT_CONTACT_INFO, 'en')).toEqual({
      days: 'Mon–Fri',
      opens: '8:00 AM',
      closes: '5:00 PM',
    });
    expect(formatSupportHours(DEFAULT_CONTACT_INFO, 'ar')).toEqual({
      days: 'الاثنين–الجمعة',
      opens: '٨:٠٠ ص',
      closes: '٥:٠٠ م',
    });
  });

  it('joins separate runs of days, whatever order they were chosen in, and shows nothing without days', () => {
    const hours = { supportDays: [7, 3, 1, 2, 5], opens: '09:30', closes: '21:00' };
    expect(formatSupportHours(hours, 'en')).toEqual({
      days: 'Mon–Wed, Fri, Sun',
      opens: '9:30 AM',
      closes: '9:00 PM',
    });
    expect(formatSupportHours({ ...hours, supportDays: [] }, 'en')).toBeNull();
  });
});

describe('the footer contacts', () => {
  it('links WhatsApp by its digits and picks the address in the page language, falling back to the other', () => {
    const contact = {
      ...DEFAULT_CONTACT_INFO,
      whatsapp: '+966 50 123 4567',
      address: { en: 'Olaya St', ar: '' },
      social: { ...DEFAULT_CONTACT_INFO.social, x: 'https://x.com/wishah' },
    };
    expect(whatsappLink('+966 50 123 4567')).toBe('https://wa.me/966501234567');
    expect(contactOf(contact, 'ar')).toMatchObject({
      whatsapp: 'https://wa.me/966501234567',
      address: 'Olaya St',
      social: [{ network: 'x', url: 'https://x.com/wishah' }],
    });
    expect(contactOf(DEFAULT_CONTACT_INFO, 'en')).toMatchObject({ whatsapp: null, social: [] });
  });
});

describe('the brand on a page', () => {
  it('names the store in the page language and writes both names in the wordmark', () => {
    const settings = { storeName: { en: 'Silk Lane', ar: 'درب الحرير' }, logo: null };
    expect(brandOf(settings, 'ar')).toEqual({
      name: 'درب الحرير',
      wordmark: 'Silk Lane · درب الحرير',
      logo: null,
    });
    expect(brandOf({ storeName: { en: 'Nour', ar: 'Nour' }, logo: 'store/abcdef0123456789' }, 'en')).toEqual({
      name: 'Nour',
      wordmark: 'Nour',
      logo: '/uploads/store/abcdef0123456789-640.webp',
    });
  });
});
