import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { auditLog } from '../modules/audit/table';
import type { TestContext } from './app';
import { bearer } from './users';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request to the app, signed in with `token` when given. */
export function call(
  ctx: TestContext,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = {
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
  return ctx.app.inject(options);
}

/** The newest audit row of an entity (and id), or undefined. */
export async function lastAudit(ctx: TestContext, entity: string, entityId?: number | string) {
  const [row] = await ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

export async function auditCount(ctx: TestContext): Promise<number> {
  return (await ctx.database.db.select({ id: auditLog.id }).from(auditLog)).length;
}
