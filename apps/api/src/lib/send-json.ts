import type { FastifyReply } from 'fastify';

/**
 * Sends an envelope serialised here, skipping the response schema's serializer: for hot
 * answers built by our own typed code (the cart) and for stored answers replayed as they
 * were first sent (idempotent payments). The route schemas still document them.
 */
export function sendJson(reply: FastifyReply, statusCode: number, body: unknown) {
  return reply
    .status(statusCode)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(body));
}
