import type { ErrorCode } from '@shop/shared';
import { currentLang } from '../i18n';
import { clearSession, getSession } from './session';
import { ssrContext } from './ssr-context';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    readonly errors: string[] = [],
    /**
     * The whole error answer: some carry figures beside the envelope's fields (a payment's
     * `breakdown` on 409 price_changed, the `payment` already under way on 409 payment_in_progress).
     */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export type Envelope<T> = {
  status: boolean;
  message?: string;
  data?: T;
  /** Extra figures some answers carry beside `data` (the cart's count and subtotal). */
  meta?: unknown;
  code?: ErrorCode;
  errors?: string[];
};

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function buildUrl(path: string, query: ApiOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) params.append(key, String(value));
    else for (const [i, v] of value.entries()) params.append(`${key}[${i}]`, String(v));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Calls the API and returns the whole envelope (for callers that show `message`). */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    lang: currentLang(),
    ...options.headers,
  };
  // The session travels as the httpOnly cookie, which a same-origin request carries by itself.
  const session = getSession();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  // A server render answers /api/... in-process; the browser goes over the network.
  const send = ssrContext()?.fetch ?? fetch;
  try {
    response = await send(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Network error');
  }

  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope || envelope.status === false) {
    // A rejected session signs the user out cleanly, wherever it happens.
    if (response.status === 401 && session) clearSession();
    throw new ApiError(
      response.status,
      envelope?.code ?? 'internal_error',
      envelope?.message ?? response.statusText,
      envelope?.errors ?? [],
      envelope,
    );
  }
  return envelope;
}

/** Calls the API and returns `data`. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  return envelope.data as T;
}
