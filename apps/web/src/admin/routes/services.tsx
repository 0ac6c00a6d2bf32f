import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { inputClass } from '../components/form';
import { ButtonLink, Num, PageHeader, Pagination, QueryView, Table, td, th, YesNo } from '../components/ui';
import { itemsOf, useCategories, useServices } from '../features/catalog/api';
import { textOf } from '../lib/api';
import { adminPaths } from '../paths';

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

export default function Services() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.services'));
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text, 500);
  const list = useServices({ category_id: category, q, page });
  const categories = useCategories(1);
  const categoryName = (id: number) => textOf(itemsOf(categories.data).find((c) => c.id === id)?.name);
  return (
    <>
      <PageHeader
        title={t('nav.services')}
        actions={<ButtonLink to={adminPaths.newService}>{t('services.new')}</ButtonLink>}
      />
      <CatalogFilters
        ownerType={1}
        category={category}
        onCategory={(v) => {
          setCategory(v);
          setPage(1);
        }}
        text={text}
        onText={(v) => {
          setText(v);
          setPage(1);
        }}
      />
      <QueryView query={list} isEmpty={(d) => itemsOf(d).length === 0}>
        {(data) => (
          <>
            <Table caption={t('nav.services')}>
              <thead>
                <tr>
                  <th className={th}>{t('fields.image')}</th>
                  <th className={th}>{t('fields.name')}</th>
                  <th className={th}>{t('fields.category')}</th>
                  <th className={th}>{t('fields.sortOrder')}</th>
                  <th className={th}>{t('fields.active')}</th>
                </tr>
              </thead>
              <tbody>
                {itemsOf(data).map((s) => (
                  <tr key={s.id}>
                    <td className={td}>
                      {s.images?.[0] ? (
                        <img src={s.images[0]} alt="" className="size-10 rounded object-cover" />
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className={td}>
                      <Link to={adminPaths.service(s.id)} className="font-semibold text-brand-700 underline">
                        <bdi>{textOf(s.name)}</bdi>
                      </Link>
                    </td>
                    <td className={td}>{categoryName(s.category_id)}</td>
                    <td className={td}>
                      <Num value={s.sort_order} />
                    </td>
                    <td className={td}>
                      <YesNo value={s.active} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {!Array.isArray(data) && (
              <Pagination page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
