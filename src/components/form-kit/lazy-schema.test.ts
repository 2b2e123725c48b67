import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

const schema = z.object({ name: z.string().min(4, 'validation.nameMin') });

describe('a lazily loaded schema', () => {
  it('finds nothing until it has loaded, then checks like the schema itself, loading once', async () => {
    const load = vi.fn(async () => schema);
    const rules = lazySchema(load);
    expect(rules.validate({ name: 'ab' })).toEqual({});
    expect(load).not.toHaveBeenCalled();

    await Promise.all([rules.ready(), rules.ready()]);
    expect(rules.validate({ name: 'ab' })).toEqual({ name: 'validation.nameMin' });
    expect(rules.validate({ name: 'Layla' })).toEqual({});
    await rules.ready();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a dropped connection)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const rules = lazySchema(load);
    await expect(rules.ready()).rejects.toThrow('offline');
    expect(rules.validate({ name: '' })).toEqual({});
    await rules.ready();
    expect(rules.validate({ name: '' })).toEqual({ name: 'validation.nameMin' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a limit in a field error', () => {
  it('carries the schema’s maximum with "too long", for the message to name it', async () => {
    const rules = lazySchema(async () => z.object({ name: z.string().max(5, 'validation.tooLong') }));
    await rules.ready();
    expect(rules.validate({ name: 'abcdef' })).toEqual({ name: 'validation.tooLong?max=5' });
    expect(rules.validate({ name: 'abc' })).toEqual({});
  });
});
