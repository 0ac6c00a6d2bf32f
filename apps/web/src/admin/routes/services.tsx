import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PaginationOf, Thumbnail } from '../components/list';
import { ButtonLink, Num, PageHeader, QueryView, Table, td, th, YesNo } from '../components/ui';
import { itemsOf, useServices } from '../features/catalog/api';
import { CatalogFilters, useCatalogFilters } from '../features/catalog/catalog-filters';
import { textOf } from '../lib/api';
import { adminPaths } from '../paths';

export default function Services() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.services'));
  const filters = useCatalogFilters(1);
  const list = useServices(filters.query);
  return (
    <>
      <PageHeader
        title={t('nav.services')}
        actions={<ButtonLink to={adminPaths.newService}>{t('services.new')}</ButtonLink>}
      />
      <CatalogFilters {...filters.props} />
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
                      <Thumbnail src={s.images?.[0]} />
                    </td>
                    <td className={td}>
                      <Link to={adminPaths.service(s.id)} className="font-semibold text-brand-700 underline">
                        <bdi>{textOf(s.name)}</bdi>
                      </Link>
                    </td>
                    <td className={td}>{filters.categoryName(s.category_id)}</td>
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
            <PaginationOf data={data} onPage={filters.setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
