import {
  CreditAccountSchema,
  CreditTermsSchema,
  OverdueInvoiceSchema,
  TransferSchema,
} from '@shop/shared/api/credit';
import { IdParamSchema, IdSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { creditAccount } from './account';
import { overdueAnswer } from './overdue';
import { setCreditTerms, withdrawCreditTerms } from './terms';
import { recordTransfer } from './transfers';

const TermsAnswerSchema = adminAnswer(CreditTermsSchema.nullable());

/** Staff: an account's credit terms (audited) and its standing (docs/admin-api.md#credit). */
export const creditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers/:id/credit',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('credit'),
        summary: "A customer's credit terms, open balance, credit left and invoices on account",
        params: IdParamSchema,
        response: { 200: adminAnswer(CreditAccountSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await creditAccount(app.db, request.params.id)),
  );

  app.put(
    '/admin/customers/:id/credit',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('credit'),
        summary:
          'Grants or changes credit terms: `limit` in euros (two decimals; 0 withdraws them), `days` 1..60 (Spanish late-payment law). Trade accounts only (company details), else 422; audited',
        params: IdParamSchema,
        // Ranges are the service's rules (422 in the caller's language), not field errors.
        body: z.object({ limit: z.number(), days: z.number() }),
        response: { 200: TermsAnswerSchema, ...failures(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const result = await setCreditTerms(
        app.db,
        request.user!.id,
        request.params.id,
        request.body,
        request.lang,
      );
      return ok(result.terms, result.message);
    },
  );

  app.delete(
    '/admin/customers/:id/credit',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('credit'),
        summary: 'Withdraws credit terms: no more orders on account; what is owed stays owed. Audited',
        params: IdParamSchema,
        response: { 200: TermsAnswerSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const result = await withdrawCreditTerms(app.db, request.user!.id, request.params.id, request.lang);
      return ok(result.terms, result.message);
    },
  );
};

/** Staff: bank transfers against invoices on account, and what is overdue. */
export const creditLedgerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/credit/transfers',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('credit'),
        summary:
          'Records a bank transfer from a customer: `amount` in euros, `received_on` (YYYY-MM-DD), `reference` as on the statement, and `allocations` [{invoice_id (of the customer’s invoices on account), amount}] adding up to the amount, none above what the invoice owes (422); without allocations, oldest due first. Audited',
        body: z.object({
          customer_id: IdSchema,
          amount: z.number(),
          received_on: z.iso.date(),
          reference: z.string().max(1000),
          allocations: z
            .array(z.object({ invoice_id: IdSchema, amount: z.number() }))
            .max(200)
            .optional(),
        }),
        response: { 201: adminAnswer(TransferSchema), ...failures(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { customer_id, amount, received_on, reference, allocations } = request.body;
      const result = await recordTransfer(
        app.db,
        request.user!.id,
        {
          customerId: customer_id,
          amount,
          receivedOn: received_on,
          reference,
          allocations: allocations?.map((a) => ({ invoiceId: a.invoice_id, amount: a.amount })),
        },
        request.lang,
      );
      reply.status(201);
      return ok(result.transfer, result.message);
    },
  );

  app.get(
    '/admin/credit/overdue',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('credit'),
        summary: 'Invoices on account past their due day with money owed, oldest due first, across customers',
        response: { 200: adminAnswer(z.array(OverdueInvoiceSchema)), ...failures(401, 403) },
      },
    },
    async () => ok(await overdueAnswer(app.db)),
  );
};

/** The customer: their own credit terms, balance and invoices on account (none: terms null). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/credit',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['credit'],
        summary:
          'Your credit terms, open balance, credit left, whether you can pay on account now, the IBAN and your invoices on account (due dates; open, part-paid, paid or overdue)',
        security: [{ bearer: [] }],
        response: {
          200: z.object({ status: z.literal(true), data: CreditAccountSchema }),
          ...failures(401),
        },
      },
    },
    async (request) => ({ status: true as const, data: await creditAccount(app.db, request.user!.id) }),
  );
};
