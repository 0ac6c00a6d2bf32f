import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviders } from './auth';

export const getProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Infinity,
  });

/** Which social sign-in buttons to show: none unless the server has them configured. */
export const useProviders = () => useQuery(getProvidersQueryOptions());
