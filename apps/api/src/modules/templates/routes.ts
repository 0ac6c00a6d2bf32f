import { ErrorBodySchema } from '@shop/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeOptionsQuery } from '../../lib/option-params';
import { readCacheGeneration } from '../../lib/read-cache';
import { TtlCache } from '../../lib/ttl-cache';
import { unavailableAs } from '../../lib/worker-pool';
import { consume, type Limit } from '../accounts';
import { IdParamSchema, TemplateQuerySchema } from './schema';
import { templateDocumentFor } from './service';
import { renderTemplateSvg } from './svg';

/** PDF templates per address: a customer tries a few sizes, a script rendering hundreds is refused. */
export const templatePdfLimit = (ip: string): Limit => ({
  key: `template-pdf:ip:${ip}`,
  max: 30,
  windowSeconds: 600,
});
/** A rendered PDF is kept this long, and at most this many (a template is 30-60 KB). */
const TEMPLATE_CACHE_MS = 10 * 60_000;
const TEMPLATE_CACHE_ENTRIES = 100;
/**
 * Browsers may keep a template for 10 minutes: it changes only when staff edit the product.
 * The language is part of the link (`?lang=`), else the `lang` header or cookie.
 */
const CACHE_CONTROL = 'public, max-age=600';

/** Artwork templates of a product at a size (docs/product.md#artwork-templates). Public, like the product page. */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rendered = new TtlCache<string, Buffer>(
    TEMPLATE_CACHE_MS,
    Date.now,
    readCacheGeneration,
    TEMPLATE_CACHE_ENTRIES,
  );

  app.get(
    '/products/:id/template',
    {
      preValidation: normalizeOptionsQuery,
      schema: {
        tags: ['catalog'],
        summary:
          'An artwork template of the product at `width` × `height` cm (the product default when omitted; the chosen size option for goods sold per item) with the chosen `options`: trim, bleed, safe zone, hems, pole pockets, panels and weld lines, eyelets and hardware outline on named layers (PDF optional content groups, SVG Inkscape layers), the artwork guidelines on the slug in the request language. PDF at 1:1, or 1:10 when the page would pass 200 inches (printed on it). 404 unknown product, 400 malformed query, 422 a size or option the product does not take; PDF: at most 30 per address in 10 minutes (429), 503 when it cannot be rendered now',
        params: IdParamSchema,
        querystring: TemplateQuerySchema,
        produces: ['application/pdf', 'image/svg+xml'],
        response: {
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { width, height, format, options } = request.query;
      const document = await templateDocumentFor(app.db, request.lang, {
        productId: request.params.id,
        width,
        height,
        optionIds: options,
      });
      // The answer is a file, not the JSON envelope the error schemas describe.
      const raw: FastifyReply = reply;
      raw
        .header('content-disposition', `attachment; filename="${document.fileName}.${format}"`)
        .header('cache-control', CACHE_CONTROL)
        .header('vary', 'lang, cookie')
        .header('content-language', document.lang);
      if (format === 'svg') {
        return raw.type('image/svg+xml; charset=utf-8').send(renderTemplateSvg(document));
      }
      await consume(app.db, [templatePdfLimit(request.ip)]);
      const pdf = await rendered
        .get(JSON.stringify(document), () => app.workers.run('templatePdf', document, 'render'))
        .catch(unavailableAs('error.renderUnavailable'));
      return raw.type('application/pdf').send(pdf);
    },
  );
};
