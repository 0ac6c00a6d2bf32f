import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CardGridSkeleton, EmptyState } from './list-views';
import { LoadError } from './state-views';

/** The filter box's text and the name sent to the API once it has stopped changing for `delayMs`. */
export function useListFilter(delayMs: number) {
  const [filter, setFilter] = useState('');
  const name = useDebouncedValue(filter, delayMs);
  return { filter, setFilter, name };
}

type ListQuery = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * The card grid of a catalogue list page with its loading, error and empty states; the empty line
 * names the filter text when there is one.
 */
export function FilteredGrid<T>({
  query,
  items,
  name,
  emptyMessage,
  children,
}: {
  query: ListQuery;
  items: T[] | undefined;
  name: string;
  emptyMessage: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('catalog-lists');
  if (query.isPending) return <CardGridSkeleton />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!items || items.length === 0) {
    return <EmptyState message={name.trim() ? t('filter.noMatch', { text: name.trim() }) : emptyMessage} />;
  }
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{items.map(children)}</ul>;
}
