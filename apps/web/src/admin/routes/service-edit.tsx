import { serviceKind } from '../features/catalog/service-kind';
import { CatalogEdit } from './catalog-edit';

export default function ServiceEdit() {
  return <CatalogEdit kind={serviceKind} />;
}
