import { useSyncExternalStore } from 'react';

/** Browser storage keys of spec section 3: the token as "Bearer {token}" and the user id. */
export const TOKEN_KEY = 'ut';
export const USER_ID_KEY = 'ui_Ap';

export type Session = { authorization: string; userId: number };

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const authorization = localStorage.getItem(TOKEN_KEY);
    const userId = Number(localStorage.getItem(USER_ID_KEY));
    if (!authorization || !Number.isInteger(userId) || userId <= 0) return null;
    return { authorization, userId };
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

export function saveSession(token: string, userId: number) {
  localStorage.setItem(TOKEN_KEY, `Bearer ${token}`);
  localStorage.setItem(USER_ID_KEY, String(userId));
  notify();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_ID_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === USER_ID_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in flag of spec section 4 is `useSession() !== null`. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
