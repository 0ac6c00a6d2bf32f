import { hashToken } from '../../lib/tokens';

/** A token older than this is not sent (docs/product.md#token-sync). */
export const TOKEN_SYNC_MAX_AGE_MS = 300_000;

export type TokenSync = {
  /** After a sign-in: POST the token with a bearer header, if fresh and not sent before. */
  signedIn(userId: number, token: string, issuedAt: number): Promise<'sent' | 'skipped' | 'failed'>;
  /** After a sign-out: DELETE without a header. */
  signedOut(userId: number): Promise<'sent' | 'failed'>;
};

/**
 * Token sync to `url`. The session is an httpOnly cookie, so the page cannot read its token:
 * the server sends it. What was last sent is kept per user in memory (as a hash) so the same
 * token is not sent twice; a restart only means one extra send. A failing receiver never
 * fails a sign-in or sign-out: the outcome is logged and returned for tests.
 */
export function createTokenSync(options: {
  url: string;
  timeoutMs: number;
  /** Where refusals are reported (the app's logger). */
  log: { warn: (details: object, message: string) => void };
  now?: () => number;
}): TokenSync {
  const now = options.now ?? Date.now;
  const lastSent = new Map<number, string>();

  async function send(method: 'POST' | 'DELETE', headers: Record<string, string>): Promise<boolean> {
    try {
      const res = await fetch(options.url, {
        method,
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await res.body?.cancel();
      if (!res.ok) options.log.warn({ status: res.status, method }, 'token sync: receiver refused');
      return res.ok;
    } catch (error) {
      options.log.warn({ err: error, method }, 'token sync: receiver unreachable');
      return false;
    }
  }

  return {
    async signedIn(userId, token, issuedAt) {
      const hash = hashToken(token);
      if (now() - issuedAt > TOKEN_SYNC_MAX_AGE_MS || lastSent.get(userId) === hash) return 'skipped';
      const ok = await send('POST', { authorization: `Bearer ${token}` });
      if (!ok) return 'failed';
      lastSent.set(userId, hash);
      return 'sent';
    },
    async signedOut(userId) {
      lastSent.delete(userId);
      return (await send('DELETE', {})) ? 'sent' : 'failed';
    },
  };
}
