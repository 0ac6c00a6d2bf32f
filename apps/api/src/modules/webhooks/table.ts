import type { WebhookEventType } from '@shop/shared/api/webhooks';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { orders } from '../orders';

/**
 * A trade account's webhook endpoint (docs/decisions/054-webhooks.md): where the events of its
 * own orders are POSTed, signed with the endpoint's secret.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: jsonb().$type<WebhookEventType[]>().notNull(),
    /**
     * The signing secret (`whsec_…`): `enc:` + AES-256-GCM under WEBHOOKS_SECRET_KEY when that is
     * set, else `plain:` (secret.ts). The server must sign with it, so it cannot be hashed.
     */
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * One event for one endpoint: the body is frozen when the event happens (the exact bytes every
 * attempt and replay send and sign), the state follows the attempts.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** `evt_…`: the Webhook-Id header and the body's id, kept by retries and replays. */
    eventId: text().notNull(),
    type: text().$type<WebhookEventType>().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The JSON body as sent (text, so the signed bytes never change). */
    body: text().notNull(),
    status: text({ enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    /**
     * The job allowed to make the next attempt (deliver.ts): a replay or a new schedule writes a
     * new one, so an older job still waiting in the queue finds it changed and does nothing.
     */
    jobToken: text(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** Scheduled attempts made so far (replays not counted): the retry schedule's position. */
    scheduledAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_unique').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** Every attempt to send a delivery, for the reseller's log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial().primaryKey(),
    deliveryId: integer()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    durationMs: integer().notNull(),
    statusCode: integer(),
    error: text(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    replay: boolean().notNull().default(false),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
