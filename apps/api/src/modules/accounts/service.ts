import { isLang, LANGS, type Lang } from '@shop/shared';
import { parseInternationalPhone } from '@shop/shared/calling-codes';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { applyInvalidation, notifyInvalidation } from '../../lib/invalidation';
import { invalidateSessionCache } from '../../lib/session-cache';
import { hashToken, newToken } from '../../lib/tokens';
import { unavailableAs, type WorkerPool } from '../../lib/worker-pool';
import { enqueueMail } from '../jobs';
import type { MailMessage } from '../mail';
import { avatarUrl, removeAvatar, storeAvatar } from './avatar';
import { issueCode, issueResetToken, type UsedCode, useCode, useResetToken } from './codes';
import { accountEmails } from './emails';
import { PHONE_MESSAGES } from './messages';
import { hashPassword, needsRehash, verifyPassword } from './password';
import type { RegisterBody, ResetPasswordBody, Session, UpdateUserFields, User } from './schema';
import { PROVIDER_NAMES, type SocialProvider, type SocialVerifiers } from './social';
import { authTokens, oneTimeCodes, users } from './table';
import { clear, consume, LIMITS, type Limit, refund } from './throttle';

export type AccountDeps = { db: Db; env: Env; social: SocialVerifiers; workers: WorkerPool };
/** What a request adds: its language (answers, mail to new addresses) and the caller's IP. */
export type RequestCtx = { lang: Lang; ip: string };

type UserRow = typeof users.$inferSelect;

const sendLimits = (purpose: string, email: string, ip: string): Limit[] => [
  LIMITS.sendCooldown(purpose, email),
  LIMITS.sendPerHour(purpose, email),
  LIMITS.sendPerIp(ip),
];

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Issues a one-time code and queues its e-mail in one transaction: a code exists only if
 * its mail is queued (the worker sends it; see modules/jobs).
 */
async function issueCodeAndMail(
  db: Db,
  input: Parameters<typeof issueCode>[1],
  mail: (code: string) => MailMessage,
): Promise<void> {
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, input);
    await enqueueMail(tx, mail(code));
  });
}

async function createSession(db: Db, env: Env, user: UserRow, lang: Lang): Promise<Session> {
  const token = newToken();
  // Staff sessions are shorter (decision 027); plugins/auth.ts also ends them when idle.
  const hours = user.role === 'staff' ? env.STAFF_SESSION_TTL_HOURS : env.TOKEN_TTL_HOURS;
  await db.insert(authTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + hours * 3600_000),
  });
  if (user.preferredLang !== lang) {
    await db.update(users).set({ preferredLang: lang }).where(eq(users.id, user.id));
    invalidateSessionCache();
  }
  return { token, id: user.id, name: user.name, email: user.email };
}

// ---------------------------------------------------------------------------------------
// Sign-up

/**
 * Sign-up. The answer is the same whether or not the address already has an account: a new
 * or unconfirmed account gets a code, a confirmed one gets a "you already have an account"
 * e-mail instead. The password is hashed in every case so the timing does not tell either.
 * The last sign-up of an unconfirmed address wins (its password and details replace the
 * earlier ones), so nobody can pre-register someone else's address with a known password.
 */
export async function register(deps: AccountDeps, input: RegisterBody, ctx: RequestCtx): Promise<void> {
  if (input.password !== input.password_confirmation) {
    throw new AppError('business_rule', 'accounts.passwordMismatch');
  }
  // Checked as the profile and addresses check it, before a code is sent or a limit spent.
  const phone = internationalOrAsTyped(input.phone);
  await consume(deps.db, sendLimits('register', input.email, ctx.ip));
  const passwordHash = await hashPassword(input.password);

  const registrationMail = async (tx: Db): Promise<MailMessage> => {
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        phone,
        passwordHash,
        preferredLang: ctx.lang,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const pending = { passwordHash, name: input.name, phone, lang: ctx.lang };
    if (created) {
      const code = await issueCode(tx, {
        email: input.email,
        purpose: 'register',
        userId: created.id,
        pending,
      });
      return accountEmails.registerCode({ to: input.email, lang: ctx.lang, name: input.name, code });
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (!existing) throw new AppError('conflict', 'error.badRequest');
    if (existing.emailVerifiedAt) {
      return accountEmails.alreadyRegistered({
        to: existing.email,
        lang: existing.preferredLang,
        publicUrl: deps.env.PUBLIC_URL,
      });
    }
    // A repeated sign-up of an unconfirmed address changes nothing on the account: its code
    // carries its own password, and the earlier code (the first registrant's) keeps working.
    // The mail says it is a repeated sign-up, so the owner does not take it for their own.
    const code = await issueCode(tx, {
      email: input.email,
      purpose: 'register',
      userId: existing.id,
      pending,
      keepEarlier: true,
    });
    return accountEmails.registerAgainCode({ to: input.email, lang: ctx.lang, name: input.name, code });
  };
  // The account rows, the code and its mail job commit together.
  await deps.db.transaction(async (tx) => {
    await enqueueMail(tx, await registrationMail(tx));
  });
}

/** A new sign-up code for an unconfirmed account; same answer for any address. */
export async function resendRegisterCode(deps: AccountDeps, email: string, ctx: RequestCtx): Promise<void> {
  await consume(deps.db, sendLimits('register', email, ctx.ip));
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  await issueCodeAndMail(deps.db, { email, purpose: 'register', userId: user.id }, (code) =>
    accountEmails.registerCode({ to: email, lang: user.preferredLang, name: user.name, code }),
  );
}

// ---------------------------------------------------------------------------------------
// Codes

/**
 * Runs `check` under the code-attempt limits (per account and per IP). A failed check keeps
 * its count; a good one clears the account's failures and gives the IP its attempt back.
 */
async function withCodeLimits<T>(
  deps: AccountDeps,
  email: string,
  ctx: RequestCtx,
  check: () => Promise<T | null>,
  failure: AppError,
): Promise<T> {
  const account = LIMITS.codePerAccount(email);
  const ip = LIMITS.codePerIp(ctx.ip);
  await consume(deps.db, [account, ip]);
  const result = await check();
  if (result === null) throw failure;
  await clear(deps.db, [account]);
  await refund(deps.db, [ip]);
  return result;
}

const codeInvalid = () => new AppError('business_rule', 'accounts.codeInvalid');

export type VerifyOtpResult =
  | { purpose: 'register'; email: string }
  | { purpose: 'reset'; email: string; resetToken: string };

/**
 * POST /api/verify-otp: a sign-up code activates the account; a reset code is exchanged for
 * a short-lived reset token (the code itself is used up).
 */
export async function verifyOtp(
  deps: AccountDeps,
  input: { email: string; otp: string; purpose?: 'register' | 'reset' },
  ctx: RequestCtx,
): Promise<VerifyOtpResult> {
  const purposes = input.purpose ? [input.purpose] : (['register', 'reset'] as const);
  const used: UsedCode = await withCodeLimits(
    deps,
    input.email,
    ctx,
    () => useCode(deps.db, { email: input.email, purposes: [...purposes], code: input.otp }),
    codeInvalid(),
  );
  if (used.purpose === 'reset') {
    const resetToken = await issueResetToken(deps.db, used.id);
    return { purpose: 'reset', email: input.email, resetToken };
  }
  if (used.userId !== null) {
    // The code confirms its own sign-up: that sign-up's password, name, phone and language.
    const signUp = used.pending
      ? {
          passwordHash: used.pending.passwordHash,
          name: used.pending.name,
          phone: used.pending.phone,
          preferredLang: used.pending.lang,
        }
      : {};
    await deps.db
      .update(users)
      .set({ ...signUp, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), eq(users.email, input.email), isNull(users.emailVerifiedAt)));
    // Confirmed: any other sign-up code for the address (a repeated sign-up's) stops working.
    await deps.db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.email, input.email),
          eq(oneTimeCodes.purpose, 'register'),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
  }
  return { purpose: 'register', email: input.email };
}

// ---------------------------------------------------------------------------------------
// Login and logout

/**
 * Login, throttled per account and per IP (429 with Retry-After). An unknown address costs
 * a password check too. A correct password on an unconfirmed account is answered with 403
 * and a fresh code (unless one went out less than a minute ago).
 */
export async function login(
  deps: AccountDeps,
  input: { email: string; password: string },
  ctx: RequestCtx,
): Promise<Session> {
  const account = LIMITS.loginPerAccount(input.email);
  const ip = LIMITS.loginPerIp(ctx.ip);
  await consume(deps.db, [account, ip]);
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError('business_rule', 'accounts.badCredentials');
  await clear(deps.db, [account]);
  await refund(deps.db, [ip]);
  await upgradeHash(deps.db, user, input.password);

  if (!user.emailVerifiedAt) {
    const sent = await consume(deps.db, sendLimits('register', user.email, ctx.ip)).then(
      () => true,
      () => false,
    );
    if (sent) {
      await issueCodeAndMail(deps.db, { email: user.email, purpose: 'register', userId: user.id }, (code) =>
        accountEmails.registerCode({ to: user.email, lang: ctx.lang, name: user.name, code }),
      );
    }
    throw new AppError('forbidden', 'accounts.verifyFirst', { email: user.email });
  }
  return createSession(deps.db, deps.env, user, ctx.lang);
}

/**
 * Re-hashes a password that was just verified when its hash has older parameters (the 19 MiB
 * ones of before issue 12): the only moment the plain password is at hand. One hash more on
 * that login, none after. Only replaces the hash that was checked, so a password changed
 * meanwhile wins.
 */
async function upgradeHash(db: Db, user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || !needsRehash(user.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

/**
 * Checks the account's current password under the login limits (a stolen session must not
 * become a way to guess it). `wrong` is what a bad password answers.
 */
async function checkCurrentPassword(
  deps: Pick<AccountDeps, 'db'>,
  user: UserRow,
  password: string,
  ctx: RequestCtx,
  wrong: () => AppError,
): Promise<void> {
  const account = LIMITS.loginPerAccount(user.email);
  const ip = LIMITS.loginPerIp(ctx.ip);
  await consume(deps.db, [account, ip]);
  if (!(await verifyPassword(user.passwordHash, password))) throw wrong();
  await refund(deps.db, [ip]);
  await clear(deps.db, [account]);
}

/**
 * POST /api/admin/reauth: the password again, so this session may do money actions for
 * the next 15 minutes (requireRecentAuth in plugins/auth.ts).
 */
export async function reauthenticate(
  deps: Pick<AccountDeps, 'db'>,
  caller: { id: number; tokenId: number },
  password: string,
  ctx: RequestCtx,
): Promise<void> {
  const user = await loadUser(deps.db, caller.id);
  await checkCurrentPassword(
    deps,
    user,
    password,
    ctx,
    () => new AppError('business_rule', 'accounts.passwordWrong'),
  );
  await deps.db
    .update(authTokens)
    .set({ authenticatedAt: sql`now()` })
    .where(eq(authTokens.id, caller.tokenId));
  invalidateSessionCache();
}

export async function logout(db: Db, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
  invalidateSessionCache();
}

// ---------------------------------------------------------------------------------------
// Password reset

/** Sends a reset code, or a "there is no account" note; the answer never differs. */
export async function sendResetCode(deps: AccountDeps, email: string, ctx: RequestCtx): Promise<void> {
  await consume(deps.db, sendLimits('reset', email, ctx.ip));
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    // A transaction as in the other branch, so the answer takes about as long.
    await deps.db.transaction(async (tx) => {
      await enqueueMail(
        tx,
        accountEmails.resetWithoutAccount({ to: email, lang: ctx.lang, publicUrl: deps.env.PUBLIC_URL }),
      );
    });
    return;
  }
  await issueCodeAndMail(deps.db, { email, purpose: 'reset', userId: user.id }, (code) =>
    accountEmails.resetCode({ to: email, lang: user.preferredLang, code }),
  );
}

/**
 * Sets a new password, only with proof of the e-mailed code: the code itself or the reset
 * token verify-otp gave for it. Every session of the account is then signed out.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetPasswordBody,
  ctx: RequestCtx,
): Promise<void> {
  if (input.newPassword !== input.password_confirmation) {
    throw new AppError('business_rule', 'accounts.passwordMismatch');
  }
  const otp = input.otp ?? input.code;
  if (!otp && !input.resetToken) throw new AppError('validation_error', 'accounts.resetProofRequired');

  const userId = await withCodeLimits(
    deps,
    input.email,
    ctx,
    async () => {
      if (input.resetToken) {
        const found = await useResetToken(deps.db, { email: input.email, token: input.resetToken });
        return found?.userId ?? null;
      }
      const used = await useCode(deps.db, { email: input.email, purposes: ['reset'], code: otp as string });
      return used?.userId ?? null;
    },
    input.resetToken ? new AppError('business_rule', 'accounts.resetTokenInvalid') : codeInvalid(),
  );

  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw codeInvalid();
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    await enqueueMail(
      tx,
      accountEmails.passwordChanged({
        to: updated.email,
        lang: updated.preferredLang,
        publicUrl: deps.env.PUBLIC_URL,
      }),
    );
    // Other processes drop their sessions when (and only if) the revocation commits.
    await notifyInvalidation(tx, { kind: 'sessions' });
  });
  applyInvalidation({ kind: 'sessions' });
}

// ---------------------------------------------------------------------------------------
// Google and Facebook

/**
 * Signs in with a provider's token, verified by the provider (never a trust of a posted
 * e-mail). The account is found by the provider's subject, else linked by the confirmed
 * e-mail, else created. Linking an unconfirmed account drops its password: whoever set it
 * never proved they own the address.
 */
export async function socialLogin(
  deps: AccountDeps,
  provider: SocialProvider,
  token: string,
  ctx: RequestCtx,
): Promise<Session> {
  const verify = deps.social[provider];
  if (!verify)
    throw new AppError('not_found', 'accounts.providerOff', { provider: PROVIDER_NAMES[provider] });
  const ip = LIMITS.loginPerIp(ctx.ip);
  await consume(deps.db, [ip]);
  const identity = await verify(token);
  await refund(deps.db, [ip]);
  const email = identity.email;
  if (!email)
    throw new AppError('business_rule', 'accounts.socialNoEmail', { provider: PROVIDER_NAMES[provider] });
  const subjectColumn = provider === 'google' ? users.googleSubject : users.facebookId;

  const attempt = () =>
    deps.db.transaction(async (tx) => {
      const [bySubject] = await tx.select().from(users).where(eq(subjectColumn, identity.subject)).limit(1);
      if (bySubject) return bySubject;
      const [byEmail] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      const link =
        provider === 'google' ? { googleSubject: identity.subject } : { facebookId: identity.subject };
      if (byEmail) {
        const [linked] = await tx
          .update(users)
          .set({
            ...link,
            ...(byEmail.emailVerifiedAt ? {} : { emailVerifiedAt: new Date(), passwordHash: null }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, byEmail.id))
          .returning();
        return linked as UserRow;
      }
      const [created] = await tx
        .insert(users)
        .values({
          ...link,
          name: (identity.name ?? email.split('@')[0] ?? email).slice(0, 100),
          email,
          emailVerifiedAt: new Date(),
          preferredLang: ctx.lang,
        })
        .returning();
      return created as UserRow;
    });

  let user: UserRow;
  try {
    user = await attempt();
  } catch (error) {
    // Two first sign-ins at once: the other one created the account; take it.
    if (!isUniqueViolation(error)) throw error;
    user = await attempt();
  }
  return createSession(deps.db, deps.env, user, ctx.lang);
}

// ---------------------------------------------------------------------------------------
// Profile

async function pendingEmailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: oneTimeCodes.email })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'change_email'),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.email ?? null;
}

async function toUser(db: Db, row: UserRow): Promise<User> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    image: avatarUrl(row.image),
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    pendingEmail: await pendingEmailOf(db, row.id),
    preferredLang: row.preferredLang,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertSelf(callerId: number, id: number) {
  if (callerId !== id) throw new AppError('forbidden', 'error.forbidden');
}

async function loadUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('unauthorized', 'error.unauthorized');
  return row;
}

/** GET /api/users/{id}: only the caller's own record (403 otherwise). */
export async function getUser(db: Db, callerId: number, id: number): Promise<User> {
  assertSelf(callerId, id);
  return toUser(db, await loadUser(db, id));
}

/**
 * Starts an e-mail change: a code goes to the new address (the change happens once it is
 * entered, POST /api/verify-email). If the address belongs to another account, that
 * address is told instead, and the answer stays the same.
 */
export async function startEmailChange(
  deps: AccountDeps,
  user: UserRow,
  newEmail: string,
  ctx: RequestCtx,
): Promise<void> {
  if (newEmail === user.email) throw new AppError('business_rule', 'accounts.sameEmail');
  await consume(deps.db, sendLimits('change_email', newEmail, ctx.ip));
  const owner = await findUserByEmail(deps.db, newEmail);
  if (owner) {
    // A transaction as in the other branch, so the answer takes about as long.
    await deps.db.transaction(async (tx) => {
      await enqueueMail(
        tx,
        accountEmails.changeEmailTaken({
          to: newEmail,
          lang: owner.preferredLang,
          publicUrl: deps.env.PUBLIC_URL,
        }),
      );
    });
    return;
  }
  await issueCodeAndMail(deps.db, { email: newEmail, purpose: 'change_email', userId: user.id }, (code) =>
    accountEmails.changeEmailCode({ to: newEmail, lang: ctx.lang, code }),
  );
}

/** How long the old address's undo link works (decision 027). */
export const UNDO_EMAIL_DAYS = 7;

/**
 * An e-mail change needs the current password, even from a signed-in session: otherwise a
 * stolen session could move the account to another address and reset the password there.
 * An account without a password (Google or Facebook only) sets one first.
 */
async function assertEmailChangeProof(
  deps: AccountDeps,
  user: UserRow,
  currentPassword: string | undefined,
  ctx: RequestCtx,
): Promise<void> {
  if (!user.passwordHash) throw new AppError('business_rule', 'accounts.setPasswordFirst');
  if (!currentPassword) {
    throw new AppError('business_rule', 'accounts.currentPasswordForEmail', {}, [
      { key: 'accounts.currentPasswordForEmailField' },
    ]);
  }
  await checkCurrentPassword(
    deps,
    user,
    currentPassword,
    ctx,
    () =>
      new AppError('business_rule', 'accounts.oldPasswordWrong', {}, [
        { key: 'accounts.currentPasswordWrongField' },
      ]),
  );
}

/** POST /api/change-email: the new address and the current password (`oldPassword`). */
export async function requestEmailChange(
  deps: AccountDeps,
  callerId: number,
  input: { email: string; oldPassword?: string | undefined },
  ctx: RequestCtx,
): Promise<void> {
  const user = await loadUser(deps.db, callerId);
  if (input.email === user.email) throw new AppError('business_rule', 'accounts.sameEmail');
  await assertEmailChangeProof(deps, user, input.oldPassword, ctx);
  await startEmailChange(deps, user, input.email, ctx);
}

/**
 * POST /api/verify-email: the code sent to the new address moves the account to it. The
 * other sessions end (this one stays), and the old address is told, with a link that undoes
 * the change (undoEmailChange).
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  caller: { id: number; tokenId: number },
  input: { email: string; otp: string },
  ctx: RequestCtx,
): Promise<User> {
  const callerId = caller.id;
  await withCodeLimits(
    deps,
    input.email,
    ctx,
    () =>
      useCode(deps.db, { email: input.email, purposes: ['change_email'], code: input.otp, userId: callerId }),
    codeInvalid(),
  );
  let row: UserRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, callerId)))
        .limit(1);
      if (taken) throw new AppError('conflict', 'accounts.emailTaken');
      const [before] = await tx.select().from(users).where(eq(users.id, callerId)).for('update');
      if (!before) throw new AppError('unauthorized', 'error.unauthorized');
      const [updated] = await tx
        .update(users)
        .set({ email: input.email, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, callerId))
        .returning();
      if (!updated) throw new AppError('unauthorized', 'error.unauthorized');
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authTokens.userId, callerId),
            ne(authTokens.id, caller.tokenId),
            isNull(authTokens.revokedAt),
          ),
        );
      const undo = newToken();
      await tx.insert(oneTimeCodes).values({
        email: before.email,
        purpose: 'undo_email',
        userId: callerId,
        codeHash: hashToken(undo),
        expiresAt: sql`now() + make_interval(days => ${UNDO_EMAIL_DAYS})`,
      });
      await enqueueMail(
        tx,
        accountEmails.emailChanged({
          to: before.email,
          lang: before.preferredLang,
          newEmail: input.email,
          // In the fragment: never sent to a server, so never in a log or a Referer.
          undoUrl: `${deps.env.PUBLIC_URL}/undo-email#token=${undo}`,
          days: UNDO_EMAIL_DAYS,
        }),
      );
      await notifyInvalidation(tx, { kind: 'sessions' });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'accounts.emailTaken');
    throw error;
  }
  applyInvalidation({ kind: 'sessions' });
  return toUser(deps.db, row);
}

/**
 * POST /api/undo-email-change: the old address's link, once, within UNDO_EMAIL_DAYS. Whoever
 * changed the address may also know the password or have linked a Google or Facebook
 * account of theirs, so the account is locked down too: the address comes back, every
 * session ends, the password and the social links are removed. The owner then chooses a
 * new password with "Forgot password", at the address they own.
 */
export async function undoEmailChange(deps: AccountDeps, token: string, ctx: RequestCtx): Promise<string> {
  await consume(deps.db, [LIMITS.codePerIp(ctx.ip)]);
  const invalid = () => new AppError('business_rule', 'accounts.undoInvalid');
  if (token.length > 200) throw invalid();
  let outcome: { restored: boolean; email: string };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [used] = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.purpose, 'undo_email'),
            eq(oneTimeCodes.codeHash, hashToken(token)),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: oneTimeCodes.userId, email: oneTimeCodes.email });
      if (!used?.userId) throw invalid();
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, used.email), ne(users.id, used.userId)))
        .limit(1);
      await tx
        .update(users)
        .set({
          ...(other ? {} : { email: used.email }),
          passwordHash: null,
          googleSubject: null,
          facebookId: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, used.userId));
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, used.userId), isNull(authTokens.revokedAt)));
      // A change still waiting for its code must not go through afterwards.
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.userId, used.userId),
            eq(oneTimeCodes.purpose, 'change_email'),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
      await notifyInvalidation(tx, { kind: 'sessions' });
      return { restored: !other, email: used.email };
    });
  } catch (error) {
    // Someone took the old address at this very moment: nothing changed, the link still works.
    if (isUniqueViolation(error)) throw new AppError('conflict', 'accounts.undoAddressTaken');
    throw error;
  }
  applyInvalidation({ kind: 'sessions' });
  if (!outcome.restored) throw new AppError('conflict', 'accounts.undoAddressTaken');
  return outcome.email;
}

export type ProfileUpdate = UpdateUserFields & { image?: Buffer };

/**
 * A sign-up or profile phone with a `+` must carry a known calling code and 6-14 digits, and
 * is stored as `+<code> <number>` (the storefront's picker); the spec's clients may still send
 * a national number without one, kept as typed.
 */
function internationalOrAsTyped(phone: string): string {
  if (!phone.trim().startsWith('+')) return phone;
  const parsed = parseInternationalPhone(phone);
  if (!parsed.ok) throw new AppError('business_rule', PHONE_MESSAGES[parsed.problem]);
  return parsed.value;
}

/**
 * POST /api/users/{id}: any of name, phone, picture, password (with the current one) and
 * e-mail (which only starts the change: see startEmailChange). A new password signs out
 * every other session. Returns the saved user and whether an e-mail code went out.
 */
export async function updateUser(
  deps: AccountDeps,
  caller: { id: number; tokenId: number },
  id: number,
  input: ProfileUpdate,
  ctx: RequestCtx,
): Promise<{ user: User; emailChangeSentTo: string | null }> {
  assertSelf(caller.id, id);
  if (input.lang !== undefined && !isLang(input.lang)) {
    throw new AppError('business_rule', 'accounts.unknownLang', {
      lang: input.lang,
      langs: LANGS.join(', '),
    });
  }
  const current = await loadUser(deps.db, id);
  const wantsEmailChange = input.email !== undefined && input.email !== current.email;
  // The current password comes as `oldPassword` (the spec's field) for both changes.
  const changesPassword =
    input.newPassword !== undefined ||
    input.password_confirmation !== undefined ||
    (Boolean(input.oldPassword) && !wantsEmailChange);

  let passwordHash: string | undefined;
  if (changesPassword) {
    if (!input.newPassword || input.password_confirmation === undefined) {
      throw new AppError('business_rule', 'accounts.newPasswordRequired');
    }
    if (input.newPassword !== input.password_confirmation) {
      throw new AppError('business_rule', 'accounts.passwordMismatch');
    }
  }
  if (wantsEmailChange) {
    await assertEmailChangeProof(deps, current, input.oldPassword, ctx);
  } else if (changesPassword && current.passwordHash) {
    if (!input.oldPassword) throw new AppError('business_rule', 'accounts.oldPasswordRequired');
    await checkCurrentPassword(
      deps,
      current,
      input.oldPassword,
      ctx,
      () => new AppError('business_rule', 'accounts.oldPasswordWrong'),
    );
  }
  if (changesPassword) passwordHash = await hashPassword(input.newPassword as string);

  // Everything that can refuse runs before anything is stored or sent.
  const phone = input.phone === undefined ? undefined : internationalOrAsTyped(input.phone);
  // Decoded on a worker thread: a picture is anyone's bytes (docs/decisions/026-hostile-files-worker-pool.md).
  const picture = input.image
    ? await deps.workers.run('avatar', input.image, 'render').catch(unavailableAs('error.imageUnavailable'))
    : undefined;
  // The picture is stored first: a disk that refuses it stops the update before any code
  // is mailed or row changed, and any later failure removes it again.
  const imageKey = picture ? await storeAvatar(deps.env.uploadDir, picture) : undefined;

  let saved: UserRow;
  try {
    if (wantsEmailChange) await startEmailChange(deps, current, input.email as string, ctx);
    saved = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(phone !== undefined ? { phone } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          ...(imageKey ? { image: imageKey } : {}),
          ...(input.lang !== undefined ? { preferredLang: input.lang as Lang } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (passwordHash) {
        await tx
          .update(authTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(eq(authTokens.userId, id), ne(authTokens.id, caller.tokenId), isNull(authTokens.revokedAt)),
          );
        await notifyInvalidation(tx, { kind: 'sessions' }); // heard elsewhere on commit
        const changed = row as UserRow;
        await enqueueMail(
          tx,
          accountEmails.passwordChanged({
            to: changed.email,
            lang: changed.preferredLang,
            publicUrl: deps.env.PUBLIC_URL,
          }),
        );
      }
      return row as UserRow;
    });
  } catch (error) {
    if (imageKey) await removeAvatar(deps.env.uploadDir, imageKey);
    throw error;
  }
  invalidateSessionCache();
  if (imageKey && current.image) await removeAvatar(deps.env.uploadDir, current.image);
  return {
    user: await toUser(deps.db, saved),
    emailChangeSentTo: wantsEmailChange ? (input.email as string) : null,
  };
}
