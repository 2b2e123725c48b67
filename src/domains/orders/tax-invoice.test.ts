import { describe, expect, it } from 'vitest';
import {
  creditedTaxOf,
  decodeTlv,
  documentNumberText,
  encodeTlv,
  shareTax,
  taxedParts,
  zatcaFieldsOf,
  zatcaQrText,
  zatcaTime,
} from './tax-invoice';

// ZATCA's widely published phase-one example (its QR code implementation guide and every library's test):
// seller "Bobs Records", VAT 310122393500003, 2022-04-25T15:30:00Z, total 1000.00, VAT 150.00. The base64 was
// checked byte by byte outside this code (tag, length, UTF-8 value, five times).
const BOBS = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  total: '1000.00',
  vat: '150.00',
};
const BOBS_QR =
  'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';

describe('the ZATCA QR code text', () => {
  it('encodes the published example exactly', () => {
    expect(zatcaQrText(BOBS)).toBe(BOBS_QR);
    const bytes = encodeTlv(BOBS);
    expect([...bytes.subarray(0, 2)]).toEqual([1, 12]);
    expect(Buffer.from(bytes.subarray(2, 14)).toString()).toBe('Bobs Records');
  });

  it('reads every field back', () => {
    expect([...decodeTlv(BOBS_QR)]).toEqual([
      [1, 'Bobs Records'],
      [2, '310122393500003'],
      [3, '2022-04-25T15:30:00Z'],
      [4, '1000.00'],
      [5, '150.00'],
    ]);
  });

  it('counts an Arabic name in UTF-8 bytes, not characters', () => {
    const name = 'شركة وشاح للتجارة';
    const text = zatcaQrText({ ...BOBS, sellerName: name });
    const bytes = Buffer.from(text, 'base64');
    expect(bytes[1]).toBe(Buffer.byteLength(name));
    expect(decodeTlv(text).get(1)).toBe(name);
  });

  it('refuses a value too long for one length byte, and a truncated code', () => {
    expect(() => zatcaQrText({ ...BOBS, sellerName: 'x'.repeat(256) })).toThrow(RangeError);
    expect(() => decodeTlv(Buffer.from([1, 5, 65]).toString('base64'))).toThrow(RangeError);
  });

  it('takes the order currency’s decimals and the time to the second in UTC', () => {
    const fields = zatcaFieldsOf(
      { legalNameAr: 'وشاح', vatNumber: '300000000000003' },
      { issuedAt: new Date('2026-01-02T03:04:05.678Z'), total: 115_000, vat: 15_000, currency: 'SAR' },
    );
    expect(fields).toEqual({
      sellerName: 'وشاح',
      vatNumber: '300000000000003',
      timestamp: '2026-01-02T03:04:05Z',
      total: '1150.00',
      vat: '150.00',
    });
    expect(
      zatcaFieldsOf(fields && { legalNameAr: 'a', vatNumber: 'b' }, {
        issuedAt: new Date(0),
        total: 1_234,
        vat: 161,
        currency: 'KWD',
      }).total,
    ).toBe('1.234');
    expect(zatcaTime(new Date('2022-04-25T15:30:00Z'))).toBe('2022-04-25T15:30:00Z');
  });
});

describe('VAT per line', () => {
  it('shares the order’s VAT out so the shares add up to it exactly', () => {
    const shares = shareTax([1000, 1000, 1000], 100);
    expect(shares.reduce((a, b) => a + b)).toBe(100);
    expect(shares).toEqual([34, 33, 33]);
    expect(shareTax([0, 0], 0)).toEqual([0, 0]);
    expect(shareTax([500, 0, 0], 65)).toEqual([65, 0, 0]);
  });

  it('splits prices that include VAT, and prices it is added to', () => {
    // 15 %: 115.00 with VAT is 100.00 + 15.00.
    const included = taxedParts({
      lines: [{ lineTotal: 11_500 }],
      deliveryCharge: 2_300,
      paymentFee: 0,
      tax: 1_800,
      pricesIncludeTax: true,
    });
    expect(included.lines).toEqual([{ taxable: 10_000, vat: 1_500, withVat: 11_500 }]);
    expect(included.delivery).toEqual({ taxable: 2_000, vat: 300, withVat: 2_300 });
    expect(included.taxable).toBe(12_000);
    const added = taxedParts({
      lines: [{ lineTotal: 10_000 }],
      deliveryCharge: 0,
      paymentFee: 1_000,
      tax: 1_650,
      pricesIncludeTax: false,
    });
    expect(added.lines).toEqual([{ taxable: 10_000, vat: 1_500, withVat: 11_500 }]);
    expect(added.fee).toEqual({ taxable: 1_000, vat: 150, withVat: 1_150 });
  });
});

describe('credit notes’ VAT', () => {
  it('is in proportion, and the last credit takes what VAT is left', () => {
    const order = { total: 11_500, tax: 1_500 };
    const first = creditedTaxOf(order, 3_333, { credited: 0, creditedTax: 0 });
    expect(first).toBe(435);
    expect(creditedTaxOf(order, 8_167, { credited: 3_333, creditedTax: first })).toBe(1_065);
    expect(creditedTaxOf({ total: 1_000, tax: 0 }, 500, { credited: 0, creditedTax: 0 })).toBe(0);
  });

  it('numbers documents in print', () => {
    expect(documentNumberText('invoice', 42)).toBe('INV-000042');
    expect(documentNumberText('creditNote', 7)).toBe('CN-000007');
  });
});
