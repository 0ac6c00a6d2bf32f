import fs from 'node:fs';
import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { storagePath } from './store';
import { uploads } from './table';

const failures = (...statuses: (400 | 401 | 404)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

/** The file itself, streamed from disk with its stored Content-Type. */
const FileBodySchema = z.unknown().describe('The file (Content-Type of the upload)');

/** RFC 6266 / 5987: a plain ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Design files, served only to their owner and staff (docs/product.md#uploads). */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploadDir: string }> = async (app, { uploadDir }) => {
  app.get(
    '/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Downloads a design file (its owner or staff only; anyone else gets 404)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: FileBodySchema, ...failures(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = request.user!;
      const [row] = await app.db.select().from(uploads).where(eq(uploads.id, request.params.id)).limit(1);
      // Someone else's file answers like a missing one: no existence leak.
      if (!row || (row.ownerUserId !== user.id && user.role !== 'staff')) {
        throw new AppError('not_found', 'uploads.notFound');
      }
      const file = storagePath(uploadDir, row.storageKey);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch {
        request.log.warn({ uploadId: row.id }, 'stored file missing');
        throw new AppError('not_found', 'uploads.notFound');
      }
      return reply
        .header('content-type', row.mimeType)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(row.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(fs.createReadStream(file));
    },
  );
};
