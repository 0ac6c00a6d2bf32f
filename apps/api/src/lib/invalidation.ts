import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Cache invalidation for every process on one database
 * (docs/decisions/010-cross-process-invalidation.md).
 *
 * The in-process caches (read caches and the catalogue snapshot, resolved sessions, cart
 * rows) register what an invalidation means to them with `onInvalidation`. A write calls
 * `invalidate(event)` once it has committed: the caches of this process are emptied at once,
 * and on a PostgreSQL server the event goes out with `pg_notify` on INVALIDATION_CHANNEL.
 * `plugins/invalidation.ts` LISTENs on that channel in every process and applies what it
 * hears locally (its own notifications too: applying twice is harmless, and receiving never
 * publishes, so nothing loops). With PGlite there is one process and the local call is all.
 *
 * A process whose listener is down misses notifications; its caches still expire after
 * their TTL, and it empties them all when the listener reconnects.
 */

export type Invalidation =
  /** Read caches and the catalogue snapshot (and with them every cached cart). */
  | { kind: 'read' }
  /** Resolved bearer tokens (logout, password reset or change, role or language change). */
  | { kind: 'sessions' }
  /** One user's cached cart rows. */
  | { kind: 'cart'; userId: number };

export const INVALIDATION_CHANNEL = 'shop_invalidate';

type Handler = (event: Invalidation) => void;
const handlers: Handler[] = [];

/** A cache says how to forget; called once when its module loads. */
export function onInvalidation(handler: Handler): void {
  handlers.push(handler);
}

/** Applies an invalidation to this process only (what a received notification does). */
export function applyInvalidation(event: Invalidation): void {
  for (const handler of handlers) handler(event);
}

export function encodeInvalidation(event: Invalidation): string {
  return event.kind === 'cart' ? `cart:${event.userId}` : event.kind;
}

/**
 * Reads a notification's payload. Anything unknown (a newer process during a rolling
 * upgrade, a hand-made NOTIFY) means "forget everything": nothing is ignored.
 */
export function decodeInvalidation(payload: string): Invalidation[] {
  if (payload === 'read' || payload === 'sessions') return [{ kind: payload }];
  const cart = /^cart:(\d{1,15})$/.exec(payload);
  if (cart) return [{ kind: 'cart', userId: Number(cart[1]) }];
  return EVERYTHING;
}

/** What a process forgets when it may have missed notifications (carts go with the read caches). */
export const EVERYTHING: Invalidation[] = [{ kind: 'read' }, { kind: 'sessions' }];

/** Sends payloads to the other processes of one database (registered by the plugin). */
export type Publisher = (payloads: string[]) => Promise<void>;
const publishers = new Set<Publisher>();
let pending = new Set<string>();
let flushScheduled = false;

export function addPublisher(publisher: Publisher): () => Promise<void> {
  publishers.add(publisher);
  return async () => {
    await flushInvalidations();
    publishers.delete(publisher);
  };
}

/**
 * Empties the matching caches of this process now and tells every other process. Call it
 * after the write has committed. Events of one tick are sent together, once each.
 */
export function invalidate(event: Invalidation): void {
  applyInvalidation(event);
  if (publishers.size === 0) return;
  pending.add(encodeInvalidation(event));
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(() => void flushInvalidations());
  }
}

/** Sends what `invalidate` queued (publishers log their own failures; never rejects). */
export async function flushInvalidations(): Promise<void> {
  flushScheduled = false;
  if (pending.size === 0) return;
  const payloads = [...pending];
  pending = new Set();
  await Promise.all([...publishers].map((publish) => publish(payloads).catch(() => {})));
}

/**
 * Raises the notification inside the caller's transaction, so other processes hear it only
 * if, and once, it commits (a crash after the commit cannot lose it). The caller still calls
 * `applyInvalidation(event)` after the commit for this process. A no-op without a server.
 */
export async function notifyInvalidation(tx: Db, event: Invalidation): Promise<void> {
  if (publishers.size === 0) return;
  await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${encodeInvalidation(event)})`);
}

/** The query a publisher runs: one round trip for every payload of a flush. */
export function notifySql(payloads: string[]) {
  return sql`select pg_notify(${INVALIDATION_CHANNEL}, p) from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`;
}
