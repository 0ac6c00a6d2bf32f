import { DateSchema, PageQuerySchema } from '@shop/shared/admin-schemas';
import { AdminInvoiceRecordListSchema } from '@shop/shared/api/invoice-records';
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { exportInvoiceRecordsXml, listInvoiceRecords } from './admin-service';
import { correctRecord } from './service';

const RangeQuerySchema = z.object({ from: DateSchema, to: DateSchema });
// The shared id rule (a positive 32-bit integer): a larger id is a 400, not a database error.
const RecordParamsSchema = IdParamSchema;
const CorrectedSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  fingerprint: z.string(),
});

type Options = {
  /** A certificate is set, so the submission job sends records to AEAT. */
  sending: boolean;
  recordAudit: (
    tx: Db,
    entry: {
      actorUserId: number;
      action: string;
      entity: string;
      entityId: number | string;
      after?: unknown;
    },
  ) => Promise<void>;
};

/** Staff and the accountant: the VERI*FACTU records (docs/admin-api.md#invoice-records-built-in-modulesverifactuadmin-routests). */
export const verifactuAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { sending, recordAudit }) => {
  const doc = adminDoc('invoice records');
  app.get(
    '/admin/invoice-records',
    {
      onRequest: app.requireStaff,
      schema: {
        ...doc,
        summary:
          'VERI*FACTU records in chain order, with their submission state and XML, and chain_verified recomputed over the whole chain',
        querystring: PageQuerySchema,
        response: { 200: adminAnswer(AdminInvoiceRecordListSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await listInvoiceRecords(
          app.db,
          { page: request.query.page, perPage: request.query.per_page },
          sending,
        ),
      ),
  );

  app.get(
    '/admin/invoice-records.xml',
    {
      onRequest: app.requireStaff,
      schema: {
        ...doc,
        summary:
          'The records generated from one Madrid day to another (inclusive) as one XML file, in chain order',
        querystring: RangeQuerySchema,
        produces: ['application/xml'],
        response: failures(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from > to) throw new AppError('bad_request', 'verifactu.badRange');
      const xml = await exportInvoiceRecordsXml(app.db, from, to);
      const raw: FastifyReply = reply;
      return raw
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoice-records-${from}-${to}.xml"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );

  app.post(
    '/admin/invoice-records/:id/correct',
    {
      onRequest: app.requireStaff,
      schema: {
        ...doc,
        summary:
          'Subsanación: a registration AEAT rejected or accepted with errors is made again as a new record (chained, not sent yet); audited',
        params: RecordParamsSchema,
        response: { 200: adminAnswer(CorrectedSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const record = await correctRecord(app.db, request.params.id, async (tx, created) =>
        recordAudit(tx, {
          actorUserId: request.user!.id,
          action: 'correct',
          entity: 'invoice_record',
          entityId: request.params.id,
          after: { record_id: created.id },
        }),
      );
      return ok({ id: record.id, position: record.position, fingerprint: record.fingerprint });
    },
  );
};
