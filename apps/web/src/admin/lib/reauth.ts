import { ApiError } from '../../lib/api-client';

/**
 * Money actions answer 403 `reauth_required` when the staff member's password is older than
 * 15 minutes (docs/decisions/027-account-takeover.md). A write that gets it asks for the
 * password (ReauthDialog, mounted once by the layout) and is sent again once it is confirmed.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let pending: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;

export function subscribeReauth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const reauthAsked = (): boolean => pending !== null;

/** Opens the dialog (once for writes that need it together); true once the password is confirmed. */
export function askForPassword(): Promise<boolean> {
  if (!pending) {
    let resolve: (confirmed: boolean) => void = () => {};
    const promise = new Promise<boolean>((r) => {
      resolve = r;
    });
    pending = { promise, resolve };
    for (const listener of listeners) listener();
  }
  return pending.promise;
}

/** Closes the dialog: confirmed (the write is sent again) or cancelled (it fails as it did). */
export function settleReauth(confirmed: boolean): void {
  const current = pending;
  pending = null;
  current?.resolve(confirmed);
  for (const listener of listeners) listener();
}

export async function withReauth<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'reauth_required' && (await askForPassword())) {
      return run();
    }
    throw error;
  }
}
