import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { BilingualInput, CheckboxInput, ImageInput, NumberInput, TextInput } from '../components/form';
import { SuccessNotice, Thumbnail } from '../components/list';
import {
  type AdminResource,
  actionsColumn,
  type Column,
  ResourceDialog,
  ResourceHeader,
  ResourceList,
  useResourceEditor,
} from '../components/resource';
import { Num, YesNo } from '../components/ui';
import { type AdminCategory, useCategories } from '../features/catalog/api';
import { asLocalized, textOf } from '../lib/api';
import { CategoryBodySchema } from '../schemas';

type Values = {
  owner_type: 1 | 2;
  slug: string;
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  image: string;
  sort_order: number | null;
  active: boolean;
  excluded_from_free_shipping: boolean;
};

/** A new category is of the kind on screen; an edited one keeps its own. */
const categories = (ownerType: 1 | 2): AdminResource<AdminCategory, Values> => ({
  endpoints: { collection: '/admin/categories', item: (c) => `/admin/categories/${c.id}` },
  invalidates: ['categories', 'shipping'],
  schema: CategoryBodySchema,
  defaults: (category) => ({
    owner_type: category?.owner_type ?? ownerType,
    slug: category?.slug ?? '',
    name: asLocalized(category?.name),
    description: asLocalized(category?.description),
    image: category?.image ?? '',
    sort_order: category?.sort_order ?? 0,
    active: category?.active ?? true,
    excluded_from_free_shipping: category?.excluded_from_free_shipping ?? false,
  }),
});

function CategoryFields({ ownerType }: { ownerType: 1 | 2 }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <BilingualInput label={t('fields.name')} name="name" />
      <BilingualInput label={t('fields.description')} name="description" multiline />
      <TextInput label={t('fields.slug')} name="slug" dir="ltr" hint={t('fields.slugHint')} />
      <ImageInput label={t('fields.image')} name="image" />
      <NumberInput label={t('fields.sortOrder')} name="sort_order" />
      <CheckboxInput label={t('fields.active')} name="active" />
      {ownerType === 2 && (
        <CheckboxInput
          label={t('categories.excluded')}
          name="excluded_from_free_shipping"
          hint={t('categories.excludedHint')}
        />
      )}
    </>
  );
}

/** Service and product categories, with the "excluded from free shipping" flag of the shipping rules. */
export default function Categories() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.categories'));
  const [params, setParams] = useSearchParams();
  const ownerType: 1 | 2 = params.get('owner') === '1' ? 1 : 2;
  const list = useCategories(ownerType);
  const resource = categories(ownerType);
  const editor = useResourceEditor<AdminCategory>();
  const columns: Column<AdminCategory>[] = [
    { header: t('fields.image'), cell: (c) => <Thumbnail src={c.image} /> },
    {
      header: t('fields.name'),
      cell: (c) => (
        <>
          <bdi className="font-semibold">{textOf(c.name)}</bdi>
          {c.items_count !== undefined && (
            <span className="block text-xs text-slate-600">
              {t('categories.items')}: <Num value={c.items_count} />
            </span>
          )}
        </>
      ),
    },
    { header: t('fields.slug'), dir: 'ltr', cell: (c) => c.slug },
    { header: t('fields.sortOrder'), cell: (c) => <Num value={c.sort_order} /> },
    { header: t('fields.active'), cell: (c) => <YesNo value={c.active} /> },
    ...(ownerType === 2
      ? [
          {
            header: t('categories.excludedShort'),
            cell: (c: AdminCategory) => <YesNo value={c.excluded_from_free_shipping} />,
          },
        ]
      : []),
    actionsColumn(t('fields.actions'), resource, editor, (c) => ({
      name: textOf(c.name),
      deleteTitle: t('categories.deleteTitle', { name: textOf(c.name) }),
      deleteBody: t('categories.deleteBody'),
    })),
  ];
  return (
    <>
      <ResourceHeader title={t('nav.categories')} newLabel={t('categories.new')} onNew={editor.create} />
      <div
        role="tablist"
        aria-label={t('categories.kind')}
        className="mb-4 inline-flex rounded-lg border border-slate-300 bg-white p-1"
      >
        {([2, 1] as const).map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={ownerType === type}
            className={`rounded-md px-4 py-1.5 font-semibold ${ownerType === type ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
            onClick={() => setParams({ owner: String(type) }, { replace: true })}
          >
            {t(`categories.owner.${type}`)}
          </button>
        ))}
      </div>
      <SuccessNotice message={editor.notice} />
      <ResourceList
        query={list}
        caption={t(`categories.owner.${ownerType}`)}
        columns={columns}
        rowKey={(c) => c.id}
      />
      <ResourceDialog
        resource={resource}
        editor={editor}
        title={(c) => (c ? t('categories.edit') : t('categories.new'))}
        wide
        className="space-y-4"
      >
        {(c) => <CategoryFields ownerType={c?.owner_type ?? ownerType} />}
      </ResourceDialog>
    </>
  );
}
