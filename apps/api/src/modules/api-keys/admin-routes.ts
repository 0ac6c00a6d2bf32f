import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { translate } from '../../lib/messages';
import { apiAccessOf, setApiAccess } from './service';

export const ApiAccessSchema = z.object({
  suspended: z.boolean(),
  /** Staff's reason while suspended, else null. */
  reason: z.string().nullable(),
  /** Keys not revoked. */
  active_keys: z.number().int(),
});

type Audit = (
  tx: Db,
  entry: {
    actorUserId: number;
    action: string;
    entity: string;
    entityId: number;
    before: unknown;
    after: unknown;
  },
) => Promise<void>;

/** Staff suspend or restore a customer's API access from the customer's back-office page. */
export const apiAccessAdminRoutes: FastifyPluginAsyncZod<{ recordAudit: Audit }> = async (
  app,
  { recordAudit },
) => {
  app.get(
    '/admin/customers/:id/api-access',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('customers'),
        summary: "A customer's API access: suspended or not (with the reason) and how many keys are active",
        params: IdParamSchema,
        response: { 200: adminAnswer(ApiAccessSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await apiAccessOf(app.db, request.params.id)),
  );

  app.put(
    '/admin/customers/:id/api-access',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('customers'),
        summary:
          "Suspends (with a reason the customer's keys then answer in their 403) or restores a customer's API access (audited)",
        params: IdParamSchema,
        body: z
          .object({ suspended: z.boolean(), reason: z.string().trim().max(500).optional() })
          .meta({ example: { suspended: true, reason: 'Unpaid invoices: call accounts.' } }),
        response: { 200: adminAnswer(ApiAccessSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staffId = request.user!.id;
      const customerId = request.params.id;
      await setApiAccess(app.db, staffId, customerId, request.body, (tx, entry) =>
        recordAudit(tx, {
          actorUserId: staffId,
          action: 'customer.api_access',
          entity: 'customer',
          entityId: customerId,
          ...entry,
        }),
      );
      const data = await apiAccessOf(app.db, customerId);
      return ok(
        data,
        translate(data.suspended ? 'apiKeys.accessSuspended' : 'apiKeys.accessRestored', request.lang),
      );
    },
  );
};
