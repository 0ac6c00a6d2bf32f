import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes in hex. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/**
 * How a secret is kept in `webhook_endpoints.secret`. The server signs with it, so it cannot be
 * hashed like a password: with WEBHOOKS_SECRET_KEY (32 bytes) it is sealed with AES-256-GCM
 * (`enc:<iv>:<tag>:<ciphertext>`, base64url), without it kept as `plain:<secret>`
 * (docs/decisions/054-webhooks.md). Both forms are read, so setting the key later only changes
 * secrets made or rotated after it.
 */
export function sealWebhookSecret(secret: string, key: Buffer | undefined): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['enc', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function openWebhookSecret(stored: string, key: Buffer | undefined): string {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  const [kind, iv, tag, sealed] = stored.split(':');
  if (kind !== 'enc' || !iv || !tag || !sealed) throw new Error('webhook secret: unknown storage form');
  if (!key) throw new Error('webhook secret is sealed but WEBHOOKS_SECRET_KEY is not set');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
 * secret exactly as shown to its owner (the whole `whsec_…` text): docs/webhooks.md#verifying.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}
