import { ErrorBodySchema, MessageBodySchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import {
  CreateWebhookBodySchema,
  DeliveriesQuerySchema,
  DeliveryParamsSchema,
  UpdateWebhookBodySchema,
  WebhookDeliveryPageEnvelopeSchema,
  WebhookEnvelopeSchema,
  WebhookListEnvelopeSchema,
  WebhookParamsSchema,
  WebhookWithSecretEnvelopeSchema,
} from './schema';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from './service';
import type { WebhookSettings } from './settings';

const failures = (...statuses: (400 | 401 | 403 | 404 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

const TAGS = ['webhooks'];
const SECURITY: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

/**
 * A trade account's webhook endpoints and their delivery log (docs/webhooks.md). Signed in, with
 * company details (403 otherwise); another account's endpoint or delivery is a 404.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ settings: WebhookSettings }> = async (
  app,
  { settings },
) => {
  app.get(
    '/webhooks',
    {
      schema: {
        tags: TAGS,
        summary: 'Own webhook endpoints (trade accounts), with the state of each one’s newest delivery',
        security: SECURITY,
        response: { 200: WebhookListEnvelopeSchema, ...failures(401, 403) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ status: true as const, data: await listWebhooks(app.db, request.user!.id) }),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags: TAGS,
        summary:
          'Adds an endpoint: an https `url` whose host resolves only to public addresses (422 otherwise) ' +
          'and `events` (order.created, order.status_changed, proof.ready, order.dispatched, ' +
          'order.cancelled, refund.created). Answers its signing `secret` (whsec_…) this once. ' +
          'At most WEBHOOKS_MAX_ENDPOINTS per account (422)',
        security: SECURITY,
        body: CreateWebhookBodySchema,
        response: { 200: WebhookWithSecretEnvelopeSchema, ...failures(400, 401, 403, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      message: translate('webhooks.created', request.lang),
      data: await createWebhook(app.db, settings, request.user!.id, request.body),
    }),
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Changes an own endpoint: its `url` (checked as on creation), `events`, or `enabled` (false: nothing is sent)',
        security: SECURITY,
        params: WebhookParamsSchema,
        body: UpdateWebhookBodySchema,
        response: { 200: WebhookEnvelopeSchema, ...failures(400, 401, 403, 404, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      message: translate('webhooks.updated', request.lang),
      data: await updateWebhook(app.db, settings, request.user!.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags: TAGS,
        summary: 'Replaces an own endpoint’s signing secret at once; answers the new one this once',
        security: SECURITY,
        params: WebhookParamsSchema,
        response: { 200: WebhookWithSecretEnvelopeSchema, ...failures(400, 401, 403, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      message: translate('webhooks.rotated', request.lang),
      data: await rotateWebhookSecret(app.db, settings, request.user!.id, request.params.id),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Deletes an own endpoint and its delivery log',
        security: SECURITY,
        params: WebhookParamsSchema,
        response: { 200: MessageBodySchema, ...failures(400, 401, 403, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await deleteWebhook(app.db, request.user!.id, request.params.id);
      return { status: true as const, message: translate('webhooks.deleted', request.lang) };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags: TAGS,
        summary:
          'An own endpoint’s deliveries, newest first (`page`, `per_page` up to 100), each with its event id, ' +
          'state (pending, delivered, failed), next attempt and every attempt (status code, duration, error)',
        security: SECURITY,
        params: WebhookParamsSchema,
        querystring: DeliveriesQuerySchema,
        response: { 200: WebhookDeliveryPageEnvelopeSchema, ...failures(400, 401, 403, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await listDeliveries(
        app.db,
        request.user!.id,
        request.params.id,
        request.query.page,
        request.query.per_page,
      ),
    }),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/replay',
    {
      schema: {
        tags: TAGS,
        summary:
          'Sends a delivery again now: same event id and body, signed afresh (422 while the endpoint is disabled)',
        security: SECURITY,
        params: DeliveryParamsSchema,
        response: { 200: MessageBodySchema, ...failures(400, 401, 403, 404, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await replayDelivery(app.db, request.user!.id, request.params.id, request.params.deliveryId);
      return { status: true as const, message: translate('webhooks.replayQueued', request.lang) };
    },
  );
};
