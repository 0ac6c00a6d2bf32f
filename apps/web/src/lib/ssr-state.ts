import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from './api-client';

/** The id of the JSON block a server-rendered page carries (a data block, never executed). */
export const SSR_DATA_ID = 'ssr-data';

/** What the server hands to the browser so hydration renders exactly what it rendered. */
export type SsrPayload = {
  /** The routers' loader data and errors (React Router's hydrationData). */
  router: HydrationState;
  /** The page's queries (TanStack Query's dehydrated state). */
  queries: DehydratedState;
  /** The i18next namespaces the page used, loaded before hydrating. */
  namespaces: string[];
  /** When the server rendered it (ms, to the minute): hydration computes dates from it (render-clock.ts). */
  renderedAt?: number;
};

type SerializedApiError = {
  apiError: true;
  status: number;
  code: ApiError['code'];
  message: string;
  errors: string[];
};

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === 'object' && value !== null && (value as { apiError?: unknown }).apiError === true;
}

/**
 * The server's queries, finished ones only. An answered error (a product that does not exist)
 * travels too, as an ApiError, so the browser shows the same "not found" the HTML shows.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!error) return query;
      const serialized: SerializedApiError =
        error instanceof ApiError
          ? {
              apiError: true,
              status: error.status,
              code: error.code,
              message: error.message,
              errors: error.errors,
            }
          : {
              apiError: true,
              status: 500,
              code: 'internal_error',
              message: 'Server render failed',
              errors: [],
            };
      return { ...query, state: { ...query.state, error: serialized as unknown as Error } };
    }),
  };
}

/**
 * Puts the server's queries into the browser's cache. They count as fetched now: the server's
 * HTML cache is emptied whenever the catalogue changes, so cached HTML is as current as a
 * fetch would be, and the page must not fetch again what it was sent.
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  // An error the server rendered (a product that does not exist) stays on screen as rendered
  // instead of turning into a skeleton and a second request; "Try again" still refetches.
  for (const query of state.queries) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      return {
        ...query,
        dehydratedAt: now,
        state: {
          ...query.state,
          dataUpdatedAt: query.state.status === 'success' ? now : query.state.dataUpdatedAt,
          errorUpdatedAt: error ? now : query.state.errorUpdatedAt,
          error: isSerializedApiError(error)
            ? new ApiError(error.status, error.code, error.message, error.errors)
            : error,
        },
      };
    }),
  });
}

/**
 * JSON for an HTML data block: `<` (and `>`, `&`, U+2028/9) escaped, so no text in the data
 * (a product name with "</script>") can end the block or open markup.
 */
export function serializeSsrPayload(payload: SsrPayload): string {
  return JSON.stringify(payload).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function readSsrPayload(): SsrPayload | null {
  const block = document.getElementById(SSR_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrPayload;
  } catch {
    return null;
  }
}
