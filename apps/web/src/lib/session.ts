import { useSyncExternalStore } from 'react';

/**
 * The session itself is the API's httpOnly cookie: no script can read it, and every same-origin
 * request carries it (docs/decisions/014-cookie-sessions.md). The page keeps only who is signed in,
 * the user id under the older site's key (docs/product.md#entities-and-legacy-names), so it can
 * render without asking the server first. A request answered 401 clears it.
 */
export const USER_ID_KEY = 'ui_Ap';
/**
 * The older site's token key (docs/product.md#entities-and-legacy-names), from before the cookie:
 * removed wherever it is still found.
 */
const LEGACY_TOKEN_KEY = 'ut';

/** Asks the API for the session as the cookie alone (no token in the login answer). */
export const COOKIE_ONLY_HEADERS = { 'x-session': 'cookie' } as const;

export type Session = { userId: number };

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    if (localStorage.getItem(LEGACY_TOKEN_KEY) !== null) {
      // A token left by the older storefront: not kept where scripts can read it, and its
      // browser has no cookie yet, so it signs in again.
      localStorage.removeItem(LEGACY_TOKEN_KEY);
      localStorage.removeItem(USER_ID_KEY);
      return null;
    }
    const userId = Number(localStorage.getItem(USER_ID_KEY));
    if (!Number.isInteger(userId) || userId <= 0) return null;
    return { userId };
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

function notify() {
  cached = read();
  for (const listener of listeners) listener();
}

/** After a login answered with the session cookie: remembers who is signed in. */
export function saveSession(userId: number) {
  localStorage.setItem(USER_ID_KEY, String(userId));
  notify();
}

/** Forgets the signed-in user (the server clears the cookie on logout and reset). */
export function clearSession() {
  localStorage.removeItem(USER_ID_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_ID_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in flag of docs/product.md#client-behaviour is `useSession() !== null`. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
