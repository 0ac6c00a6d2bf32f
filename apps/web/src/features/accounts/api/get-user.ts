import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { User } from './types';

export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return api<User>(`/users/${id}`, { signal });
}

export const userQueryKey = (id: number) => ['user', id] as const;

/**
 * Re-fetched when the language or the signed-in user changes (docs/product.md#client-behaviour).
 */
export function getUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...userQueryKey(id), currentLang()],
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

/** The signed-in user's record; idle for guests. */
export function useUser() {
  const session = useSession();
  return useQuery({
    ...getUserQueryOptions(session?.userId ?? 0),
    enabled: session !== null,
  });
}
