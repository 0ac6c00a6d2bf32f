import path from 'node:path';
import { compactBankCode, isValidIban } from '@shop/shared/bank-reference';
import { z } from 'zod';

const SisterSitesSchema = z
  .array(
    z.object({
      name: z.string().trim().min(1).max(60),
      url: z.url({ protocol: /^https?$/ }),
      description: z.object({ en: z.string().max(120), ar: z.string().max(120) }).optional(),
    }),
  )
  .max(12);

const REDSYS_REQUIRED = [
  'REDSYS_URL',
  'REDSYS_REST_URL',
  'REDSYS_MERCHANT_CODE',
  'REDSYS_TERMINAL',
  'REDSYS_SECRET_KEY',
] as const;

/**
 * Every setting the process reads, validated once at start. A bad value stops the
 * process with one line naming the setting (see server.ts).
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /**
     * Sender address of the shop's e-mails, `no-reply@shop.example` (shown under the business
     * name, modules/mail/sender.ts) or `Name <no-reply@shop.example>` to choose the name too.
     * Default: no-reply@ the host of PUBLIC_URL.
     */
    MAIL_FROM: z
      .string()
      .trim()
      .regex(
        /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
        'must be an address (no-reply@shop.example) or Name <no-reply@shop.example>',
      )
      .optional(),
    UPLOAD_DIR: z.string().min(1).optional(),
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2048).default(100),
    /**
     * Design-file space of one account: the files in its cart and on its quotes that are not
     * paid yet (docs/decisions/029-storage-sweep-quotas-dead-letters.md).
     */
    UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
    /**
     * The largest total (euros, VAT included) invoiced to a buyer without a tax ID, as a
     * simplified invoice (F2); above it the payment asks for one first (422 tax_id_required).
     */
    SIMPLIFIED_INVOICE_MAX_EUR: z.coerce.number().min(0).max(1_000_000).default(400),
    /** Quotes an account may have waiting for staff or for its payment at once. */
    /** Requests one API key may make per minute (docs/decisions/052-api-keys-and-reseller-api.md). */
    API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
    /** Artwork fetched from a URL (reseller orders): largest file, and the whole fetch's time. */
    ARTWORK_FETCH_MAX_MB: z.coerce.number().int().min(1).max(2048).default(100),
    ARTWORK_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Development and tests only: artwork URLs may be http:// and reach private addresses. */
    ARTWORK_FETCH_ALLOW_PRIVATE: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    MAX_OPEN_QUOTES: z.coerce.number().int().min(1).max(1000).default(20),
    /** Lines one cart may hold. */
    MAX_CART_LINES: z.coerce.number().int().min(1).max(500).default(50),
    /** A cart untouched this long is removed with its files by the daily storage sweep. */
    CART_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** A stored file that no row refers to is removed by the sweep once it is this old. */
    ORPHAN_FILE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24),
    /** Multiplies the account flows' per-IP limits (modules/accounts/throttle.ts). */
    ACCOUNT_IP_LIMITS_SCALE: z.coerce.number().int().min(1).max(100).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().min(1).optional(),
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * Demo customers and orders at every status in a shop without orders (db/seed-demo.ts).
     * Unset: on in development (npm start), off in test and production.
     */
    SEED_DEMO_ORDERS: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    STAFF_EMAIL: z.email().default('staff@printshop.local'),
    STAFF_PASSWORD: z.string().min(10).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** Accepted issuers, comma-separated (Google uses both forms). */
    GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com,accounts.google.com'),
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    FACEBOOK_TOKEN_CHECK_URL: z.url().default('https://graph.facebook.com/debug_token'),
    /** Where the checked token's id, name and e-mail are read (Graph API `/me`). */
    FACEBOOK_PROFILE_URL: z.url().default('https://graph.facebook.com/me'),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24 * 30),
    /**
     * Staff sessions end this long after sign-in, and after this long without a request
     * (docs/decisions/027-account-takeover.md); customer sessions keep TOKEN_TTL_HOURS.
     */
    STAFF_SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(12),
    STAFF_SESSION_IDLE_HOURS: z.coerce.number().min(0.25).max(720).default(8),
    /**
     * The account customers on credit terms pay their invoices into, printed on every invoice on
     * account (docs/decisions/053-pay-on-account.md). The default is a published demo IBAN.
     */
    SHOP_IBAN: z
      .string()
      .refine(isValidIban, 'must be a valid IBAN such as ES91 2100 0418 4502 0005 1332')
      .transform(compactBankCode)
      .default('ES9121000418450200051332'),
    /** An overdue invoice on account is mailed about at most once every this many days (the daily job). */
    CREDIT_REMINDER_EVERY_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    /** Shop details shown by the storefront (defaults in packages/shared/src/business.ts). */
    SHOP_WHATSAPP: z
      .string()
      .regex(/^\+?[\d\s()-]{6,20}$/, 'must be a phone number such as +34 600 000 123')
      .optional(),
    /** Page of the click-to-load map; "none" shows only the static address card. */
    SHOP_MAP_EMBED_URL: z.union([z.literal('none'), z.url({ protocol: /^https?$/ })]).optional(),
    SHOP_MAP_LINK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** JSON list of sister brand sites: [{"name":"FlagPrint","url":"https://..."}]. */
    SHOP_SISTER_SITES: z
      .string()
      .transform((value, ctx) => {
        try {
          return SisterSitesSchema.parse(JSON.parse(value));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list of {"name","url"} objects' });
          return z.NEVER;
        }
      })
      .optional(),
    /** Where contact-form messages are sent; defaults to the shop's general address. */
    CONTACT_EMAIL: z.email().optional(),
    /** Send queued mail from this process; "false" on API processes that leave it to others. */
    JOBS_WORKER: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /** How often an idle job worker polls the queue (a commit also wakes it at once). */
    JOBS_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(1000),
    /**
     * How long the paying flow waits for the gateway's answer; past it the payment stays pending,
     * the customer hears "we are confirming your payment" and the reconcile job settles it
     * (docs/decisions/035-payments-state-machine.md).
     */
    PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** Payments pending longer than this are asked about at the gateway by the reconcile job. */
    PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
    /** Payments still pending with no word from the gateway after this long are failed (cart kept). */
    PAYMENT_EXPIRE_AFTER_MINUTES: z.coerce.number().int().min(5).max(10_080).default(120),
    /** Test only: every sandbox charge takes this long (ignored in production). */
    SANDBOX_CHARGE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /**
     * The VIES REST API (https://ec.europa.eu/taxation_customs/vies/rest-api): when set, EU VAT
     * numbers are checked there and a valid one gets reverse charge; unset, only their format is
     * checked (and VAT is charged). See docs/decisions/015-trade-vat.md.
     */
    VIES_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** How long a VIES check may take before it counts as "could not be checked". */
    VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /**
     * Token sync (docs/product.md#token-sync, optional): when set, a sign-in POSTs the new session
     * token with a bearer header to this URL, and a sign-out sends a DELETE without one. Off when
     * unset.
     */
    TOKEN_SYNC_URL: z.url({ protocol: /^https?$/ }).optional(),
    TOKEN_SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    /**
     * The worker pool that parses uploaded files and renders PDFs (decision 026): threads start
     * on first use and exit after 30 s idle; each may use this much V8 heap before it is stopped.
     */
    WORKER_THREADS: z.coerce.number().int().min(1).max(16).default(2),
    WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(128),
    /**
     * How long one uploaded file's check may take (waiting for a thread included); then
     * "unchecked". 4 s: a real print PDF drawn with MuPDF takes a second or more, and a thread's
     * first PDF loads MuPDF first (decision 050).
     */
    FILE_CHECK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(4000),
    /** How long one PDF (invoice, quote, packing list) may take to render; then a 503. */
    PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * Where payments go: the built-in sandbox, or Redsys's hosted page and REST interface with
     * the REDSYS_ settings below, all required then (docs/decisions/036-redsys-gateway.md).
     */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'redsys']).default('sandbox'),
    REDSYS_URL: z.url({ protocol: /^https?$/ }).optional(),
    REDSYS_REST_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The bank's query web service (SOAP SerClsWSConsulta): the reconcile job asks it about a
     * payment whose notification never came. Unset: it waits, then expires the payment.
     */
    REDSYS_QUERY_URL: z.url({ protocol: /^https?$/ }).optional(),
    REDSYS_MERCHANT_CODE: z
      .string()
      .regex(/^\d{9}$/, 'must be the 9-digit merchant code (FUC) the bank gave')
      .optional(),
    REDSYS_TERMINAL: z
      .string()
      .regex(/^\d{1,3}$/, 'must be the terminal number (1-3 digits)')
      .optional(),
    /** base64 of a 24-byte 3DES key, as the bank's back-office shows it. */
    REDSYS_SECRET_KEY: z
      .string()
      .refine(
        (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 24,
        'must be the base64 secret key the bank gave (24 bytes once decoded)',
      )
      .optional(),
    /** Empty: cards only; "z": Bizum offered as well. */
    REDSYS_PAY_METHODS: z.enum(['z']).optional(),
    /**
     * VERI*FACTU (docs/decisions/041-verifactu-records.md): AEAT's test or production hosts, for
     * the invoices' QR codes and the records' submission.
     */
    VERIFACTU_ENV: z.enum(['test', 'production']).default('test'),
    /** Where records are sent instead of AEAT's host (a stand-in: npm run verifactu:stand-in). */
    VERIFACTU_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The taxpayer's certificate and key, PEM text or a file path; without both nothing is sent. */
    VERIFACTU_CERT: z.string().min(1).optional(),
    VERIFACTU_KEY: z.string().min(1).optional(),
    /**
     * Webhooks (docs/decisions/054-webhooks.md). "true": endpoints may use http and private,
     * loopback or link-local addresses: development and tests only.
     */
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /** Endpoints one trade account may have. */
    WEBHOOKS_MAX_ENDPOINTS: z.coerce.number().int().min(1).max(100).default(5),
    /** Days a delivered or failed webhook delivery (and its attempts) stays in the log. */
    WEBHOOKS_KEEP_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
    /** How long one delivery attempt may take in all (connect, send, answer). */
    WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Seconds before each retry of a failed delivery, comma-separated; after the last it is failed. */
    WEBHOOKS_RETRY_SECONDS: z
      .string()
      .default('60,300,1800,7200,21600,43200')
      .transform((value, ctx) => {
        const waits = value.split(',').map((part) => Number(part.trim()));
        if (waits.length > 20 || waits.some((w) => !Number.isInteger(w) || w < 1 || w > 7 * 86_400)) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be up to 20 whole seconds (1-604800), comma-separated',
          });
          return z.NEVER;
        }
        return waits;
      }),
    /**
     * 32 bytes, base64 or 64 hex digits: seals the webhooks' signing secrets at rest (AES-256-GCM).
     * Unset: they are stored as they are (the server must be able to sign with them).
     */
    WEBHOOKS_SECRET_KEY: z
      .string()
      .transform((value, ctx) => {
        const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
        if (key.length !== 32) {
          ctx.addIssue({ code: 'custom', message: 'must be 32 bytes, as base64 or 64 hex digits' });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_GATEWAY !== 'redsys') return;
    for (const name of REDSYS_REQUIRED) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_GATEWAY=redsys' });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { uploadDir: string; webDist: string };

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const name = first?.path.join('.') ?? 'environment';
    throw new EnvError(`Invalid setting ${name}=${JSON.stringify(cleaned[name] ?? '')}: ${first?.message}`);
  }
  const env = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  return {
    ...env,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
