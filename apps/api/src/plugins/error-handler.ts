import type { ErrorBody, ErrorCode, Lang } from '@shop/shared';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import arabicLocale from 'zod/v4/locales/ar.js';
import spanishLocale from 'zod/v4/locales/es.js';
import { AppError, httpStatusOf } from '../lib/errors';
import { type MessageKey, translate } from '../lib/messages';
import { isStorageFailure } from '../lib/storage-failure';

/**
 * zod's own wording of a validation issue, per language. English is zod's default; a language
 * without an entry here gets zod's English wording inside its own translated envelope message.
 */
const ZOD_LOCALES: Partial<Record<Lang, ReturnType<typeof arabicLocale>['localeError']>> = {
  ar: arabicLocale().localeError,
  es: spanishLocale().localeError,
};

/** Sample inputs by type name, so zod's locales can word "expected X, received Y". */
const SAMPLE_OF_TYPE: Record<string, unknown> = {
  string: '',
  number: 0,
  NaN: Number.NaN,
  boolean: false,
  array: [],
  object: {},
  null: null,
  bigint: 0n,
};

function localizedZodMessage(issue: FastifySchemaValidationError, lang: Lang): string {
  const english = issue.message ?? '';
  const localeError = ZOD_LOCALES[lang];
  if (!localeError) return english;
  // Issues carry no input (zod's reportInput is off); zod's wording only needs its type.
  const receivedType = /received (\w+)/.exec(english)?.[1];
  const input = receivedType && receivedType in SAMPLE_OF_TYPE ? SAMPLE_OF_TYPE[receivedType] : undefined;
  const rebuilt = { input, ...issue.params, code: issue.keyword, path: [], message: english };
  const message = localeError(rebuilt as unknown as Parameters<typeof localeError>[0]);
  return typeof message === 'string' ? message : (message?.message ?? english);
}

function send(reply: FastifyReply, code: ErrorCode, message: string, errors: string[]) {
  const body: ErrorBody = { status: false, code, message, errors };
  return reply.status(httpStatusOf(code)).type('application/json; charset=utf-8').send(body);
}

/** busboy's own errors (no status): a multipart body without a boundary, cut short or malformed. */
const MULTIPART_ERROR =
  /^(Multipart: |Unexpected end of (multipart data|form)|Malformed part header|Part terminated early)/;

/** PostgreSQL refusing a value the schemas let through (a NUL byte in text, a bad encoding). */
const BAD_VALUE_SQLSTATES = new Set(['22021', '22P05', '22P02', '54000']);

function sqlStateOf(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = cause?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * What an unexpected error may put in the log: never a failed query's text or parameters
 * (they can hold password hashes, tokens or e-mail addresses).
 */
function loggable(error: Error) {
  const sqlState = sqlStateOf(error);
  if (sqlState || error.constructor?.name === 'DrizzleQueryError') {
    const cause = (error as { cause?: Error }).cause;
    return { type: 'DatabaseError', sqlState, message: cause?.message ?? 'query failed' };
  }
  return error;
}

/**
 * Maps every failure to the envelope of docs/product.md#api-envelope, in the request's language.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang ?? 'en';

      if (error instanceof AppError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        const message = translate(error.messageKey, lang, error.params);
        const lines = error.extraErrors.map((e) => translate(e.key, lang, e.params));
        return send(reply, error.code, message, lines.length > 0 ? lines : [message]);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => {
          const path = issue.instancePath.split('/').filter(Boolean);
          const field = path.length > 0 ? path.join('.') : (error.validationContext ?? 'body');
          const missing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
          if (missing) return translate('field.required', lang, { field });
          return translate('field.invalid', lang, { field, detail: localizedZodMessage(issue, lang) });
        });
        return send(reply, 'validation_error', translate('error.validation', lang), errors);
      }

      const status = error.statusCode ?? 500;
      const plain = (code: ErrorCode, key: MessageKey, params: Record<string, string | number> = {}) => {
        const message = translate(key, lang, params);
        return send(reply, code, message, [message]);
      };

      if (status === 429) {
        const seconds = Number(reply.getHeader('retry-after')) || 60;
        return plain('rate_limited', 'error.rateLimited', { seconds });
      }
      if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
        return plain('too_large', 'error.tooLarge');
      }
      if (status === 415) return plain('unsupported_media_type', 'error.unsupportedMediaType');
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return plain('bad_request', 'error.badJson');
      }
      if (status === 404) return plain('not_found', 'error.notFound');
      if (status >= 400 && status < 500) return plain('bad_request', 'error.badRequest');
      if (MULTIPART_ERROR.test(error.message ?? '')) return plain('bad_request', 'error.badMultipart');
      const sqlState = sqlStateOf(error);
      if (sqlState && BAD_VALUE_SQLSTATES.has(sqlState)) return plain('bad_request', 'error.badText');

      // A full or read-only disk (files or database): the caller can only wait, so say that.
      if (isStorageFailure(error)) {
        request.log.error({ err: loggable(error) }, 'storage refused a write');
        return plain('unavailable', 'storage.unavailable');
      }

      request.log.error({ err: loggable(error) }, 'unhandled error');
      return plain('internal_error', 'error.internal');
    });
  },
  { name: 'error-handler', dependencies: ['lang'] },
);
