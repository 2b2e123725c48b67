import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, refusalOf } from './action-result';

const schema = z.object({
  name: z.string().min(2, 'validation.nameMin'),
  rows: z.array(z.object({ stock: z.number().min(0, 'validation.stockInvalid') })),
});

describe('refusalOf', () => {
  it('passes input the schema accepts', () => {
    expect(refusalOf(schema, { name: 'Rose', rows: [{ stock: 1 }] })).toBeNull();
  });

  it('answers as the action would: fix the fields, each field its first key, paths as Mantine writes them', () => {
    expect(refusalOf(schema, { name: 'R', rows: [{ stock: 1 }, { stock: -1 }] })).toEqual({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: { name: 'validation.nameMin', 'rows.1.stock': 'validation.stockInvalid' },
    });
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of a field', () => {
    const parsed = z.string().min(3, 'first').regex(/^\d+$/, 'second').safeParse('a');
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual({ '': 'first' });
  });
});
