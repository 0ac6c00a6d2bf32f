import fs from 'node:fs';
import path from 'node:path';
import {
  BUSINESS,
  DEFAULT_LANG,
  LANGS,
  type Lang,
  languageOf,
  localize,
  localizeList,
  textDirection,
} from '@shop/shared';
import { type PageHead, pageHead, writePageHead } from '@shop/shared/page-head';
import { routePath, SITEMAP_PATHS } from '@shop/shared/storefront-routes';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/messages';
import { type CatalogSnapshot, getCatalog, memoText } from './cache';

type PageMeta = {
  title: string;
  description: string;
  image?: string | undefined;
  /** The page's own path without a language (products keep their real category). */
  canonicalPath: string;
  type: 'website' | 'product' | 'article';
  found: boolean;
};

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const positiveId = (value: string | undefined) => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/** The catalogue page a storefront path shows, or null for other pages. */
export function catalogPageMeta(snapshot: CatalogSnapshot, pathname: string, lang: Lang): PageMeta | null {
  const parts = pathname.toLowerCase().split('/').filter(Boolean);
  const [area, first, second, third] = parts;
  if ((area !== 'products' && area !== 'services') || third !== undefined) return null;
  const products = area === 'products';
  const notFound: PageMeta = {
    title: translate('catalog.seo.notFound', lang),
    description: '',
    canonicalPath: `/${area}`,
    type: 'website',
    found: false,
  };

  if (first === undefined) {
    return {
      title: translate(products ? 'catalog.seo.productsTitle' : 'catalog.seo.servicesTitle', lang),
      description: translate(
        products ? 'catalog.seo.productsDescription' : 'catalog.seo.servicesDescription',
        lang,
      ),
      canonicalPath: `/${area}`,
      type: 'website',
      found: true,
    };
  }

  const categoryId = positiveId(first);
  const category = categoryId === null ? undefined : snapshot.categoryById.get(categoryId);
  if (!category || category.ownerType !== (products ? 2 : 1)) return notFound;

  if (second === undefined) {
    return {
      title: localize(category.name, lang),
      description: clip(localize(category.description, lang)),
      image: category.image,
      canonicalPath: `/${area}/${category.id}`,
      type: 'website',
      found: true,
    };
  }

  const itemId = positiveId(second);
  if (itemId === null) return notFound;
  if (products) {
    const product = snapshot.products.get(itemId);
    if (!product) return notFound;
    return {
      title: localize(product.metaTitle, lang) || localize(product.title, lang),
      description: clip(localize(product.metaDescription, lang) || localize(product.description, lang)),
      image: product.images[0],
      canonicalPath: `/products/${product.categoryId}/${product.id}`,
      type: 'product',
      found: true,
    };
  }
  const service = snapshot.services.get(itemId);
  if (!service) return notFound;
  return {
    title: localize(service.metaTitle, lang) || localize(service.name, lang),
    description: clip(
      localize(service.metaDescription, lang) || (localizeList(service.description, lang)[0] ?? ''),
    ),
    image: service.images[0],
    canonicalPath: `/services/${service.categoryId}/${service.id}`,
    type: 'article',
    found: true,
  };
}

function absolute(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function languageUrl(publicUrl: string, pagePath: string, lang: Lang): string {
  return `${publicUrl}${pagePath}${lang === DEFAULT_LANG ? '' : `?lang=${lang}`}`;
}

/**
 * Adds the catalogue page's Open Graph, canonical and hreflang tags to the storefront's HTML,
 * and its title and description unless the server render already named the page (`rendered`):
 * the browser names it as the render did, so the head must not say otherwise.
 */
export function applyPageMeta(
  html: string,
  meta: PageMeta,
  lang: Lang,
  publicUrl: string,
  rendered?: PageHead,
): string {
  const url = languageUrl(publicUrl, meta.canonicalPath, lang);
  const tags = [
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(BUSINESS.brandName)}" />`,
    `<meta property="og:locale" content="${languageOf(lang).ogLocale}" />`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}" />` : '',
    meta.image ? `<meta property="og:image" content="${escapeHtml(absolute(publicUrl, meta.image))}" />` : '',
    meta.found
      ? [
          `<link rel="canonical" href="${escapeHtml(url)}" />`,
          ...LANGS.map(
            (alternate) =>
              `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(languageUrl(publicUrl, meta.canonicalPath, alternate))}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(publicUrl, meta.canonicalPath, DEFAULT_LANG))}" />`,
        ].join('\n    ')
      : '<meta name="robots" content="noindex" />',
  ].filter(Boolean);

  let out = writePageHead(html, rendered ?? pageHead(meta.title, lang, meta.description || meta.title), tags);
  if (lang !== DEFAULT_LANG)
    out = out.replace(/<html\b[^>]*>/i, `<html lang="${lang}" dir="${textDirection(lang)}">`);
  return out;
}

/** Every public catalogue URL in both languages (sitemaps.org with xhtml:link alternates). */
export function buildSitemap(snapshot: CatalogSnapshot, publicUrl: string): string {
  // The table's public pages, then one entry per catalogue item for its `:id` routes.
  const entries: { path: string; lastmod?: Date }[] = SITEMAP_PATHS.map((pagePath) => ({ path: pagePath }));
  for (const category of snapshot.categories) {
    entries.push({
      path: routePath(category.ownerType === 1 ? 'serviceCategory' : 'productCategory', category.id),
      lastmod: category.updatedAt,
    });
  }
  for (const service of snapshot.services.values()) {
    entries.push({ path: routePath('service', service.categoryId, service.id), lastmod: service.updatedAt });
  }
  for (const product of snapshot.products.values()) {
    entries.push({ path: routePath('product', product.categoryId, product.id), lastmod: product.updatedAt });
  }
  const urls = entries.flatMap(({ path: pagePath, lastmod }) =>
    LANGS.map((lang) =>
      [
        '  <url>',
        `    <loc>${escapeHtml(languageUrl(publicUrl, pagePath, lang))}</loc>`,
        lastmod ? `    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '',
        ...LANGS.map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeHtml(languageUrl(publicUrl, pagePath, alternate))}"/>`,
        ),
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n';

/**
 * Search-engine face of the catalogue: the storefront's HTML for catalogue URLs carries the
 * page's title, description, Open Graph and hreflang tags (crawlers without JavaScript see
 * them); /sitemap.xml lists every category, service and product; /robots.txt points to it.
 * Registered at the root, it also drops the catalogue cache after any staff write.
 */
export const catalogSeoPlugin = fp<{ publicUrl: string; webDist?: string }>(
  async (app, { publicUrl, webDist }) => {
    const base = publicUrl.replace(/\/+$/, '');

    app.addHtmlTransform(async (html: string, request: FastifyRequest, rendered) => {
      const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
      if (!/^\/(products|services)(\/|$)/i.test(pathname)) return html;
      const snapshot = await getCatalog(app.db);
      const meta = catalogPageMeta(snapshot, pathname, request.lang);
      return meta ? applyPageMeta(html, meta, request.lang, base, rendered) : html;
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const snapshot = await getCatalog(app.db);
      const { body } = memoText(snapshot, 'sitemap', () => buildSitemap(snapshot, base));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(body);
    });

    // The static robots.txt of the storefront plus an absolute Sitemap line (PUBLIC_URL).
    const staticRobots = webDist ? path.join(webDist, 'robots.txt') : '';
    const robotsBase =
      staticRobots && fs.existsSync(staticRobots) ? fs.readFileSync(staticRobots, 'utf8') : DEFAULT_ROBOTS;
    const robots = `${robotsBase.replace(/^Sitemap:.*$/gim, '').trimEnd()}\n\nSitemap: ${base}/sitemap.xml\n`;
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD') {
        if (request.url === '/robots.txt' || request.url.startsWith('/robots.txt?')) {
          return reply
            .type('text/plain; charset=utf-8')
            .header('cache-control', 'public, max-age=3600')
            .send(robots);
        }
      }
    });
  },
  { name: 'catalog-seo', dependencies: ['web', 'db', 'auth'] },
);
