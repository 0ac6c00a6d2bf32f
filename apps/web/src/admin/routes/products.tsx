import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PaginationOf, Thumbnail } from '../components/list';
import { ButtonLink, Money, PageHeader, QueryView, Table, td, th, YesNo } from '../components/ui';
import { itemsOf, useProducts } from '../features/catalog/api';
import { CatalogFilters, useCatalogFilters } from '../features/catalog/catalog-filters';
import { textOf } from '../lib/api';
import { adminPaths } from '../paths';

export default function Products() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.products'));
  const filters = useCatalogFilters(2);
  const list = useProducts(filters.query);
  return (
    <>
      <PageHeader
        title={t('nav.products')}
        actions={<ButtonLink to={adminPaths.newProduct}>{t('products.new')}</ButtonLink>}
      />
      <CatalogFilters {...filters.props} />
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
                      <Thumbnail src={p.images?.[0]} />
                    </td>
                    <td className={td}>
                      <Link to={adminPaths.product(p.id)} className="font-semibold text-brand-700 underline">
                        <bdi>{textOf(p.title)}</bdi>
                      </Link>
                    </td>
                    <td className={td}>{filters.categoryName(p.category_id)}</td>
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
            <PaginationOf data={data} onPage={filters.setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
