import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashToken, newSixDigitCode, newToken, safeEqual } from '../../lib/tokens';
import { oneTimeCodes, type PendingSignUp } from './table';

export type CodePurpose = 'register' | 'reset' | 'change_email' | 'undo_email';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/** How long the reset token handed out by verify-otp stays valid. */
export const RESET_TOKEN_TTL_MINUTES = 10;

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * Issues a new six-digit code for an address and purpose; earlier unused ones stop working,
 * so only the latest e-mail counts. Only the code's hash is stored.
 */
export async function issueCode(
  db: Executor,
  input: {
    email: string;
    purpose: CodePurpose;
    userId: number | null;
    /** The sign-up this code confirms (register codes). */
    pending?: PendingSignUp;
    /**
     * Leave earlier codes working: a repeated sign-up must not void the code the first
     * registrant already holds (each code confirms its own sign-up).
     */
    keepEarlier?: boolean;
  },
): Promise<string> {
  const code = newSixDigitCode();
  if (!input.keepEarlier) {
    await db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.email, input.email),
          eq(oneTimeCodes.purpose, input.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
  }
  await db.insert(oneTimeCodes).values({
    email: input.email,
    purpose: input.purpose,
    userId: input.userId,
    codeHash: hashToken(code),
    pending: input.pending ?? null,
    expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
  });
  return code;
}

export type UsedCode = {
  id: number;
  purpose: CodePurpose;
  userId: number | null;
  email: string;
  pending: PendingSignUp | null;
};

/**
 * Checks a code: single use, 10-minute expiry, 5 attempts. Every failure looks the same to
 * the caller (null), whether the code is wrong, expired, used up or never existed, so the
 * answer says nothing about the account. On success the code is consumed atomically.
 */
export async function useCode(
  db: Executor,
  input: { email: string; purposes: CodePurpose[]; code: string; userId?: number },
): Promise<UsedCode | null> {
  const [active] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, input.email),
        inArray(oneTimeCodes.purpose, input.purposes),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
        input.userId === undefined ? undefined : eq(oneTimeCodes.userId, input.userId),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!active) return null;

  // Count the attempt first (atomically), then compare: parallel guesses cannot exceed 5.
  const [attempt] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, active.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: oneTimeCodes.codeHash });
  if (!attempt) return null;
  // The newest code, or an earlier one still active for the same address and purpose (a
  // repeated sign-up leaves the first registrant's code working).
  const entered = hashToken(input.code);
  let matchId: number | null = safeEqual(attempt.codeHash, entered) ? active.id : null;
  if (matchId === null) {
    const [earlier] = await db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, input.email),
          inArray(oneTimeCodes.purpose, input.purposes),
          eq(oneTimeCodes.codeHash, entered),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.expiresAt, sql`now()`),
          input.userId === undefined ? undefined : eq(oneTimeCodes.userId, input.userId),
        ),
      )
      .limit(1);
    matchId = earlier?.id ?? null;
  }
  if (matchId === null) return null;

  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, matchId), isNull(oneTimeCodes.consumedAt)))
    .returning({
      id: oneTimeCodes.id,
      purpose: oneTimeCodes.purpose,
      userId: oneTimeCodes.userId,
      email: oneTimeCodes.email,
      pending: oneTimeCodes.pending,
    });
  return used ?? null;
}

/** After a reset code is verified: a short-lived token that lets the next step set the password. */
export async function issueResetToken(db: Executor, codeId: number): Promise<string> {
  const token = newToken();
  await db
    .update(oneTimeCodes)
    .set({
      resetTokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
    })
    .where(eq(oneTimeCodes.id, codeId));
  return token;
}

/** Uses up a reset token (once); null when unknown, expired, used or for another address. */
export async function useResetToken(
  db: Executor,
  input: { email: string; token: string },
): Promise<{ userId: number | null } | null> {
  if (input.token.length > 200) return null;
  const [row] = await db
    .update(oneTimeCodes)
    .set({ resetTokenHash: null })
    .where(
      and(
        eq(oneTimeCodes.resetTokenHash, hashToken(input.token)),
        eq(oneTimeCodes.email, input.email),
        eq(oneTimeCodes.purpose, 'reset'),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row ?? null;
}
