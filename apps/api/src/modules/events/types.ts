import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

/**
 * What happens to an order that other modules act on. `moved` is every status change (the
 * order's history line, from `null` when it is born); the others say why money or files moved.
 */
export type OrderEventInput =
  | {
      orderId: number;
      type: 'moved';
      /** `shown`: the note may reach the customer (absent on events recorded before it existed: shown). */
      data: { from: number | null; to: number; note: string; shown?: boolean };
    }
  | { orderId: number; type: 'paid'; data?: { paymentId?: number } }
  | { orderId: number; type: 'cancelled'; data: { from: number; reason: string } }
  | {
      orderId: number;
      type: 'refunded';
      data: { amountCents: number; paymentId?: number; refundId?: number };
    }
  /**
   * Staff sent a proof (orders/proofs.ts). `proofId`, `lineId` (null: a service order's own
   * proof) and `version` since proofs have a table; events recorded before carry `uploadId` only.
   */
  | {
      orderId: number;
      type: 'proof_ready';
      data: { uploadId: number; proofId?: number; lineId?: number | null; version?: number };
    }
  /** The customer answered a proof: approved, or changes requested (with a comment). */
  | {
      orderId: number;
      type: 'proof_answered';
      data: { proofId: number; status: 'approved' | 'changes_requested' };
    }
  /** Staff handed over a service's finished files (orders/proofs.ts). */
  | { orderId: number; type: 'final_files'; data: { uploadIds: number[] } };

export type OrderEventType = OrderEventInput['type'];

export const ORDER_EVENT_TYPES = [
  'moved',
  'paid',
  'cancelled',
  'refunded',
  'proof_ready',
  'proof_answered',
  'final_files',
] as const satisfies readonly OrderEventType[];

/** An event as stored and handed to its handlers. */
export type OrderEvent = {
  [T in OrderEventType]: {
    id: number;
    orderId: number;
    type: T;
    data: NonNullable<Extract<OrderEventInput, { type: T }>['data']>;
    createdAt: Date;
  };
}[OrderEventType];

export type OrderEventContext = {
  /** The handler's own transaction, which also holds its delivered marker: write through it. */
  tx: Db;
  log: FastifyBaseLogger;
  /** PUBLIC_URL, for links in what a handler sends. */
  publicUrl: string;
};

export type OrderEventHandler = {
  /**
   * Stable and unique ('<module>.<what>'): the delivered marker is kept under it, so renaming a
   * handler would deliver again the events whose jobs are still retrying.
   */
  name: string;
  types: readonly OrderEventType[];
  /**
   * Runs once per event of those types, after the event's transaction committed. Throwing rolls
   * back the handler's writes and retries it later (with backoff) without re-running the others.
   * Work outside the database (an HTTP call) is at-least-once: it may run again if the commit
   * after it fails.
   */
  handle: (event: OrderEvent, context: OrderEventContext) => Promise<void>;
};
