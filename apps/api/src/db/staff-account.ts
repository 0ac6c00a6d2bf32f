import { and, eq, isNull } from 'drizzle-orm';
import { applyInvalidation, notifySql } from '../lib/invalidation';
import {
  authTokens,
  EmailSchema,
  hashPassword,
  NameSchema,
  NewPasswordSchema,
  users,
} from '../modules/accounts';
import { recordAudit } from '../modules/audit';
import type { Db } from './client';

export type StaffAccountInput = {
  email?: string | undefined;
  password?: string | undefined;
  name?: string | undefined;
};
export type StaffAccountResult = { id: number; email: string; created: boolean };

/** A problem with the command line's input, worded for one line on the terminal. */
export class StaffAccountError extends Error {}

/**
 * Checks the input with the sign-up rules of accounts/schema.ts (the same e-mail format and
 * password length customers get), throwing one readable line for the first problem.
 */
export function checkStaffAccountInput(input: StaffAccountInput): {
  email: string;
  password: string;
  name: string | null;
} {
  if (!input.email) throw new StaffAccountError('Missing --email (the staff member’s e-mail address).');
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new StaffAccountError(`Invalid --email "${input.email}": not an e-mail address.`);
  if (!input.password) throw new StaffAccountError('Missing --password.');
  const password = NewPasswordSchema.safeParse(input.password);
  if (!password.success) {
    throw new StaffAccountError(
      input.password.length > 128
        ? 'Invalid --password: at most 128 characters.'
        : 'Weak --password: use at least 8 characters.',
    );
  }
  let name: string | null = null;
  if (input.name !== undefined) {
    const parsed = NameSchema.safeParse(input.name);
    if (!parsed.success) throw new StaffAccountError('Invalid --name: 1 to 100 characters.');
    name = parsed.data;
  }
  return { email: email.data, password: password.data, name };
}

/**
 * Creates a staff account, or promotes the existing account of that e-mail to staff (its
 * password becomes the one given, its e-mail counts as verified, and its sessions end: they
 * were opened with the old password, perhaps by someone else, and would become staff
 * sessions). Audited with no actor.
 */
export async function createOrPromoteStaff(db: Db, input: StaffAccountInput): Promise<StaffAccountResult> {
  const { email, password, name } = checkStaffAccountInput(input);
  const passwordHash = await hashPassword(password);
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    const now = new Date();
    if (existing) {
      const [after] = await tx
        .update(users)
        .set({
          role: 'staff',
          passwordHash,
          ...(name ? { name } : {}),
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id))
        .returning();
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.userId, existing.id), isNull(authTokens.revokedAt)));
      // Told straight to every server process on commit: the command line has no listener
      // of its own to publish through (lib/invalidation.ts), and must not wait for the TTL.
      await tx.execute(notifySql(['sessions']));
      await recordAudit(tx, {
        actorUserId: null,
        action: 'promote',
        entity: 'user',
        entityId: existing.id,
        before: publicUser(existing),
        after: after ? publicUser(after) : null,
      });
      return { id: existing.id, email, created: false };
    }
    if (!name) throw new StaffAccountError('Missing --name (needed to create a new account).');
    const [created] = await tx
      .insert(users)
      .values({ name, email, passwordHash, role: 'staff', emailVerifiedAt: now })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    await recordAudit(tx, {
      actorUserId: null,
      action: 'create',
      entity: 'user',
      entityId: created.id,
      before: null,
      after: publicUser(created),
    });
    return { id: created.id, email, created: true };
  });
  applyInvalidation({ kind: 'sessions' });
  return result;
}

/** A user row without its password hash or social ids (what the audit log keeps). */
export function publicUser(row: typeof users.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    email_verified_at: row.emailVerifiedAt,
  };
}
