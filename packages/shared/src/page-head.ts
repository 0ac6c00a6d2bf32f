import type { Lang } from './i18n';

/**
 * The one writer of a page's head (docs/decisions/032-one-route-table.md): the document title
 * with the brand suffix, and the description. The server render (apps/api/src/plugins/web.ts),
 * the catalogue's crawler tags (catalog/seo.ts) and the browser (apps/web/src/lib/use-page-title.ts)
 * all go through it, so a page's title is the same from the first byte to after hydration.
 */
export type PageHead = { title: string; description?: string | undefined };

/**
 * The brand as the visitor reads it in each language: the logo, every title's suffix, and
 * (in English) BUSINESS.brandName of e-mails and invoices. Here, not in business.ts, so the
 * storefront's first load does not carry the business's other details.
 */
export const BRAND_NAMES: Record<Lang, string> = { en: 'BannerPrint', ar: 'بانر برينت', es: 'BannerPrint' };

export function brandName(lang: Lang): string {
  return BRAND_NAMES[lang];
}

/** A page's head: its own title followed by the brand (the brand alone without one). */
export function pageHead(title: string | undefined, lang: Lang, description?: string): PageHead {
  const brand = brandName(lang);
  return { title: title ? `${title} | ${brand}` : brand, description: description || undefined };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/**
 * The head of an HTML page with this title and description (escaped; a description replaces
 * the template's or is added) and any further tags (already HTML) before `</head>`.
 * Replacements are functions: a `$&` in a product's title is text, not a pattern.
 */
export function writePageHead(html: string, head: PageHead, tags: readonly string[] = []): string {
  let out = html.replace(TITLE, () => `<title>${escapeText(head.title)}</title>`);
  if (head.description) {
    const meta = `<meta name="description" content="${escapeText(head.description)}" />`;
    out = DESCRIPTION.test(out)
      ? out.replace(DESCRIPTION, () => meta)
      : out.replace(/<\/head>/i, () => `    ${meta}\n  </head>`);
  }
  if (tags.length) out = out.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
  return out;
}

/** The same head in a live document (the browser, after each navigation). */
export function applyPageHead(
  document: {
    title: string;
    querySelector(selector: string): { setAttribute(n: string, v: string): void } | null;
  },
  head: PageHead,
): void {
  document.title = head.title;
  if (head.description)
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
}
