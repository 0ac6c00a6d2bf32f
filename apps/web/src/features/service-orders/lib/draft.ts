/**
 * The service request typed by a guest survives the login detour (and a reload): the text is
 * kept in sessionStorage under the page's path, and so are the chosen files' names (a browser
 * cannot keep the files themselves, so the customer is asked to choose them again).
 */
export type Draft = { details: string; fileNames: string[] };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'service-order-draft:';

/** One draft per form: the path, case-insensitive as the routes are. */
export const draftKey = (pathname: string) => `${PREFIX}${pathname.replace(/\/+$/, '').toLowerCase()}`;

function store(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(pathname: string, storage: Store | null = store()): Draft | null {
  try {
    const raw = storage?.getItem(draftKey(pathname));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Draft>;
    if (typeof value.details !== 'string') return null;
    const fileNames = Array.isArray(value.fileNames)
      ? value.fileNames.filter((n): n is string => typeof n === 'string').slice(0, 10)
      : [];
    return { details: value.details, fileNames };
  } catch {
    return null;
  }
}

export function saveDraft(pathname: string, draft: Draft, storage: Store | null = store()): void {
  try {
    if (draft.details.trim() === '' && draft.fileNames.length === 0) storage?.removeItem(draftKey(pathname));
    else storage?.setItem(draftKey(pathname), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only the detour loses the text.
  }
}

export function clearDraft(pathname: string, storage: Store | null = store()): void {
  try {
    storage?.removeItem(draftKey(pathname));
  } catch {
    // Nothing to clear.
  }
}
