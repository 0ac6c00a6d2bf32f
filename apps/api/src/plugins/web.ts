import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isStorefrontPath } from '@shop/shared/storefront-routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type HtmlTransform = (html: string, request: FastifyRequest) => Promise<string> | string;

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets modules rewrite the storefront's HTML for a URL (titles and meta for crawlers). */
    addHtmlTransform: (transform: HtmlTransform) => void;
  }
}

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Storefront not built</title>
<p>The storefront has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * Serves the built storefront: hashed assets cached for a year, every other non-API
 * GET answered with index.html so client routes work on reload.
 */
export const webPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const transforms: HtmlTransform[] = [];
    app.decorate('addHtmlTransform', (transform: HtmlTransform) => {
      transforms.push(transform);
    });

    const indexPath = path.join(webDist, 'index.html');
    const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
    if (!indexHtml) app.log.warn({ webDist }, 'storefront build not found; serving a placeholder page');

    if (fs.existsSync(webDist)) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      if (!indexHtml) return reply.type('text/html; charset=utf-8').status(503).send(NOT_BUILT_PAGE);
      let html = indexHtml;
      for (const transform of transforms) html = await transform(html, request);
      // A path the storefront has no page for gets the same shell (it shows "not found"),
      // with the status a crawler or a link checker must see.
      const known = isStorefrontPath(request.url.split('?')[0] ?? '/');
      return reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    }

    app.get('/', sendIndex);
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
  { name: 'web' },
);
