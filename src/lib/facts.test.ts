import { describe, expect, it } from 'vitest';
import { factSeparator, joinFacts } from './facts';

describe('joinFacts', () => {
  it('joins with a middle dot in English and leaves out empty facts', () => {
    expect(joinFacts(['Colour: Navy', null, false, '', 'Size: M'], 'en')).toBe('Colour: Navy · Size: M');
  });

  it('joins Arabic with the Arabic comma, never a dot that reads as the digit zero', () => {
    const line = joinFacts(['الكمية: ٢', 'سعر القطعة: ١٠٫٠٠'], 'ar');
    expect(line).toBe('الكمية: ٢، سعر القطعة: ١٠٫٠٠');
    expect(factSeparator('ar')).not.toMatch(/[·.\u0660\u06f0]/);
  });
});
