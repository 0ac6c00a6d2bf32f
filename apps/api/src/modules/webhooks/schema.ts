import {
  WEBHOOK_EVENT_TYPES,
  WebhookDeliveryPageSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@shop/shared/api/webhooks';
import { envelopeSchema, IdSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const EventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const CreateWebhookBodySchema = z.object({
  url: z.string().trim().min(1).max(2000),
  events: EventsSchema,
});

export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;

export const UpdateWebhookBodySchema = z
  .object({
    url: z.string().trim().min(1).max(2000).optional(),
    events: EventsSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Give url, events or enabled.',
  });

export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;

// Ids as every other route reads them: digits only, within the database's integer range (else 400).
export const WebhookParamsSchema = z.object({ id: IdSchema });
export const DeliveryParamsSchema = z.object({ id: IdSchema, deliveryId: IdSchema });

export const DeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const WebhookListEnvelopeSchema = envelopeSchema(z.array(WebhookEndpointSchema));
export const WebhookEnvelopeSchema = envelopeSchema(WebhookEndpointSchema);
export const WebhookWithSecretEnvelopeSchema = envelopeSchema(WebhookEndpointWithSecretSchema);
export const WebhookDeliveryPageEnvelopeSchema = envelopeSchema(WebhookDeliveryPageSchema);
