import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { Category, OwnerType } from './types';

/**
 * Categories of one kind. Without a filter it is the spec's GET /categories; with one, the
 * spec's search-filter path (POST /categories with the same params).
 */
export function getCategories(ownerType: OwnerType, name: string, signal?: AbortSignal): Promise<Category[]> {
  const filter = name.trim();
  if (!filter) return api<Category[]>('/categories', { query: { owner_type: ownerType }, signal });
  return api<Category[]>('/categories', {
    method: 'POST',
    body: { owner_type: ownerType, name: filter },
    signal,
  });
}

export function getCategoriesQueryOptions(ownerType: OwnerType, name = '') {
  return queryOptions({
    queryKey: ['categories', currentLang(), ownerType, name.trim()],
    queryFn: ({ signal }) => getCategories(ownerType, name, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCategories(ownerType: OwnerType, name = '') {
  return useQuery(getCategoriesQueryOptions(ownerType, name));
}
