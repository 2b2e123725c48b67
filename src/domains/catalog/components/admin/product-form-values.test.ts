import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/action';
import { productInput } from '../../schemas';
import { type FormValues, initialValues, toInput } from './product-form-values';

/** A new product's form, filled in well, with `change` typed over it. */
function errorsOf(change: (values: FormValues) => FormValues) {
  const filled: FormValues = {
    ...initialValues(undefined, 'USD'),
    nameEn: 'Silk scarf',
    nameAr: 'وشاح حرير',
    slugEn: 'silk-scarf',
    slugAr: 'وشاح-حرير',
    categoryId: '1',
    price: 49.9,
  };
  filled.variants = [{ ...filled.variants[0], sku: 'SILK-1' } as FormValues['variants'][number]];
  const parsed = productInput.safeParse(toInput(change(filled), 'USD', undefined));
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('the product form’s numbers, as the owner typed them', () => {
  it('is valid filled in well', () => {
    expect(errorsOf((v) => v)).toEqual({});
  });

  it('says a price is too large, not that a filled field is required', () => {
    expect(errorsOf((v) => ({ ...v, price: 99_999_999_999 }))).toEqual({
      price: 'validation.numberTooLarge',
    });
    expect(errorsOf((v) => ({ ...v, compareAtPrice: '9'.repeat(40) }))).toMatchObject({
      compareAtPrice: 'validation.numberTooLarge',
    });
  });

  it('refuses a negative price as one, not as an empty field', () => {
    expect(errorsOf((v) => ({ ...v, price: -5 }))).toEqual({ price: 'validation.priceInvalid' });
  });

  it('refuses a fractional, negative or too large stock on its row', () => {
    const stock = (value: number) => (v: FormValues) => ({
      ...v,
      variants: v.variants.map((row) => ({ ...row, stock: value })),
    });
    expect(errorsOf(stock(1.5))).toEqual({ 'variants.0.stock': 'validation.stockInvalid' });
    expect(errorsOf(stock(-3))).toEqual({ 'variants.0.stock': 'validation.stockInvalid' });
    expect(errorsOf(stock(1_000_001))).toEqual({ 'variants.0.stock': 'validation.numberTooLarge' });
  });
});
