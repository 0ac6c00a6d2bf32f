import { AdminPaymentSchema, adminPageSchema } from '@shop/shared/api/admin';
import { PaymentOptionsSchema, PaymentStatusSchema } from '@shop/shared/api/checkout';
import { ErrorBodySchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { adminAnswer, adminDoc } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { challengePage } from './challenge-page';
import { type PaymentFlow, returnUrl } from './flow';
import type { SandboxGateway } from './gateway';
import type { PaymentGateway } from './gateway-contract';
import { listPaymentsForStaff, paymentForOwner, paymentOptions } from './service';
import { PAYMENT_STATES } from './table';

export type PaymentsRoutesOptions = {
  flow: PaymentFlow;
  gateway: PaymentGateway;
  orderCodes: (db: Db, orderIds: number[]) => Promise<Map<number, string>>;
};

const failures = (...statuses: (400 | 401 | 403 | 404)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

const PaymentAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({ payment: PaymentStatusSchema }),
});

const FormSchema = z.record(z.string(), z.string());

function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'challengeNotification' in gateway;
}

/**
 * The payment's state for the return page, the gateways' notifications, the sandbox's
 * challenge page (docs/checkout-api.md) and the staff list of payments (docs/admin-api.md).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { flow, gateway } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // Fixed for the life of the process: the gateway is chosen at start (PAYMENT_GATEWAY).
  const options_ = { status: true as const, data: paymentOptions(gateway) };
  app.get(
    '/payments/options',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'What the payment form offers: the gateway, whether the card is entered on our page (sandbox) or the bank’s (Redsys), and the methods (card; Bizum on the sandbox, or on Redsys with REDSYS_PAY_METHODS=z). Public, cacheable',
        response: {
          200: z.object({ status: z.literal(true), data: PaymentOptionsSchema }),
        },
      },
    },
    async (_request, reply) => {
      // Short enough that a gateway switched at a restart reaches open pages within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return options_;
    },
  );

  app.get(
    '/payments/:id',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'A payment’s state, for the return page to poll until it is final (pending → succeeded | declined | failed | needs_refund | refunded); owner only, else 404',
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: PaymentAnswerSchema, ...failures(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: {
        payment: await paymentForOwner(
          app.db,
          options.orderCodes,
          request.user!.id,
          request.params.id,
          request.lang,
        ),
      },
    }),
  );

  app.post(
    '/payments/:gateway/notification',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The gateway’s server-to-server notification (form-encoded; Redsys: Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature). Signature checked, then amount and currency against the pending payment: success finishes it, anything else fails it (cart kept). Bad signature → 400, nothing changes; a replay is harmless',
        params: z.object({ gateway: z.string() }),
        body: FormSchema,
        response: { 200: z.object({ status: z.literal(true) }), ...failures(400, 404) },
      },
    },
    async (request) => {
      if (request.params.gateway !== gateway.name) throw new AppError('not_found', 'error.notFound');
      const checked = gateway.checkNotification(request.body);
      if (!checked.ok) throw new AppError('bad_request', 'payment.badNotification');
      await flow.notify(checked.notification);
      return { status: true as const };
    },
  );

  if (isSandbox(gateway)) {
    app.post(
      '/payments/sandbox/challenge',
      {
        schema: {
          tags: ['checkout'],
          summary:
            'The sandbox’s customer step, like 3-D Secure (card 4000 0027 6000 3184): the browser posts the redirect form here and gets a page with Approve and Fail, in its language',
          body: FormSchema,
        },
      },
      async (request, reply) => {
        const fields = request.body;
        const lang = request.lang;
        if (!gateway.challengeNotification(fields, true))
          throw new AppError('bad_request', 'payment.badNotification');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(challengePage(fields, lang));
      },
    );

    app.post(
      '/payments/sandbox/challenge/complete',
      {
        schema: {
          tags: ['checkout'],
          summary:
            'The challenge page’s Approve or Fail: finishes or fails the payment as a notification would, then 303 to the storefront’s return page',
          body: FormSchema,
        },
      },
      async (request, reply) => {
        const { decision, ...fields } = request.body;
        const signed = gateway.challengeNotification(fields, decision === 'approve');
        if (!signed) throw new AppError('bad_request', 'payment.badNotification');
        const checked = gateway.checkNotification(signed);
        if (!checked.ok) throw new AppError('bad_request', 'payment.badNotification');
        const payment = await flow.notify(checked.notification);
        if (!payment) throw new AppError('not_found', 'payment.notFound');
        const outcome = payment.status === 'succeeded' ? 'ok' : 'ko';
        // The sandbox's pages are the shop's own: back on the origin the customer is on, which
        // is PUBLIC_URL's only when the shop is reached there (PORT=3000 npm start, a proxy).
        return reply.redirect(returnUrl('', payment.id, outcome), 303);
      },
    );
  }

  app.get(
    '/admin/payments',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('payments'),
        summary:
          'Payments, newest first, optionally by state: needs_refund (charged, order not written, refund under way), refunded, pending (waiting for the bank or the reconcile job)…',
        querystring: z.object({
          state: z.enum(PAYMENT_STATES).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: adminAnswer(adminPageSchema(AdminPaymentSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listPaymentsForStaff(app.db, request.query.state, {
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    }),
  );
};
