import { Link } from 'react-router';
import { Thumbnail } from '../../components/list';
import { Num, YesNo } from '../../components/ui';
import { asLocalized, asLocalizedList, textOf } from '../../lib/api';
import { adminPaths } from '../../paths';
import { ServiceBodySchema } from '../../schemas';
import type { AdminService } from './api';
import type { CatalogKind } from './kind';

/** Services: made to order from a request, so no price or sizes; deleted outright. */
export const serviceKind: CatalogKind<AdminService> = {
  resource: 'services',
  owner: 1,
  paths: { list: adminPaths.services, item: adminPaths.service, create: adminPaths.newService },
  schema: ServiceBodySchema,
  defaults: (service) => ({
    category_id: service?.category_id ?? null,
    slug: service?.slug ?? '',
    name: asLocalized(service?.name),
    description: asLocalizedList(service?.description),
    images: service?.images ?? [],
    meta_title: asLocalized(service?.meta_title),
    meta_description: asLocalized(service?.meta_description),
    sort_order: service?.sort_order ?? 0,
    active: service?.active ?? true,
    needs_proof: service?.needs_proof ?? true,
    ships_goods: service?.ships_goods ?? false,
  }),
  name: (s) => textOf(s.name),
  texts: (t) => ({
    list: t('nav.services'),
    create: t('services.new'),
    edit: t('services.edit'),
    back: t('services.back'),
    nameLabel: t('fields.name'),
    remove: t('actions.delete'),
    removeTitle: (name) => t('services.deleteTitle', { name }),
    removeBody: t('services.deleteBody'),
  }),
  nameField: 'name',
  descriptionLines: true,
  columns: (t, categoryName) => [
    { header: t('fields.image'), cell: (s) => <Thumbnail src={s.images?.[0]} /> },
    {
      header: t('fields.name'),
      cell: (s) => (
        <Link to={adminPaths.service(s.id)} className="font-semibold text-brand-700 underline">
          <bdi>{textOf(s.name)}</bdi>
        </Link>
      ),
    },
    { header: t('fields.category'), cell: (s) => categoryName(s.category_id) },
    { header: t('fields.sortOrder'), cell: (s) => <Num value={s.sort_order} /> },
    { header: t('fields.active'), cell: (s) => <YesNo value={s.active} /> },
  ],
  stickyFooter: false,
};
