import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageCode } from './page-code';

const html = (value: string, locale: string) =>
  renderToStaticMarkup(createElement(PageCode, { value, locale }));

describe('a phone number or zip code on the page', () => {
  it('isolates each run of Arabic-Indic digits, so its groups keep their order', () => {
    expect(html('+966 11 234-5678', 'ar')).toBe(
      '<bdi dir="ltr">+<bdi>٩٦٦</bdi> <bdi>١١</bdi> <bdi>٢٣٤</bdi>-<bdi>٥٦٧٨</bdi></bdi>',
    );
  });

  it('is plain left-to-right text in Western digits on English pages', () => {
    expect(html('+966 11 234 5678', 'en')).toBe('<bdi dir="ltr">+966 11 234 5678</bdi>');
  });
});
