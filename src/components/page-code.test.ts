import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageCode, pageCodeText } from './page-code';

const html = (value: string, locale: string) =>
  renderToStaticMarkup(createElement(PageCode, { value, locale }));

describe('a phone number or zip code on the page', () => {
  it('marks the end of each run of Arabic-Indic digits left to right, so its groups keep their order', () => {
    expect(pageCodeText('+966 11 234-5678', 'ar')).toBe('+٩٦٦\u200e ١١\u200e ٢٣٤\u200e-٥٦٧٨\u200e');
    expect(html('+966 11 234-5678', 'ar')).toBe(
      '<bdi dir="ltr">+٩٦٦\u200e ١١\u200e ٢٣٤\u200e-٥٦٧٨\u200e</bdi>',
    );
  });

  it('is plain left-to-right text in Western digits on English pages', () => {
    expect(html('+966 11 234 5678', 'en')).toBe('<bdi dir="ltr">+966 11 234 5678</bdi>');
  });
});
