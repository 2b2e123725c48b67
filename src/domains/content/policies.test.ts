import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './policies';

describe('a content page’s text under its title', () => {
  it('drops a first heading that repeats the title, in either language', () => {
    expect(withoutRepeatedTitle('<h2>Privacy  Policy</h2><p>We collect…</p>', 'Privacy policy')).toBe(
      '<p>We collect…</p>',
    );
    expect(
      withoutRepeatedTitle('<h1><strong>سياسة الخصوصية</strong></h1><p>نجمع</p>', 'سياسة الخصوصية'),
    ).toBe('<p>نجمع</p>');
  });

  it('keeps any other first heading, and a repeat further down', () => {
    const html = '<h2>Orders</h2><p>…</p><h2>Privacy policy</h2>';
    expect(withoutRepeatedTitle(html, 'Privacy policy')).toBe(html);
    expect(withoutRepeatedTitle('<p>Privacy policy</p>', 'Privacy policy')).toBe('<p>Privacy policy</p>');
  });
});
