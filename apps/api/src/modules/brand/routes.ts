import { ErrorBodySchema, IdParamSchema, MessageBodySchema } from '@shop/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { unavailableAs } from '../../lib/worker-pool';
import { LOGO_MAX_BYTES, readLogo, storeLogo } from './logo';
import { BrandBodySchema, BrandEnvelopeSchema } from './schema';
import { getBrand, removeBrand, saveBrand, setBrandLogo } from './service';

const failures = (...statuses: (400 | 401 | 403 | 404 | 413 | 415 | 422 | 503)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

/** Only one's own brand (403 otherwise, as for the company details and GET /api/users/{id}). */
function ownId(request: FastifyRequest<{ Params: { id: number } }>): number {
  const caller = request.user!;
  if (caller.id !== request.params.id) throw new AppError('forbidden', 'error.forbidden');
  return caller.id;
}

/** Reads the one `logo` file of a multipart request (413 past the limit, 400 when absent). */
async function readLogoPart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'brand.logoMissing');
  let input: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'logo' && !input) input = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', 'brand.logoTooLarge', { mb: LOGO_MAX_BYTES / 1024 / 1024 });
    }
    throw error;
  }
  if (!input || input.length === 0) throw new AppError('bad_request', 'brand.logoMissing');
  return input;
}

/**
 * A trade account's own brand (issue 25, white-label kit): the sender on its blind-shipped
 * parcels and on the quotes it forwards. docs/decisions/055-reseller-brand-and-saved-quotes.md.
 */
export const brandRoutes: FastifyPluginAsyncZod<{ uploadDir: string }> = async (app, { uploadDir }) => {
  app.get(
    '/users/:id/brand',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Own brand (null when none): brand name, return address, phone, e-mail, logo URL',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: BrandEnvelopeSchema, ...failures(400, 401, 403) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ status: true as const, data: await getBrand(app.db, ownId(request)) }),
  );

  app.put(
    '/users/:id/brand',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Saves own brand (trade accounts only, 422 otherwise): brand_name, return address street, postcode, city, province, country (ISO), optional phone and email',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: BrandBodySchema,
        response: { 200: BrandEnvelopeSchema, ...failures(400, 401, 403, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const data = await saveBrand(app.db, ownId(request), request.body);
      return { status: true as const, message: translate('brand.saved', request.lang), data };
    },
  );

  app.put(
    '/users/:id/brand/logo',
    {
      schema: {
        tags: ['accounts'],
        summary: `Uploads own brand logo (multipart field "logo": PNG, JPEG or WebP, checked by content, at most ${LOGO_MAX_BYTES / 1024 / 1024} MB): re-encoded to a PNG within 800 × 400 px without metadata. Save the brand first (422)`,
        security: [{ bearer: [] }],
        params: IdParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: BrandEnvelopeSchema, ...failures(400, 401, 403, 413, 415, 422, 503) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const userId = ownId(request);
      const input = await readLogoPart(request);
      // Decoded on a worker thread, within its time and memory limits (decision 026).
      const png = await app.workers
        .run('brandLogo', input, 'render')
        .catch(unavailableAs('error.imageUnavailable'));
      const key = await storeLogo(uploadDir, Buffer.from(png));
      const data = await setBrandLogo(app.db, userId, key);
      return { status: true as const, message: translate('brand.logoSaved', request.lang), data };
    },
  );

  app.delete(
    '/users/:id/brand',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Removes own brand (placed orders keep the brand they had)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: MessageBodySchema, ...failures(400, 401, 403) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await removeBrand(app.db, ownId(request));
      return { status: true as const, message: translate('brand.removed', request.lang) };
    },
  );

  app.get(
    '/brand-logos/:file',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'A brand logo by its content hash (public: an <img> cannot send a bearer token; the key is a SHA-256)',
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const key = request.params.file.replace(/\.png$/, '');
      const file = await readLogo(uploadDir, key);
      if (!file) throw new AppError('not_found', 'error.notFound');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file);
    },
  );
};
