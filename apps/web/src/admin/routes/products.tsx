import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { ButtonLink, Money, PageHeader, Pagination, QueryView, Table, td, th, YesNo } from '../components/ui';
import { itemsOf, useCategories, useProducts } from '../features/catalog/api';
import { textOf } from '../lib/api';
import { adminPaths } from '../paths';
import { CatalogFilters } from './services';

export default function Products() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.products'));
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text, 500);
  const list = useProducts({ category_id: category, q, page });
  const categories = useCategories(2);
  const categoryName = (id: number) => textOf(itemsOf(categories.data).find((c) => c.id === id)?.name);
  return (
    <>
      <PageHeader
        title={t('nav.products')}
        actions={<ButtonLink to={adminPaths.newProduct}>{t('products.new')}</ButtonLink>}
      />
      <CatalogFilters
        ownerType={2}
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
            <Table caption={t('nav.products')}>
              <thead>
                <tr>
                  <th className={th}>{t('fields.image')}</th>
                  <th className={th}>{t('products.titleField')}</th>
                  <th className={th}>{t('fields.category')}</th>
                  <th className={th}>{t('products.pricingMode')}</th>
                  <th className={th}>{t('products.basePrice')}</th>
                  <th className={th}>{t('fields.active')}</th>
                </tr>
              </thead>
              <tbody>
                {itemsOf(data).map((p) => (
                  <tr key={p.id}>
                    <td className={td}>
                      {p.images?.[0] ? (
                        <img src={p.images[0]} alt="" className="size-10 rounded object-cover" />
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className={td}>
                      <Link to={adminPaths.product(p.id)} className="font-semibold text-brand-700 underline">
                        <bdi>{textOf(p.title)}</bdi>
                      </Link>
                    </td>
                    <td className={td}>{categoryName(p.category_id)}</td>
                    <td className={td}>{t(`products.modes.${p.pricing_mode}`)}</td>
                    <td className={td}>
                      <Money value={p.base_price} />
                    </td>
                    <td className={td}>
                      <YesNo value={p.active} />
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
