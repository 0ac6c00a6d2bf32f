import { ErrorBodySchema, envelopeSchema, IdParamSchema, MessageBodySchema } from '@shop/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { clearSessionCookie, setSessionCookie, wantsCookieOnly } from '../../lib/session-cookie';
import { validateOrThrow } from '../../lib/validate';
import { AVATAR_MAX_BYTES, readAvatar } from './avatar';
import {
  ChangeEmailBodySchema,
  EmailBodySchema,
  LoginBodySchema,
  ProvidersSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  type Session,
  SessionEnvelopeSchema,
  SocialBodySchema,
  UndoEmailBodySchema,
  UpdateUserFieldsSchema,
  UserEnvelopeSchema,
  VerifyEmailBodySchema,
  VerifyOtpBodySchema,
  VerifyOtpDataSchema,
} from './schema';
import {
  type AccountDeps,
  confirmEmailChange,
  getUser,
  login,
  logout,
  type ProfileUpdate,
  type RequestCtx,
  register,
  requestEmailChange,
  resendRegisterCode,
  resetPassword,
  sendResetCode,
  socialLogin,
  UNDO_EMAIL_DAYS,
  undoEmailChange,
  updateUser,
  verifyOtp,
} from './service';
import { PROVIDER_NAMES, type SocialProvider, socialVerifiersFrom } from './social';
import { createTokenSync } from './token-sync';

/** Logins and code checks handled at once per process; the rest queue (in arrival order). */
export const CREDENTIAL_CHECKS_AT_ONCE = 4;

const ctxOf = (request: FastifyRequest): RequestCtx => ({ lang: request.lang, ip: request.ip });

/** Error answers, for the OpenAPI document (the error handler writes them). */
const failures = (...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

const UPDATE_FIELDS = new Set([
  '_method',
  'name',
  'phone',
  'email',
  'oldPassword',
  'newPassword',
  'password_confirmation',
  'lang',
]);

/** Reads the fields (and the `image` file) of a profile update, multipart or JSON. */
async function readProfileUpdate(request: FastifyRequest): Promise<ProfileUpdate> {
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'image')
            throw new AppError('bad_request', 'accounts.unknownField', { field: part.fieldname });
          const buffer = await part.toBuffer();
          if (buffer.length > 0) image = buffer;
        } else if (UPDATE_FIELDS.has(part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('too_large', 'accounts.imageTooLarge', { mb: AVATAR_MAX_BYTES / 1024 / 1024 });
      }
      throw error;
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body)) if (UPDATE_FIELDS.has(key)) fields[key] = value;
  } else if (request.body !== undefined && request.body !== null) {
    throw new AppError('bad_request', 'accounts.multipartExpected');
  }
  // Forms send every input; an empty one means "unchanged".
  for (const [key, value] of Object.entries(fields)) if (value === '' || value === null) delete fields[key];
  const parsed = validateOrThrow(UpdateUserFieldsSchema, fields);
  return { ...parsed, ...(image ? { image } : {}) };
}

/**
 * Accounts: sign-up with an e-mailed code, login / logout, password reset, Google and
 * Facebook sign-in, the user's own record and picture. Paths and field names are the
 * spec's (section 7).
 */
export const accountsRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const deps: AccountDeps = { db: app.db, env, social: socialVerifiersFrom(env), workers: app.workers };

  /**
   * A new session goes out both ways: as the httpOnly cookie (the storefront) and as `data.token`
   * (docs/product.md#api-calls, for API clients), unless the caller asked for the cookie alone (the
   * storefront does, so no script ever holds the token).
   */
  // A bulkhead for guessing: a flood of logins or codes (hundreds at once) waits here, a few
  // at a time, instead of filling the database's queue and the event loop with its answers,
  // so every other request (health checks, the catalogue) keeps its usual latency. Each check
  // first waits for the event loop's next turn: refusals that need no database (a locked
  // account) would otherwise answer the whole flood in one stretch, ahead of everything else.
  const limit = pLimit(CREDENTIAL_CHECKS_AT_ONCE);
  const credentialChecks = <T>(check: () => Promise<T>) =>
    limit(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return check();
    });
  const tokenSync = env.TOKEN_SYNC_URL
    ? createTokenSync({ url: env.TOKEN_SYNC_URL, timeoutMs: env.TOKEN_SYNC_TIMEOUT_MS, log: app.log })
    : null;

  const handOver = (request: FastifyRequest, reply: FastifyReply, session: Session) => {
    // Not awaited: the receiver's answer never delays or fails the sign-in.
    void tokenSync?.signedIn(session.id, session.token, Date.now());
    setSessionCookie(reply, session.token, app.sessionCookie);
    if (!wantsCookieOnly(request)) return session;
    const { token: _kept, ...visible } = session;
    return visible;
  };

  app.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up: e-mails a 6-digit code (same answer for an address that already has an account)',
        body: RegisterBodySchema,
        response: { 200: MessageBodySchema, ...failures(400, 422, 429) },
      },
    },
    async (request) => {
      await register(deps, request.body, ctxOf(request));
      return {
        status: true as const,
        message: translate('accounts.codeSent', request.lang, { email: request.body.email }),
      };
    },
  );

  app.post(
    '/resend-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sends a new sign-up code (purpose register) or password reset code (purpose reset)',
        body: EmailBodySchema.extend({ purpose: z.enum(['register', 'reset']).default('register') }),
        response: { 200: MessageBodySchema, ...failures(400, 429) },
      },
    },
    async (request) => {
      const { email, purpose } = request.body;
      if (purpose === 'reset') await sendResetCode(deps, email, ctxOf(request));
      else await resendRegisterCode(deps, email, ctxOf(request));
      const key = purpose === 'reset' ? 'accounts.resetCodeSent' : 'accounts.codeSent';
      return { status: true as const, message: translate(key, request.lang, { email }) };
    },
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Checks an e-mailed code: activates the account, or returns a reset token',
        body: VerifyOtpBodySchema,
        response: { 200: envelopeSchema(VerifyOtpDataSchema), ...failures(400, 422, 429) },
      },
    },
    async (request) => {
      const result = await credentialChecks(() => verifyOtp(deps, request.body, ctxOf(request)));
      const key = result.purpose === 'reset' ? 'accounts.resetCodeVerified' : 'accounts.accountVerified';
      return { status: true as const, message: translate(key, request.lang), data: result };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Logs in with e-mail and password (throttled per account and per IP). Sets the httpOnly ' +
          'session cookie and answers the token too, unless the header `x-session: cookie` asks for the cookie alone',
        body: LoginBodySchema,
        response: { 200: SessionEnvelopeSchema, ...failures(400, 403, 422, 429) },
      },
      preHandler: app.refuseCrossSite,
    },
    async (request, reply) => {
      const session = await credentialChecks(() => login(deps, request.body, ctxOf(request)));
      return {
        status: true as const,
        message: translate('accounts.loggedIn', request.lang, { name: session.name }),
        data: handOver(request, reply, session),
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Revokes the session of this request (bearer token or cookie) and clears the cookie',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: MessageBodySchema, ...failures(401, 403) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await logout(app.db, request.user!.tokenId);
      void tokenSync?.signedOut(request.user!.id);
      clearSessionCookie(reply, app.sessionCookie);
      return { status: true as const, message: translate('accounts.loggedOut', request.lang) };
    },
  );

  app.post(
    '/send/code/reset/password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mails a password reset code (same answer whether or not the account exists)',
        body: EmailBodySchema,
        response: { 200: MessageBodySchema, ...failures(400, 429) },
      },
    },
    async (request) => {
      await sendResetCode(deps, request.body.email, ctxOf(request));
      return {
        status: true as const,
        message: translate('accounts.resetCodeSent', request.lang, { email: request.body.email }),
      };
    },
  );

  app.post(
    '/reset/password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password with the e-mailed code (otp) or the reset token of verify-otp',
        body: ResetPasswordBodySchema,
        response: { 200: MessageBodySchema, ...failures(400, 422, 429) },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body, ctxOf(request));
      // Every session of the account is revoked; this browser's cookie goes too.
      clearSessionCookie(reply, app.sessionCookie);
      return { status: true as const, message: translate('accounts.passwordReset', request.lang) };
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which social sign-in buttons to show (with the public client / app ids)',
        response: { 200: envelopeSchema(ProvidersSchema) },
      },
    },
    async () => ({
      status: true as const,
      data: {
        google: {
          enabled: Boolean(deps.social.google),
          clientId: deps.social.google ? (env.GOOGLE_CLIENT_ID ?? null) : null,
        },
        facebook: {
          enabled: Boolean(deps.social.facebook),
          appId: deps.social.facebook ? (env.FACEBOOK_APP_ID ?? null) : null,
        },
      },
    }),
  );

  for (const provider of ['google', 'facebook'] as const satisfies SocialProvider[]) {
    app.post(
      `/auth/${provider}`,
      {
        schema: {
          tags: ['accounts'],
          summary: `Signs in with ${PROVIDER_NAMES[provider]} (404 unless configured)`,
          body: SocialBodySchema,
          response: { 200: SessionEnvelopeSchema, ...failures(400, 403, 404, 422, 429, 503) },
        },
        preHandler: app.refuseCrossSite,
      },
      async (request, reply) => {
        if (request.body.provider && request.body.provider !== provider) {
          throw new AppError('bad_request', 'accounts.providerMismatch', {
            provider: PROVIDER_NAMES[provider],
          });
        }
        const session = await socialLogin(deps, provider, request.body.token, ctxOf(request));
        return {
          status: true as const,
          message: translate('accounts.loggedIn', request.lang, { name: session.name }),
          data: handOver(request, reply, session),
        };
      },
    );
  }

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: "The caller's own user record (any other id is 403)",
        security: [{ bearer: [] }, { cookie: [] }],
        params: IdParamSchema,
        response: { 200: UserEnvelopeSchema, ...failures(400, 401, 403) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await getUser(app.db, request.user!.id, request.params.id),
    }),
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/users/:id',
    schema: {
      tags: ['accounts'],
      summary:
        'Updates the own profile: multipart (_method=put) or JSON with any of name, phone, email, ' +
        'oldPassword + newPassword + password_confirmation, lang (the language of later mails), and an image file',
      security: [{ bearer: [] }, { cookie: [] }],
      params: IdParamSchema,
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: UserEnvelopeSchema, ...failures(400, 401, 403, 413, 415, 422, 429) },
    },
    onRequest: app.authenticate,
    handler: async (request) => {
      const caller = request.user!;
      // Refuse someone else's id before reading an upload.
      if (caller.id !== request.params.id) throw new AppError('forbidden', 'error.forbidden');
      const input = await readProfileUpdate(request);
      const result = await updateUser(deps, caller, request.params.id, input, ctxOf(request));
      const message = result.emailChangeSentTo
        ? translate('accounts.emailChangeSent', request.lang, { email: result.emailChangeSentTo })
        : translate('accounts.profileSaved', request.lang);
      return { status: true as const, message, data: result.user };
    },
  });

  app.post(
    '/change-email',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Starts an e-mail change with the current password (oldPassword): a code goes to the new address',
        security: [{ bearer: [] }, { cookie: [] }],
        body: ChangeEmailBodySchema,
        response: { 200: MessageBodySchema, ...failures(400, 401, 422, 429) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await requestEmailChange(deps, request.user!.id, request.body, ctxOf(request));
      return {
        status: true as const,
        message: translate('accounts.emailChangeSent', request.lang, { email: request.body.email }),
      };
    },
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Confirms the new e-mail address with the code sent to it; the other sessions end and the old address gets an undo link',
        security: [{ bearer: [] }, { cookie: [] }],
        body: VerifyEmailBodySchema,
        response: { 200: UserEnvelopeSchema, ...failures(400, 401, 409, 422, 429) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = await confirmEmailChange(deps, request.user!, request.body, ctxOf(request));
      return {
        status: true as const,
        message: translate('accounts.emailChanged', request.lang, { email: user.email }),
        data: user,
      };
    },
  );

  app.post(
    '/undo-email-change',
    {
      schema: {
        tags: ['accounts'],
        summary: `Undoes an e-mail change with the token of the link mailed to the old address (once, ${UNDO_EMAIL_DAYS} days): the old address comes back, every session ends, the password and social links are removed`,
        body: UndoEmailBodySchema,
        response: { 200: MessageBodySchema, ...failures(400, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const email = await credentialChecks(() => undoEmailChange(deps, request.body.token, ctxOf(request)));
      clearSessionCookie(reply, app.sessionCookie);
      return {
        status: true as const,
        message: translate('accounts.emailChangeUndone', request.lang, { email }),
      };
    },
  );

  app.get(
    '/avatars/:key',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A profile picture, by its random key (public: an <img> cannot send a bearer token)',
        params: z.object({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const file = await readAvatar(env.uploadDir, request.params.key);
      if (!file) throw new AppError('not_found', 'error.notFound');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file);
    },
  );
};
