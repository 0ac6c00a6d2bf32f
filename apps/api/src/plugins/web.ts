import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isLang, type Lang, textDirection } from '@shop/shared';
import { type PageHead, writePageHead } from '@shop/shared/page-head';
import type { ContactSubmission, ServerRenderResult } from '@shop/shared/server-render';
import { isServerRenderedPath, isStorefrontPath } from '@shop/shared/storefront-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEncoded } from '../lib/encoded-body';
import { type CachedPage, HtmlCache } from '../lib/html-cache';
import { readCacheGeneration } from '../lib/read-cache';
import { langCookie } from './lang';

/**
 * `head` is what the server render named the page (undefined for the shell): a transform keeps
 * it, so the title the HTML carries is the one the browser sets after hydration.
 */
export type HtmlTransform = (
  html: string,
  request: FastifyRequest,
  head: PageHead | undefined,
) => Promise<string> | string;

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets modules rewrite the storefront's HTML for a URL (titles and meta for crawlers). */
    addHtmlTransform: (transform: HtmlTransform) => void;
    /** The cache of server-rendered pages (emptied with the read caches; exposed for tests). */
    storefrontHtmlCache: HtmlCache;
    /**
     * A public page rendered for this request only (never cached), e.g. the contact page
     * answering a form posted without scripts; null when there is no server render.
     */
    renderStorefrontPage: (
      request: FastifyRequest,
      page: { url: string; contactSubmission?: ContactSubmission },
    ) => Promise<{ status: number; html: string } | null>;
  }
}

/** The server render's entry (apps/web/src/entry-server.tsx), as built into dist-server. */
type SsrEntry = {
  render(request: {
    url: string;
    lang: Lang;
    fetch: typeof fetch;
    timeoutMs?: number;
    contactSubmission?: ContactSubmission;
  }): Promise<ServerRenderResult>;
};

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Storefront not built</title>
<p>The storefront has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** Rendered pages kept: a few hundred URLs per language cover the catalogue's hot pages. */
const HTML_CACHE = { maxEntries: 500, maxBytes: 32 * 1024 * 1024, ttlMs: 5 * 60_000 };
const ROOT_MARKER = '<div id="root"></div>';

/** The built server render beside the browser build (apps/web/dist-server), if there is one. */
export function defaultSsrEntry(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
}

/** `<html lang dir>` of the visitor's language, from the first byte. */
function withLanguage(html: string, lang: Lang): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${lang}" dir="${textDirection(lang)}">`);
}

/**
 * A page is cached only for a visitor without credentials: the render never holds anything of
 * the user (it is always the signed-out page), but a signed-in request is left out on principle.
 * Any cookie other than the language one counts as a possible session.
 */
function isAnonymous(request: FastifyRequest): boolean {
  if (request.headers.authorization) return false;
  const cookies = request.headers.cookie;
  if (!cookies) return true;
  return cookies.split(';').every((part) => {
    const name = part.split('=')[0]?.trim();
    return !name || name === 'lang';
  });
}

/** `/api/...` answered by this same app, without a socket: the render reuses the read caches. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const bodyless = response.statusCode === 204 || response.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

async function loadSsrEntry(app: FastifyInstance, entryPath: string | null): Promise<SsrEntry | null> {
  if (!entryPath || !fs.existsSync(entryPath)) {
    if (entryPath) app.log.warn({ entryPath }, 'server render not built; public pages render in the browser');
    return null;
  }
  try {
    const entry = (await import(pathToFileURL(entryPath).href)) as SsrEntry;
    return typeof entry.render === 'function' ? entry : null;
  } catch (err) {
    app.log.error(
      { err, entryPath },
      'server render could not be loaded; public pages render in the browser',
    );
    return null;
  }
}

/**
 * Serves the built storefront: hashed assets cached for a year; the public pages rendered on
 * the server in the visitor's language, with their data (docs/decisions/016-ssr.md), and kept
 * in a per-language cache emptied with the catalogue; every other non-API GET answered with
 * the index.html shell (its lang and dir set) so client routes work on reload.
 */
export const webPlugin = fp<{ webDist: string; ssrEntry?: string | null }>(
  async (app, { webDist, ssrEntry = defaultSsrEntry(webDist) }) => {
    const transforms: HtmlTransform[] = [];
    app.decorate('addHtmlTransform', (transform: HtmlTransform) => {
      transforms.push(transform);
    });
    const htmlCache = new HtmlCache({ ...HTML_CACHE, generation: readCacheGeneration });
    app.decorate('storefrontHtmlCache', htmlCache);

    const indexPath = path.join(webDist, 'index.html');
    const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
    if (!indexHtml) app.log.warn({ webDist }, 'storefront build not found; serving a placeholder page');
    const ssr = indexHtml?.includes(ROOT_MARKER) ? await loadSsrEntry(app, ssrEntry) : null;
    const apiFetch = inProcessFetch(app);

    if (fs.existsSync(webDist)) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The build's .br and .gz beside each script and stylesheet (apps/web/vite.config.ts).
        preCompressed: true,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    async function transformed(html: string, request: FastifyRequest, head?: PageHead): Promise<string> {
      let out = html;
      for (const transform of transforms) out = await transform(out, request, head);
      return out;
    }

    /** The page rendered on the server, or null when the render failed (the shell then serves). */
    async function renderPage(
      request: FastifyRequest,
      template: string,
      lang: Lang,
      known: boolean,
      page: { url: string; contactSubmission?: ContactSubmission } = { url: request.url },
    ): Promise<CachedPage | { redirect: string; status: number } | null> {
      if (!ssr) return null;
      try {
        const result = await ssr.render({ ...page, lang, fetch: apiFetch });
        if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
        // The head the page named while rendering (catalogue pages add their crawler tags: seo.ts).
        const named = result.head ? writePageHead(template, result.head) : template;
        const html = named.replace(
          ROOT_MARKER,
          `<div id="root">${result.appHtml}</div>\n    <script type="application/json" id="ssr-data">${result.dataJson}</script>`,
        );
        return { status: known ? result.status : 404, html: await transformed(html, request, result.head) };
      } catch (err) {
        request.log.error({ err, url: request.url }, 'server render failed; serving the shell');
        return null;
      }
    }

    app.decorate(
      'renderStorefrontPage',
      async (request: FastifyRequest, page: { url: string; contactSubmission?: ContactSubmission }) => {
        if (!indexHtml) return null;
        const rendered = await renderPage(
          request,
          withLanguage(indexHtml, request.lang),
          request.lang,
          true,
          page,
        );
        return rendered && !('redirect' in rendered) ? rendered : null;
      },
    );

    async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      if (!indexHtml) return reply.type('text/html; charset=utf-8').status(503).send(NOT_BUILT_PAGE);
      const pathname = request.url.split('?')[0] ?? '/';
      const lang = request.lang;
      // A language in the link is the visitor's choice from now on (hreflang, shared links).
      const fromUrl = (request.query as Record<string, unknown> | undefined)?.lang;
      if (isLang(fromUrl) && langCookie(request.headers.cookie) !== fromUrl) {
        reply.header('set-cookie', `lang=${fromUrl}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`);
      }
      // A path the storefront has no page for gets the "not found" page with the status a
      // crawler or a link checker must see.
      const known = isStorefrontPath(pathname);
      const template = withLanguage(indexHtml, lang);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie');

      if (ssr && isServerRenderedPath(pathname)) {
        let page: CachedPage | { redirect: string; status: number } | null;
        if (isAnonymous(request)) {
          const cached = await htmlCache
            .get(`${lang} ${request.url}`, async () => {
              const rendered = await renderPage(request, template, lang, known);
              // Only finished pages are kept; a failure or a redirect is tried again next time.
              if (!rendered || 'redirect' in rendered)
                throw Object.assign(new Error('not cacheable'), { rendered });
              return rendered;
            })
            .catch((error: { rendered?: typeof page }) => error.rendered ?? null);
          page = cached;
        } else {
          page = await renderPage(request, template, lang, known);
        }
        if (page && 'redirect' in page) return reply.redirect(page.redirect, page.status);
        if (page) return sendHtml(reply, page.status, page.html, page);
      }
      return sendHtml(reply, known ? 200 : 404, await transformed(template, request));
    }

    /**
     * Compressed here: @fastify/compress works per route, and most pages are answered by the
     * not-found handler, which it does not reach. A cached page is compressed once.
     */
    function sendHtml(reply: FastifyReply, status: number, html: string, page?: CachedPage) {
      reply.status(status);
      if (!page) return sendEncoded(reply, html, {}, 'Cookie');
      page.encoded ??= {};
      return sendEncoded(reply, html, page.encoded, 'Cookie');
    }

    // The router sends / to /home; with the server render the server does it, so the first
    // answer is the home page itself rather than a shell that redirects once its script ran.
    app.get('/', async (request, reply) => {
      if (!ssr || !indexHtml) return sendIndex(request, reply);
      const query = request.url.indexOf('?');
      return reply.redirect(`/home${query === -1 ? '' : request.url.slice(query)}`, 302);
    });
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .status(404)
          .send({ status: false, code: 'not_found', message: 'Not found.', errors: [] });
      }
      // A missing asset is a real 404, not the app shell (a stale tab asking for an old chunk).
      if (/\.[a-z0-9]{1,6}$/i.test(request.url.split('?')[0] ?? '')) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      return sendIndex(request, reply);
    });
  },
  { name: 'web', dependencies: ['lang'] },
);
