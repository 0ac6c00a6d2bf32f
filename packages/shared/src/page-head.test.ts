import { describe, expect, it } from 'vitest';
import { brandName, pageHead, writePageHead } from './page-head';

const TEMPLATE = `<html><head>
    <meta name="description" content="Default" />
    <title>Shell</title>
  </head><body></body></html>`;

describe('the one page-head writer', () => {
  it('suffixes every title with the brand of the page’s language, from one source', () => {
    expect(pageHead('Contact us', 'en').title).toBe('Contact us | BannerPrint');
    expect(pageHead('سياسة التوصيل', 'ar').title).toBe(`سياسة التوصيل | ${brandName('ar')}`);
    expect(brandName('ar')).toBe('بانر برينت');
    expect(pageHead(undefined, 'es').title).toBe('BannerPrint');
  });

  it('writes the title and description escaped, once, and adds the page’s tags', () => {
    const html = writePageHead(TEMPLATE, pageHead('A <b> & "c"', 'en', 'Why & how'), ['<link rel="x" />']);
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot; | BannerPrint</title>');
    expect(html).toContain('<meta name="description" content="Why &amp; how" />');
    expect(html).not.toContain('Default');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<link rel="x" \/>\s*<\/head>/);
  });

  it('keeps a `$&` in a title as text (a replacement pattern in the old catalogue writer)', () => {
    const html = writePageHead(TEMPLATE, pageHead('Save $& more', 'en', 'Only $` today'));
    expect(html).toContain('<title>Save $&amp; more | BannerPrint</title>');
    expect(html).toContain('<meta name="description" content="Only $` today" />');
  });

  it('adds a description to a template without one', () => {
    const html = writePageHead('<head><title>x</title></head>', { title: 'T', description: 'D' });
    expect(html).toContain('<meta name="description" content="D" />');
  });
});
