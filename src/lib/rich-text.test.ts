import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('removes scripts, styles and iframes with their content', () => {
    expect(sanitizeRichText('<p>Silk</p><script>alert(1)</script><style>p{color:red}</style>')).toBe(
      '<p>Silk</p>',
    );
    expect(sanitizeRichText('<iframe src="https://evil.test"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<SCRIPT SRC=//evil.test/x.js></SCRIPT>')).toBe('');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeRichText('<p onclick="steal()" onmouseover="x()">Soft</p>')).toBe('<p>Soft</p>');
    expect(sanitizeRichText('<strong style="background:url(javascript:x)">Bold</strong>')).toBe(
      '<strong>Bold</strong>',
    );
    expect(sanitizeRichText('<img src=x onerror=alert(1)><svg onload=alert(1)></svg>')).toBe('');
  });

  it('removes javascript: and data: links but keeps their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).not.toContain('javascript');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">click</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<a href="  javascript:alert(1)">click</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain(
      'data:',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toContain('click');
  });

  it('keeps the formatting the editor produces, and makes links safe to follow', () => {
    const html =
      '<h2>Care</h2><p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u> and <s>struck</s>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr />';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<a href="https://wishah.example/care" target="_blank">guide</a>')).toBe(
      '<a href="https://wishah.example/care" target="_blank" rel="noopener noreferrer nofollow">guide</a>',
    );
    expect(sanitizeRichText('<p>حرير <strong>طبيعي</strong></p>')).toBe('<p>حرير <strong>طبيعي</strong></p>');
  });

  it('reduces an empty editor to nothing', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('  <p></p>  ')).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
