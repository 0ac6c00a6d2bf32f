import { ErrorBodySchema, MessageBodySchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { normalizeOptionsQuery } from '../../lib/option-params';
import { sendJson } from '../../lib/send-json';
import type { PaymentFlow, PaymentGateway } from '../payments';
import { idempotencyKeyOf } from '../payments';
import type { VatNumberChecker } from '../tax';
import { configurationQuoteAnswer, quoteConfiguration } from './configuration-quote';
import { payCart } from './payment';
import {
  ConfigurationQuoteQuerySchema,
  ConfigurationQuoteResponseSchema,
  CountriesResponseSchema,
  CouponBodySchema,
  CouponQuerySchema,
  CouponResponseSchema,
  PaymentBodySchema,
  PaymentPendingResponseSchema,
  PaymentResponseSchema,
  ShipmentBodySchema,
  ShipmentResponseSchema,
} from './schema';
import { applyCoupon, calculateShipment, checkCouponForCart, listCountries, removeCoupon } from './service';

const failures = (...statuses: (400 | 401 | 402 | 404 | 409 | 422 | 429)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

export type CheckoutRoutesOptions = {
  gateway: PaymentGateway;
  flow: PaymentFlow;
  /** Checks EU VAT numbers for reverse charge (format only unless VIES_URL is set). */
  vatChecker: VatNumberChecker;
  /** SIMPLIFIED_INVOICE_MAX_EUR: above it a buyer without a tax ID is asked for one before paying. */
  simplifiedInvoiceMaxEur: number;
};

/** Coupon, countries, delivery quote and card payment of the cart (docs/product.md#api-calls). */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, options) => {
  app.get(
    '/coupon',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Coupon check (docs/product.md#coupons): data is the coupon’s percentage; 422 with the reason when it does not apply. Applies it to the cart with a bearer token, or with the session cookie from the shop’s own pages (Sec-Fetch-Site / Origin); any other cookie request only gets the answer (a cross-site link must not change the cart). Browsers: use POST',
        security: [{ bearer: [] }],
        querystring: CouponQuerySchema,
        response: { 200: CouponResponseSchema, ...failures(400, 401, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const args = [app.db, request.user!.id, request.lang, request.query.name] as const;
      if (!app.mayWriteOnGet(request)) {
        const coupon = await checkCouponForCart(...args);
        return {
          status: true as const,
          message: translate('coupon.checked', request.lang, coupon),
          data: coupon.percent,
        };
      }
      const coupon = await applyCoupon(...args);
      return {
        status: true as const,
        message: translate('coupon.applied', request.lang, coupon),
        data: coupon.percent,
      };
    },
  );

  app.post(
    '/coupon',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Applies a coupon (`{ name }`) to the cart: data is its percentage; 422 with the reason when it does not apply',
        security: [{ bearer: [] }],
        body: CouponBodySchema,
        response: { 200: CouponResponseSchema, ...failures(400, 401, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const coupon = await applyCoupon(app.db, request.user!.id, request.lang, request.body.name);
      return {
        status: true as const,
        message: translate('coupon.applied', request.lang, coupon),
        data: coupon.percent,
      };
    },
  );

  app.delete(
    '/coupon',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Removes the coupon from the cart',
        security: [{ bearer: [] }],
        response: { 200: MessageBodySchema, ...failures(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await removeCoupon(app.db, request.user!.id);
      return { status: true as const, message: translate('coupon.removed', request.lang) };
    },
  );

  app.get(
    '/countries',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Delivery countries with their shipping and VAT region (names in the request language)',
        response: { 200: CountriesResponseSchema },
      },
    },
    async (request) => ({ status: true as const, data: await listCountries(app.db, request.lang) }),
  );

  app.post(
    '/shipments/calculate',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The cart priced for a destination (country_id, or address_id: its country and postcode): shipment_price, total_amount and the breakdown (subtotal, discount, shipping, VAT with its reason and reverse charge, total, free-delivery threshold). `amount` is ignored. Rest of world → 422 "contact us"',
        security: [{ bearer: [] }],
        body: ShipmentBodySchema,
        response: { 200: ShipmentResponseSchema, ...failures(400, 401, 404, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await calculateShipment(app.db, options.vatChecker, request.user!.id, request.lang, {
        countryId: request.body.country_id,
        addressId: request.body.address_id,
      }),
    }),
  );

  app.get(
    '/shipments/estimate',
    {
      preValidation: normalizeOptionsQuery,
      schema: {
        tags: ['checkout'],
        summary:
          'A configured product not yet in a cart, priced for a destination (Spain by default): the line, delivery, IVA, total, what is left for free delivery and the "delivered by" date. No sign-in; nothing is stored',
        querystring: ConfigurationQuoteQuerySchema,
        response: { 200: ConfigurationQuoteResponseSchema, ...failures(400, 404, 422) },
      },
    },
    async (request) => {
      const { product_id, options, width, height, quantity, country_id } = request.query;
      const quote = await quoteConfiguration(app.db, request.lang, {
        productId: product_id,
        optionIds: options,
        width,
        height,
        quantity,
        countryId: country_id,
      });
      return { status: true as const, data: configurationQuoteAnswer(quote, request.lang) };
    },
  );

  app.post(
    '/payment',
    {
      // po_number has its own rule and answers 422 (orders/purchase-order.ts), not the guard's 400.
      config: { ownTextCheck: ['po_number'] },
      schema: {
        tags: ['checkout'],
        summary:
          'Pays the cart (docs/checkout-api.md): 201 charged, with the order (status 4) and invoice; 200 redirect (post `fields` to `url`: the bank’s or the sandbox challenge page); 202 pending (the gateway did not answer in time: poll GET /api/payments/{id}). `total_amount` is the total the customer was shown: any other server total is 409 price_changed with the breakdown, nothing charged. Without address_id the default address; none → 422 address_required; a free-text one → 422 address_incomplete. 402 declined; 409 payment_in_progress; 429 too many attempts. Idempotency-Key: a replay returns the first answer, the same key with another body is 409',
        security: [{ bearer: [] }],
        body: PaymentBodySchema,
        response: {
          201: PaymentResponseSchema,
          200: PaymentPendingResponseSchema,
          202: PaymentPendingResponseSchema,
          ...failures(400, 401, 402, 404, 409, 422, 429),
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const outcome = await payCart(
        {
          db: app.db,
          gateway: options.gateway,
          flow: options.flow,
          vatChecker: options.vatChecker,
          simplifiedInvoiceMaxEur: options.simplifiedInvoiceMaxEur,
        },
        request.user!.id,
        request.lang,
        request.body,
        key,
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return sendJson(reply, outcome.statusCode, outcome.body);
    },
  );
};
