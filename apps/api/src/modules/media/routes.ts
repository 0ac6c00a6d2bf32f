import { AdminImageSchema } from '@shop/shared/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { unavailableAs } from '../../lib/worker-pool';
import { recordAudit } from '../audit';
import { MEDIA_MAX_BYTES, readImage, removeImage, storeImage } from './store';

/** `POST /api/admin/images` (staff): a catalogue picture, answered with its public URL. */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ uploadDir: string }> = async (app, { uploadDir }) => {
  app.post(
    '/admin/images',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('catalogue'),
        summary:
          'Uploads a picture (multipart field "file": PNG, JPEG or WebP, ≤ 20 MB): re-encoded to WebP, ≤ 1600 px, served at /media/{key}.webp',
        consumes: ['multipart/form-data'],
        response: { 201: adminAnswer(AdminImageSchema), ...failures(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'admin.imageMissing');
      let input: Buffer | null = null;
      for await (const part of request.parts({ limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } })) {
        if (part.type === 'file') {
          // toBuffer() throws the 413 error itself when the file is over the limit.
          if (part.fieldname === 'file' && !input) input = await part.toBuffer();
          else part.file.resume();
        }
      }
      if (!input || input.length === 0) throw new AppError('bad_request', 'admin.imageMissing');
      // Decoded on a worker thread, within its time and memory limits (decision 026).
      const image = await app.workers
        .run('catalogueImage', input, 'render')
        .catch(unavailableAs('error.imageUnavailable'));
      const stored = await storeImage(uploadDir, image);
      try {
        await recordAudit(app.db, {
          actorUserId: request.user!.id,
          action: 'upload',
          entity: 'image',
          entityId: stored.key,
          after: stored,
        });
      } catch (error) {
        await removeImage(uploadDir, stored.key);
        throw error;
      }
      reply.status(201);
      return ok({ url: stored.url, width: stored.width, height: stored.height, size: stored.size });
    },
  );
};

/** `GET /media/{key}.webp`: the public side, registered at the root before the storefront's fallback. */
export const mediaPublicRoutes: FastifyPluginAsyncZod<{ uploadDir: string }> = async (app, { uploadDir }) => {
  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A catalogue picture uploaded by staff (WebP, cached for a year)',
        params: z.object({ file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const image = await readImage(uploadDir, request.params.file);
      if (!image) throw new AppError('not_found', 'error.notFound');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image);
    },
  );
};
