/** What /api/webhooks answers: a trade account's webhook endpoints and their delivery log. */
import { z } from 'zod';

/** The events an endpoint may subscribe to (docs/webhooks.md#events). */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'proof.ready',
  'order.dispatched',
  'order.cancelled',
  'refund.created',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** false: disabled by its owner, nothing is sent to it. */
  enabled: z.boolean(),
  created_at: z.string(),
  /** The newest delivery's state, for the list (null before the first). */
  last_delivery: z.object({ status: z.enum(['pending', 'delivered', 'failed']), at: z.string() }).nullable(),
});

export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** At creation and on "rotate secret": the signing secret, shown this once. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({
  /** `whsec_` and 64 hex digits; the key of the HMAC as it is written (docs/webhooks.md). */
  secret: z.string(),
});

export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when no answer came (timeout, refused, blocked address). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  /** When the next attempt is due after this one failed; null when none follows. */
  next_attempt_at: z.string().nullable(),
  /** Started by the owner's replay, not by the schedule. */
  replay: z.boolean(),
});

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `Webhook-Id` header and the body's `id`: the same on every attempt and replay. */
  event_id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  order_code: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  attempts: z.array(WebhookAttemptSchema),
});

export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;
