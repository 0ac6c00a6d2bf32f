import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

type Listener = () => void;
const unexpectedErrorListeners = new Set<Listener>();

/** The error modal subscribes here; server faults and lost connections open it. */
export function onUnexpectedError(listener: Listener): () => void {
  unexpectedErrorListeners.add(listener);
  return () => unexpectedErrorListeners.delete(listener);
}

export function isUnexpected(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (count, error) => count < 2 && isUnexpected(error),
      refetchOnWindowFocus: false,
    },
  },
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isUnexpected(error)) for (const listener of unexpectedErrorListeners) listener();
    },
  }),
});
