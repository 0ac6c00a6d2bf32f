import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { inputClass } from '../../components/form';
import { textOf } from '../../lib/api';
import { itemsOf, useCategories } from './api';

/**
 * The category and text filters of the products and services lists, and the page: any change
 * of a filter goes back to page 1, and the text is sent once typing pauses.
 */
export function useCatalogFilters(ownerType: 1 | 2) {
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text, 500);
  const categories = useCategories(ownerType);
  const categoryName = (id: number) => textOf(itemsOf(categories.data).find((c) => c.id === id)?.name);
  return {
    query: { category_id: category, q, page },
    setPage,
    categoryName,
    props: {
      ownerType,
      category,
      onCategory: (v: string) => {
        setCategory(v);
        setPage(1);
      },
      text,
      onText: (v: string) => {
        setText(v);
        setPage(1);
      },
    },
  };
}

export function CatalogFilters({
  ownerType,
  category,
  onCategory,
  text,
  onText,
}: {
  ownerType: 1 | 2;
  category: string;
  onCategory: (v: string) => void;
  text: string;
  onText: (v: string) => void;
}) {
  const { t } = useTranslation('admin');
  const categories = useCategories(ownerType);
  const ids = { category: useId(), q: useId() };
  return (
    <search
      aria-label={t('catalog.filters')}
      className="mb-4 grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2"
    >
      <div>
        <label htmlFor={ids.category} className="text-sm font-semibold">
          {t('fields.category')}
        </label>
        <select
          id={ids.category}
          className={inputClass}
          value={category}
          onChange={(e) => onCategory(e.target.value)}
        >
          <option value="">{t('catalog.allCategories')}</option>
          {itemsOf(categories.data).map((c) => (
            <option key={c.id} value={c.id}>
              {textOf(c.name)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.q} className="text-sm font-semibold">
          {t('catalog.search')}
        </label>
        <input
          id={ids.q}
          type="search"
          className={inputClass}
          value={text}
          onChange={(e) => onText(e.target.value)}
        />
      </div>
    </search>
  );
}
