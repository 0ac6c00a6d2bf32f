/**
 * Browsers cannot keep chosen files across a page change, so before the login detour the
 * configurator remembers their names (sessionStorage, this tab only) and asks for them again
 * when the customer comes back.
 */
const PREFIX = 'cart-files:';
const MAX_NAMES = 10;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberFileNames(productId: number, names: string[], store = storage()): void {
  if (!store) return;
  try {
    if (names.length === 0) store.removeItem(PREFIX + productId);
    else store.setItem(PREFIX + productId, JSON.stringify(names.slice(0, MAX_NAMES)));
  } catch {
    // Full or blocked storage: the names are simply not remembered.
  }
}

export function recallFileNames(productId: number, store = storage()): string[] {
  if (!store) return [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(PREFIX + productId) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((n): n is string => typeof n === 'string').slice(0, MAX_NAMES)
      : [];
  } catch {
    return [];
  }
}

export function forgetFileNames(productId: number, store = storage()): void {
  try {
    store?.removeItem(PREFIX + productId);
  } catch {
    // Nothing to do.
  }
}
