import { serviceKind } from '../features/catalog/service-kind';
import { CatalogList } from './catalog-list';

export default function Services() {
  return <CatalogList kind={serviceKind} />;
}
