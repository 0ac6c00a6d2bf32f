/** The webhooks' settings (README's table; read from the environment by app.ts). */
export type WebhookSettings = {
  /** WEBHOOKS_ALLOW_PRIVATE: http and private, loopback, link-local addresses allowed (development, tests). */
  allowPrivate: boolean;
  /** WEBHOOKS_MAX_ENDPOINTS: endpoints one account may have. */
  maxEndpoints: number;
  /** WEBHOOKS_TIMEOUT_MS: how long one attempt may take in all. */
  timeoutMs: number;
  /** WEBHOOKS_RETRY_SECONDS: the wait before each retry after a failed attempt; then failed. */
  retrySeconds: number[];
  /** WEBHOOKS_SECRET_KEY (32 bytes): seals the signing secrets at rest; absent: kept plain. */
  secretKey: Buffer | undefined;
};

export function webhookSettingsFrom(env: {
  WEBHOOKS_ALLOW_PRIVATE: boolean;
  WEBHOOKS_MAX_ENDPOINTS: number;
  WEBHOOKS_TIMEOUT_MS: number;
  WEBHOOKS_RETRY_SECONDS: number[];
  WEBHOOKS_SECRET_KEY?: Buffer | undefined;
}): WebhookSettings {
  return {
    allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    maxEndpoints: env.WEBHOOKS_MAX_ENDPOINTS,
    timeoutMs: env.WEBHOOKS_TIMEOUT_MS,
    retrySeconds: env.WEBHOOKS_RETRY_SECONDS,
    secretKey: env.WEBHOOKS_SECRET_KEY,
  };
}
