import { Link } from 'react-router';
import { Thumbnail } from '../../components/list';
import { Money, YesNo } from '../../components/ui';
import { asLocalized, asLocalizedList, textOf } from '../../lib/api';
import { adminPaths } from '../../paths';
import { ProductBodySchema } from '../../schemas';
import type { AdminProduct } from './api';
import type { CatalogKind, ExtraPart } from './kind';
import { OptionTreeEditor, useOptionTree } from './option-tree';
import { ProductHeadersCard, ProductPricingCards } from './product-cards';

function defaults(p?: AdminProduct) {
  return {
    category_id: p?.category_id ?? null,
    slug: p?.slug ?? '',
    title: asLocalized(p?.title),
    description: asLocalized(p?.description),
    images: p?.images ?? [],
    meta_title: asLocalized(p?.meta_title),
    meta_description: asLocalized(p?.meta_description),
    headers: (p?.headers ?? []).map((h) => ({
      ...(h.id !== undefined ? { id: h.id } : {}),
      title: asLocalized(h.title),
      description: asLocalized(h.description),
      lines: asLocalizedList(h.lines),
    })),
    footer: asLocalized(p?.footer),
    pricing_mode: p?.pricing_mode ?? 'per_m2',
    base_price: p?.base_price ?? null,
    min_charge: p?.min_charge ?? 0,
    quantity_breaks: p?.quantity_breaks ?? [],
    min_width: p?.min_width ?? null,
    max_width: p?.max_width ?? null,
    min_height: p?.min_height ?? null,
    max_height: p?.max_height ?? null,
    def_width: p?.def_width ?? null,
    def_height: p?.def_height ?? null,
    weldable: p?.weldable ?? false,
    needs_proof: p?.needs_proof ?? true,
    min_q: p?.min_q ?? 1,
    max_q: p?.max_q ?? 1000,
    file_limit: p?.file_limit ?? 10,
    turnaround_days: p?.turnaround_days ?? 3,
    large: p?.large ?? false,
    weight_grams: p?.weight_grams ?? 0,
    sort_order: p?.sort_order ?? 0,
    active: p?.active ?? true,
    artwork: p?.artwork ?? null,
  };
}

/** A saved product's option tree, inside its form and saved by its one Save (none on a new product). */
function useProductOptions(p: AdminProduct | undefined): ExtraPart | null {
  const tree = useOptionTree(p?.id, p?.sections ?? []);
  if (!p) return null;
  return {
    node: <OptionTreeEditor tree={tree} />,
    dirty: tree.dirty,
    valid: tree.valid,
    save: tree.save,
    error: tree.error,
  };
}

/** Products: priced and sized, deactivated rather than deleted (past orders point at them). */
export const productKind: CatalogKind<AdminProduct> = {
  resource: 'products',
  owner: 2,
  paths: { list: adminPaths.products, item: adminPaths.product, create: adminPaths.newProduct },
  schema: ProductBodySchema,
  defaults,
  name: (p) => textOf(p.title),
  texts: (t) => ({
    list: t('nav.products'),
    create: t('products.new'),
    edit: t('products.edit'),
    back: t('products.back'),
    nameLabel: t('products.titleField'),
    activeHint: t('products.activeHint'),
    form: t('products.form'),
    remove: t('products.deactivate'),
    removeTitle: (name) => t('products.deactivateTitle', { name }),
    removeBody: t('products.deactivateBody'),
  }),
  nameField: 'title',
  descriptionLines: false,
  columns: (t, categoryName) => [
    { header: t('fields.image'), cell: (p) => <Thumbnail src={p.images?.[0]} /> },
    {
      header: t('products.titleField'),
      cell: (p) => (
        <Link to={adminPaths.product(p.id)} className="font-semibold text-brand-700 underline">
          <bdi>{textOf(p.title)}</bdi>
        </Link>
      ),
    },
    { header: t('fields.category'), cell: (p) => categoryName(p.category_id) },
    { header: t('products.pricingMode'), cell: (p) => t(`products.modes.${p.pricing_mode}`) },
    { header: t('products.basePrice'), cell: (p) => <Money value={p.base_price} /> },
    { header: t('fields.active'), cell: (p) => <YesNo value={p.active} /> },
  ],
  cardsBeforeImages: ProductPricingCards,
  cardsAfterImages: ProductHeadersCard,
  useExtraPart: useProductOptions,
  stickyFooter: true,
  saveTestId: 'save-product',
};
