/**
 * The short-lived reset token verify-otp hands out, kept for the next page only: in
 * sessionStorage (this tab), never in the URL (history, logs, Referer).
 */
const KEY = 'resetPass';
const TTL_MS = 10 * 60_000;

export function rememberResetToken(email: string, token: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ email, token, expiresAt: Date.now() + TTL_MS }));
  } catch {
    // Storage blocked: the next page asks for a new code.
  }
}

export function readResetToken(): { email: string; token: string } | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { email?: unknown; token?: unknown; expiresAt?: unknown };
    if (typeof value.email !== 'string' || typeof value.token !== 'string') return null;
    if (typeof value.expiresAt !== 'number' || value.expiresAt < Date.now()) return null;
    return { email: value.email, token: value.token };
  } catch {
    return null;
  }
}

export function forgetResetToken() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
