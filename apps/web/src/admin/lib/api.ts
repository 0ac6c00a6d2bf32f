import { type Lang, perLang } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { currentLang } from '../../i18n';
import { ApiError, type ApiOptions, api, apiRequest, type Envelope } from '../../lib/api-client';
import { withReauth } from './reauth';

/** A text edited in every language at once (docs/admin-api.md). */
/** A text as staff edit it: every language present (empty when not written yet). */
export type Localized = Record<Lang, string>;
export type LocalizedList = Record<Lang, string[]>;

/** A page of a server-paginated list: `?page=&per_page=` → `{ items, page, per_page, total }`. */
export type PageOf<T> = { items: T[]; page: number; per_page: number; total: number };

export type Query = NonNullable<ApiOptions['query']>;

/** Every admin query key starts with 'admin', then the resource; a write invalidates its resource. */
export const ADMIN = 'admin';

/** Drops empty filters so they are neither sent nor part of the cache key. */
export function cleanQuery(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Query;
}

export function useAdminQuery<T>(
  resource: string,
  path: string,
  options: { query?: Query; enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const query = cleanQuery(options.query ?? {});
  return useQuery({
    queryKey: [ADMIN, resource, path, query, currentLang()],
    queryFn: ({ signal }) => api<T>(path, { query, signal }),
    enabled: options.enabled ?? true,
    staleTime: 5_000,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * A staff write: the whole envelope comes back (its `message` is shown), and the named
 * resources (plus the dashboard, whose counts follow every write) are refetched.
 */
export function useAdminMutation<TVars, TData = unknown>(
  run: (vars: TVars) => Promise<Envelope<TData>>,
  invalidates: string[],
) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all(
      [...invalidates, 'dashboard', 'audit'].map((resource) =>
        queryClient.invalidateQueries({ queryKey: [ADMIN, resource] }),
      ),
    );
  return useMutation({
    // A money action refused for an old password is sent again once it is given (reauth.ts).
    mutationFn: (vars: TVars) => withReauth(() => run(vars)),
    onSuccess: async () => {
      await refetch();
    },
    // A 409 means the screen was stale (someone else moved first): show what is there now.
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await refetch();
    },
  });
}

export const send = <T = unknown>(
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<Envelope<T>> => apiRequest<T>(path, { method, body });

/** POST /api/admin/images (png, jpeg, webp) → the public URL of the WebP copy. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const data = await api<{ url: string }>('/admin/images', { method: 'POST', body });
  return data.url;
}

/** The server's message (already in the page's language), with its detail lines. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('admin:errors.network');
    if (error.status === 404 && error.code === 'not_found' && !error.message)
      return t('admin:errors.notFound');
    const lines = error.errors.filter((line) => line && line !== error.message);
    return [error.message || t('admin:errors.generic'), ...lines].join(' · ');
  }
  return t('admin:errors.generic');
}

/** Texts of the admin answers: `{ en, ar }` while editing, already localised in lists. */
export function textOf(value: unknown, lang = currentLang()): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const text = value as Partial<Localized>;
    return text[lang] || text.en || text.ar || '';
  }
  return '';
}

export const emptyText = (): Localized => perLang(() => '');
export const emptyList = (): LocalizedList => perLang(() => []);
export const asLocalized = (value: unknown): Localized =>
  value && typeof value === 'object'
    ? perLang((lang) => String((value as Partial<Localized>)[lang] ?? ''))
    : perLang((lang) => (lang === 'en' && typeof value === 'string' ? value : ''));
export const asLocalizedList = (value: unknown): LocalizedList => {
  const v = (value ?? {}) as Partial<LocalizedList>;
  return perLang((lang) => {
    const list = v[lang];
    return Array.isArray(list) ? list.map(String) : [];
  });
};
