import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { ResourceList } from '../components/resource';
import { ButtonLink, PageHeader } from '../components/ui';
import { useCatalogList } from '../features/catalog/api';
import { CatalogFilters, useCatalogFilters } from '../features/catalog/catalog-filters';
import type { CatalogItem, CatalogKind } from '../features/catalog/kind';

/** The services or products list: filters, the kind's columns, the pager. */
export function CatalogList<T extends CatalogItem>({ kind }: { kind: CatalogKind<T> }) {
  const { t } = useTranslation('admin');
  const texts = kind.texts(t);
  usePageTitle(texts.list);
  const filters = useCatalogFilters(kind.owner);
  const list = useCatalogList<T>(kind.resource, filters.query);
  return (
    <>
      <PageHeader
        title={texts.list}
        actions={<ButtonLink to={kind.paths.create}>{texts.create}</ButtonLink>}
      />
      <CatalogFilters {...filters.props} />
      <ResourceList
        query={list}
        onPage={filters.setPage}
        caption={texts.list}
        columns={kind.columns(t, filters.categoryName)}
        rowKey={(item) => item.id}
      />
    </>
  );
}
