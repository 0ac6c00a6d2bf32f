import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { CategoryDetail, OwnerType } from './types';

export function getCategory(id: number, ownerType: OwnerType, name: string, signal?: AbortSignal) {
  const filter = name.trim();
  return api<CategoryDetail>(`/categories/${id}`, {
    query: { owner_type: ownerType, name: filter || undefined },
    signal,
  });
}

export function getCategoryQueryOptions(id: number, ownerType: OwnerType, name = '') {
  return queryOptions({
    queryKey: ['category', currentLang(), id, ownerType, name.trim()],
    queryFn: ({ signal }) => getCategory(id, ownerType, name, signal),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCategory(id: number, ownerType: OwnerType, name = '') {
  return useQuery(getCategoryQueryOptions(id, ownerType, name));
}
