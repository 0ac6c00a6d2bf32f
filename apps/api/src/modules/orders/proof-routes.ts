import type { Lang } from '@shop/shared';
import { ErrorBodySchema, IdParamSchema, IdSchema } from '@shop/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { validateOrThrow } from '../../lib/validate';
import { unavailableAs } from '../../lib/worker-pool';
import { PROOF_REMINDER_QUEUE } from '../jobs';
import { deleteStoredFiles, readArtworkForm, receiveArtwork } from '../uploads';
import { answerProof, brandedProofDocument, remindProof, sendFinalFiles, sendProof } from './proofs';
import { OrderDetailEnvelopeSchema, StaffOrderEnvelopeSchema } from './schema';
import { orderDetail } from './service';
import { getOrderForStaff } from './staff';
import { orders } from './table';

const failures = (...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

/** A proof is one file: big artwork is sent as a lighter proof (PDF or image). */
export const PROOF_MAX_MB = 50;

const SendProofFieldsSchema = z.object({
  /** The order line the proof is for; absent for a service order (its proof is the order's). */
  line_id: IdSchema.optional(),
  note: z.string().trim().max(2000).default(''),
});

const ChangesBodySchema = z.object({
  comment: z.string().trim().max(4000).default(''),
});

/**
 * Proofs before production and a service's final files (docs/product.md#proofs): staff send,
 * the order's owner answers; the file links are GET /api/uploads/{id} (owner and staff only).
 */
export const proofRoutes: FastifyPluginAsyncZod<{ uploadDir: string }> = async (app, { uploadDir }) => {
  const deps = { db: app.db, uploadDir };
  const staff = { tags: ['staff'], security: [{ bearer: [] }] };
  const customer = { tags: ['orders'], security: [{ bearer: [] }] };

  app.post(
    '/admin/orders/:id/proofs',
    {
      schema: {
        ...staff,
        summary: `Sends a proof for a line of a paid order before production (4-5): multipart \`file\` (one PDF, PNG or JPEG, checked by content, at most ${PROOF_MAX_MB} MB), \`line_id\` (required for product orders; absent for a service order) and \`note\`. Numbered per line; supersedes the line's pending proof; records \`proof_ready\` (the customer is mailed) and a reminder after 24 hours without an answer`,
        params: IdParamSchema,
        consumes: ['multipart/form-data'],
        response: { 201: StaffOrderEnvelopeSchema, ...failures(400, 401, 403, 404, 409, 413, 415, 422) },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const received = await receiveArtwork(request, {
        ownerUserId: request.user!.id,
        uploadDir,
        maxFiles: 1,
        maxFileMb: PROOF_MAX_MB,
        fileField: /^file$/,
      });
      let fields: z.output<typeof SendProofFieldsSchema>;
      try {
        fields = validateOrThrow(SendProofFieldsSchema, {
          line_id: received.fields.line_id?.[0] || undefined,
          note: received.fields.note?.[0] ?? '',
        });
      } catch (error) {
        await deleteStoredFiles(
          uploadDir,
          received.files.map((f) => f.storageKey),
        );
        throw error;
      }
      const proof = await sendProof(deps, {
        orderId: request.params.id,
        staffUserId: request.user!.id,
        lineId: fields.line_id ?? null,
        note: fields.note,
        file: received.files[0],
      });
      const data = await getOrderForStaff(app.db, request.params.id, request.lang);
      return reply.status(201).send({
        status: true as const,
        message: translate('orders.proofSent', request.lang, { version: proof.version, code: data.code }),
        data,
      });
    },
  );

  app.post(
    '/admin/orders/:id/final-files',
    {
      schema: {
        ...staff,
        summary:
          "Hands over the finished files of a paid order (a design service's deliverable): multipart `files[]` (1-10 design files, checked by content). The customer downloads them from the order (owner only) and is mailed",
        params: IdParamSchema,
        consumes: ['multipart/form-data'],
        response: { 201: StaffOrderEnvelopeSchema, ...failures(400, 401, 403, 404, 409, 413, 415, 422) },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const received = await receiveArtwork(request, {
        ownerUserId: request.user!.id,
        uploadDir,
        maxFiles: 10,
      });
      const rows = await sendFinalFiles(deps, {
        orderId: request.params.id,
        staffUserId: request.user!.id,
        files: received.files,
      });
      const data = await getOrderForStaff(app.db, request.params.id, request.lang);
      return reply.status(201).send({
        status: true as const,
        message: translate('orders.finalFilesSent', request.lang, { count: rows.length, code: data.code }),
        data,
      });
    },
  );

  app.get(
    '/reseller/proofs/:id/branded.pdf',
    {
      schema: {
        tags: ['reseller'],
        security: [{ bearer: [] }],
        summary:
          "A proof of an own order to forward to the end client (PDF, request language): a cover page under the reseller's brand (logo, name, return address, contact; never the shop's) with the version, the order's PO number, the item, staff's note and what to check, then the proof's own pages (a picture on a page of its own). An API key needs `orders:read`. 409 without a saved brand; 422 for a PDF proof MuPDF cannot read; anyone else's proof is 404",
        params: IdParamSchema,
        produces: ['application/pdf'],
        response: failures(400, 401, 403, 404, 409, 422),
      },
      onRequest: app.requireReseller('orders:read'),
      config: { apiScope: 'orders:read' },
    },
    async (request, reply) => {
      const document = await brandedProofDocument(app.db, uploadDir, {
        proofId: request.params.id,
        userId: request.user!.id,
        lang: request.lang,
      });
      const pdf = await app.workers
        .run('brandedProofPdf', document, 'render')
        .catch(unavailableAs('error.renderUnavailable'));
      const raw: FastifyReply = reply;
      return raw
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="proof-${request.params.id}-v${document.version}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  /** The order's answer after the owner's decision. */
  const ownOrderAnswer = async (orderId: number, lang: Lang) => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new AppError('not_found', 'orders.notFound');
    return orderDetail(app.db, order, lang);
  };

  app.post(
    '/proofs/:id/approve',
    {
      schema: {
        ...customer,
        summary:
          "Approves a proof of an own order: production may start and the delivery promise counts from now. A reseller's API key needs `orders:write`. Anyone else's proof is 404; an answered or superseded one 409. Answers the order",
        params: IdParamSchema,
        response: {
          200: OrderDetailEnvelopeSchema.extend({ message: z.string() }),
          ...failures(400, 401, 403, 404, 409),
        },
      },
      onRequest: app.authenticateOrKey('orders:write'),
      config: { apiScope: 'orders:write' },
    },
    async (request) => {
      const { order } = await answerProof(deps, {
        proofId: request.params.id,
        userId: request.user!.id,
        answer: { decision: 'approve' },
      });
      return {
        status: true as const,
        message: translate('orders.proofApproved', request.lang),
        data: await ownOrderAnswer(order.id, request.lang),
      };
    },
  );

  app.post(
    '/proofs/:id/changes',
    {
      schema: {
        ...customer,
        summary:
          "Asks for changes to a proof of an own order: `comment` (required) and optional replacement `files[]` (multipart, ≤ 10 design files checked by content; or JSON without files). Staff are mailed; they send a new version. A reseller's API key needs `orders:write`. Anyone else's proof is 404; an answered or superseded one 409. Answers the order",
        params: IdParamSchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          200: OrderDetailEnvelopeSchema.extend({ message: z.string() }),
          ...failures(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
      onRequest: app.authenticateOrKey('orders:write'),
      config: { apiScope: 'orders:write' },
    },
    async (request) => {
      const { input, files } = await readArtworkForm(request, ChangesBodySchema, { uploadDir });
      const { order } = await answerProof(deps, {
        proofId: request.params.id,
        userId: request.user!.id,
        answer: { decision: 'changes', comment: input.comment, files },
      });
      return {
        status: true as const,
        message: translate('orders.proofChangesSent', request.lang),
        data: await ownOrderAnswer(order.id, request.lang),
      };
    },
  );
};

const ReminderJobSchema = z.object({ proofId: z.number().int().positive() });

/**
 * The worker of the proofs' 24-hour reminders (in processes that run workers, JOBS_WORKER).
 * Register after the jobs plugin.
 */
export const proofRemindersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.jobs.work(PROOF_REMINDER_QUEUE, async (job) => {
      const parsed = ReminderJobSchema.safeParse(job.data);
      if (!parsed.success) {
        app.log.error({ jobId: job.id }, 'proof reminder job with invalid data dropped');
        return;
      }
      await remindProof(app.db, parsed.data.proofId, publicUrl);
    });
  },
  { name: 'proof-reminders', dependencies: ['jobs'] },
);
