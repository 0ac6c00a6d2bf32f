import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { parseLang } from '@shop/shared';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { translate } from './lib/messages';
import { lazyChildLoggerFactory, requestIdGenerator } from './lib/request-log';
import { SESSION_COOKIE } from './lib/session-cookie';
import { accountsRoutes, setAccountIpLimitsScale } from './modules/accounts';
import { addressesRoutes } from './modules/addresses';
import { adminRoutes } from './modules/admin-routes';
import { apiKeysPlugin, apiKeysRoutes } from './modules/api-keys';
import { brandRoutes } from './modules/brand';
import { cartRoutes, removeStaleCarts } from './modules/cart';
import { catalogRoutes, catalogSeoPlugin } from './modules/catalog';
import { cartFinisher, checkoutRoutes } from './modules/checkout';
import { contactPageRoutes, contentRoutes } from './modules/content';
import { creditRoutes, remindOverdueInvoices, setShopIban } from './modules/credit';
import { orderEventsPlugin } from './modules/events';
import { healthRoutes } from './modules/health';
import { invoicesRoutes } from './modules/invoices';
import { jobsPlugin } from './modules/jobs';
import { mailPlugin, mailSender } from './modules/mail';
import { mediaPublicRoutes } from './modules/media';
import {
  orderCodes,
  ordersRoutes,
  proofRemindersPlugin,
  proofRoutes,
  retryPendingRefunds,
  serviceFinisher,
  serviceOrderRoutes,
  staffOrderRoutes,
} from './modules/orders';
import {
  createPaymentFlow,
  createRedsysGateway,
  createSandboxGateway,
  type PaymentGateway,
  paymentsRoutes,
  redsysSettingsFrom,
} from './modules/payments';
import { quotesRoutes, savedQuotesRoutes } from './modules/quotes';
import { resellerRoutes } from './modules/reseller';
import { shippingRatesRoutes } from './modules/shipping';
import { accountLimits, sweepStorage } from './modules/storage';
import type { VatNumberChecker } from './modules/tax';
import { companyRoutes, vatCheckerFrom } from './modules/tax';
import { templatesRoutes } from './modules/templates';
import { uploadsRoutes } from './modules/uploads';
import { setVerifactuQrEnv, submissionSettingsFrom, verifactuPlugin } from './modules/verifactu';
import {
  pruneWebhookDeliveries,
  webhookSettingsFrom,
  webhooksPlugin,
  webhooksRoutes,
} from './modules/webhooks';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin } from './plugins/error-handler';
import { invalidationPlugin } from './plugins/invalidation';
import { langPlugin } from './plugins/lang';
import { readCachePlugin } from './plugins/read-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { textGuardPlugin } from './plugins/text-guard';
import { webPlugin } from './plugins/web';
import { workersPlugin } from './plugins/workers';

export type BuildAppOptions = {
  env: Env;
  database: Database;
  logger?: boolean;
  /** Where card payments go; the built-in sandbox unless a test or deployment passes another. */
  paymentGateway?: PaymentGateway;
  /** Where log lines go (default: standard output, written asynchronously). */
  logDestination?: DestinationStream;
  /** Checks EU VAT numbers; by default VIES when VIES_URL is set, else the format only. */
  vatChecker?: VatNumberChecker;
};

/** PAYMENT_GATEWAY: Redsys with its REDSYS_ settings, else the built-in sandbox (docs/decisions/036-redsys-gateway.md). */
function gatewayFrom(env: Env): PaymentGateway {
  const redsys = redsysSettingsFrom(env);
  if (redsys) return createRedsysGateway({ ...redsys, timeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS });
  return createSandboxGateway({
    chargeDelayMs: env.NODE_ENV === 'production' ? 0 : env.SANDBOX_CHARGE_DELAY_MS,
    // Its journal survives a crash, so the reconcile job still learns of a charge made just before.
    journalPath: path.join(env.DATA_DIR, 'sandbox-payments.jsonl'),
  });
}

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp({
  env,
  database,
  logger = true,
  paymentGateway: givenGateway,
  logDestination,
  vatChecker = vatCheckerFrom(env),
}: BuildAppOptions): Promise<FastifyInstance> {
  // One line per request, written asynchronously (docs/decisions/025-cheap-hot-reads.md): two
  // synchronous lines per request cost about half the throughput of a cached read.
  // Lines are gathered up to 4 kB (or 1 s) per write: one write call per line was ~10 % of a
  // cached read's time. Start-up and close flush at once (server.ts, onClose below).
  const destination =
    logDestination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  const app = Fastify({
    ...(logger
      ? {
          loggerInstance: pino(
            { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
            destination,
          ) as FastifyBaseLogger,
        }
      : { logger: false }),
    // Our own onResponse line replaces Fastify's two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: requestIdGenerator(),
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Errors raised before routing (a badly encoded URL, an unreadable header) get the envelope too.
    frameworkErrors: (error, request, reply) => {
      const lang = parseLang(request.headers.lang);
      const message = translate('error.badRequest', lang);
      (reply as FastifyReply)
        .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
        .type('application/json; charset=utf-8')
        .send({ status: false, code: 'bad_request', message, errors: [message] });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Per-request hooks are plain callbacks, not async functions: on a cached read each
  // promise and microtask of a hook is a measurable share of the request (decision 019).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (logger) {
    // Through the root logger with the id: the request's own logger stays lazy (request-log.ts).
    app.addHook('onResponse', (request, reply, done) => {
      app.log.info(
        {
          reqId: request.id,
          method: request.method,
          url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
    app.addHook('onClose', async () => {
      if ('flushSync' in destination && typeof destination.flushSync === 'function') destination.flushSync();
    });
  }

  // Every invoice PDF of this process prints the QR for one AEAT environment.
  setVerifactuQrEnv(env.VERIFACTU_ENV);
  setShopIban(env.SHOP_IBAN);
  setAccountIpLimitsScale(env.ACCOUNT_IP_LIMITS_SCALE);
  await app.register(langPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(textGuardPlugin);
  // PAYMENT_GATEWAY=redsys: the customer pays on the bank's page, so the storefront may post its
  // payment form there besides the shop itself, and to no other site (docs/decisions/036-redsys-gateway.md).
  const paymentGateway = givenGateway ?? gatewayFrom(env);
  await app.register(securityHeadersPlugin, { env, formActionOrigins: paymentGateway.formActionOrigins });
  await app.register(dbPlugin, { database });
  await app.register(workersPlugin, { env });
  await app.register(invalidationPlugin);
  // Parsed only where a session is read (plugins/auth.ts), not on every catalogue request.
  await app.register(cookie, { hook: false });
  await app.register(authPlugin, { env });
  await app.register(readCachePlugin);
  await app.register(apiKeysPlugin, { ratePerMinute: env.API_KEY_RATE_LIMIT });
  await app.register(mailPlugin, { smtpUrl: env.SMTP_URL, from: mailSender(env), dataDir: env.DATA_DIR });
  await app.register(jobsPlugin, {
    worker: env.JOBS_WORKER,
    pollingIntervalMs: env.JOBS_POLL_MS,
    // The daily job: the storage sweep, then reminders of overdue invoices on account
    // (docs/decisions/053-pay-on-account.md), each once per invoice per CREDIT_REMINDER_EVERY_DAYS,
    // then webhook deliveries ended more than WEBHOOKS_KEEP_DAYS ago (docs/webhooks.md).
    sweep: async (context) => {
      const swept = await sweepStorage({
        ...context,
        uploadDir: env.uploadDir,
        orphanFileHours: env.ORPHAN_FILE_HOURS,
        cartRetentionDays: env.CART_RETENTION_DAYS,
        removeStaleCarts,
      });
      await remindOverdueInvoices(context.db, {
        publicUrl: env.PUBLIC_URL,
        everyDays: env.CREDIT_REMINDER_EVERY_DAYS,
      });
      const webhookDeliveriesPruned = await pruneWebhookDeliveries(context.db, env.WEBHOOKS_KEEP_DAYS);
      if (webhookDeliveriesPruned > 0)
        context.log.info({ webhookDeliveriesPruned }, 'webhooks: old deliveries pruned');
      return swept;
    },
    // Payments left pending, then refunds a crash or a timeout left pending (sent again under
    // their fixed key: docs/decisions/042-cancellations-refunds-credit-notes.md).
    reconcile: async () => {
      await app.paymentFlow.reconcile(env.PAYMENT_RECONCILE_AFTER_MINUTES, env.PAYMENT_EXPIRE_AFTER_MINUTES);
      await retryPendingRefunds(
        { db: app.db, gateway: app.paymentGateway, log: app.log },
        env.PAYMENT_RECONCILE_AFTER_MINUTES,
      );
    },
  });
  // VERI*FACTU records go to AEAT from the job queue, only when a certificate is set (decision 041).
  await app.register(verifactuPlugin, { settings: submissionSettingsFrom(env) });
  // The order events' dispatcher: mails (and later webhooks, invoices) follow an order's changes.
  await app.register(orderEventsPlugin, { publicUrl: env.PUBLIC_URL });
  // Proofs left a day without an answer: one reminder each (orders/proofs.ts).
  await app.register(proofRemindersPlugin, { publicUrl: env.PUBLIC_URL });
  // Trade accounts' signed webhooks, sent from the job queue outside any transaction (decision 054).
  const webhookSettings = webhookSettingsFrom(env);
  await app.register(webhooksPlugin, { settings: webhookSettings });
  // Answers only: no client sends compressed bodies, and the request hook cost every request
  // ~3 %. Cached answers (catalogue, home, pages) arrive here already compressed (lib/encoded-body.ts).
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await app.register(multipart, {
    limits: { fileSize: env.MAX_UPLOAD_MB * 1024 * 1024, files: 10, fields: 50 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Print shop API', version: '1.0.0', description: 'Public REST API of the print shop.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bp_live_…',
            description:
              "A trade account's API key (`Authorization: Bearer bp_live_…`), made in the profile: reaches only the catalogue reads and /api/reseller/*, within its scopes (docs/reseller-api.md)",
          },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The paying state machine (docs/decisions/035-payments-state-machine.md): each module that
  // owns what is paid writes it in the finish step.
  const paymentFlow = createPaymentFlow({
    db: app.db,
    gateway: paymentGateway,
    publicUrl: env.PUBLIC_URL,
    timeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS,
    finishers: {
      cart: cartFinisher(),
      service: serviceFinisher(),
    },
    log: app.log,
  });
  app.decorate('paymentFlow', paymentFlow);
  app.decorate('paymentGateway', paymentGateway);

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        const route = `${request.method} ${request.url.split('?')[0]}`;
        const message = translate('error.routeNotFound', request.lang, { route });
        return reply.status(404).send({ status: false, code: 'not_found', message, errors: [message] });
      });
      await api.register(healthRoutes, { uploadDir: env.uploadDir });
      await api.register(contentRoutes, { env });
      await api.register(shippingRatesRoutes);
      await api.register(accountsRoutes, { env });
      await api.register(addressesRoutes);
      await api.register(apiKeysRoutes);
      await api.register(catalogRoutes);
      await api.register(uploadsRoutes, { uploadDir: env.uploadDir });
      await api.register(cartRoutes, { env });
      await api.register(checkoutRoutes, {
        gateway: paymentGateway,
        flow: paymentFlow,
        vatChecker,
        simplifiedInvoiceMaxEur: env.SIMPLIFIED_INVOICE_MAX_EUR,
      });
      await api.register(companyRoutes, { vatChecker });
      await api.register(brandRoutes, { uploadDir: env.uploadDir });
      await api.register(serviceOrderRoutes, { env, gateway: paymentGateway, flow: paymentFlow, vatChecker });
      await api.register(paymentsRoutes, {
        flow: paymentFlow,
        gateway: paymentGateway,
        orderCodes,
      });
      await api.register(staffOrderRoutes, {
        publicUrl: env.PUBLIC_URL,
        uploadDir: env.uploadDir,
        gateway: paymentGateway,
        vatChecker,
      });
      await api.register(adminRoutes, {
        uploadDir: env.uploadDir,
        verifactuSending: Boolean(env.VERIFACTU_CERT && env.VERIFACTU_KEY),
      });
      await api.register(ordersRoutes, { uploadDir: env.uploadDir, limits: accountLimits(env) });
      await api.register(creditRoutes);
      await api.register(proofRoutes, { uploadDir: env.uploadDir });
      await api.register(invoicesRoutes, { orderCodes });
      await api.register(quotesRoutes);
      await api.register(templatesRoutes);
      await api.register(resellerRoutes, {
        uploadDir: env.uploadDir,
        uploadQuotaBytes: accountLimits(env).uploadQuotaBytes,
        vatChecker,
        fetchLimits: {
          maxBytes: env.ARTWORK_FETCH_MAX_MB * 1024 * 1024,
          timeoutMs: env.ARTWORK_FETCH_TIMEOUT_MS,
          allowPrivate: env.ARTWORK_FETCH_ALLOW_PRIVATE,
        },
      });
      await api.register(webhooksRoutes, { settings: webhookSettings });
      await api.register(savedQuotesRoutes, {
        vatChecker,
        uploadDir: env.uploadDir,
        maxCartLines: env.MAX_CART_LINES,
        uploadQuotaBytes: accountLimits(env).uploadQuotaBytes,
      });
    },
    { prefix: '/api' },
  );

  // Staff's catalogue pictures, before the storefront's fallback catches every other GET.
  await app.register(mediaPublicRoutes, { uploadDir: env.uploadDir });
  await app.register(webPlugin, { webDist: env.webDist });
  // The contact form posted without scripts answers with the rendered contact page.
  await app.register(contactPageRoutes, { env });
  await app.register(catalogSeoPlugin, { publicUrl: env.PUBLIC_URL, webDist: env.webDist });
  return app;
}
