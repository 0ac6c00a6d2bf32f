import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { FormDialog } from '../components/dialogs';
import {
  BilingualInput,
  CheckboxInput,
  DialogForm,
  ImageInput,
  NumberInput,
  TextInput,
} from '../components/form';
import { RowActions, SuccessNotice, Thumbnail } from '../components/list';
import { Button, Num, PageHeader, QueryView, Table, td, th, YesNo } from '../components/ui';
import {
  type AdminCategory,
  itemsOf,
  useCategories,
  useDeleteCategory,
  useSaveCategory,
} from '../features/catalog/api';
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

function CategoryForm({
  ownerType,
  category,
  onSaved,
}: {
  ownerType: 1 | 2;
  category?: AdminCategory;
  onSaved: (message?: string) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveCategory();
  const form = useForm<Values>({
    mode: 'all',
    resolver: zodResolver(CategoryBodySchema) as never,
    defaultValues: {
      owner_type: ownerType,
      slug: category?.slug ?? '',
      name: asLocalized(category?.name),
      description: asLocalized(category?.description),
      image: category?.image ?? '',
      sort_order: category?.sort_order ?? 0,
      active: category?.active ?? true,
      excluded_from_free_shipping: category?.excluded_from_free_shipping ?? false,
    },
  });
  return (
    <DialogForm
      form={form}
      send={(body) => save.mutateAsync({ id: category?.id, body })}
      saving={save}
      onSaved={onSaved}
      className="space-y-4"
    >
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
    </DialogForm>
  );
}

/** Service and product categories, with the "excluded from free shipping" flag of the shipping rules. */
export default function Categories() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.categories'));
  const [params, setParams] = useSearchParams();
  const ownerType: 1 | 2 = params.get('owner') === '1' ? 1 : 2;
  const list = useCategories(ownerType);
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('nav.categories')}
        actions={<Button onClick={() => setEditing('new')}>{t('categories.new')}</Button>}
      />
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
      <SuccessNotice message={notice} />
      <QueryView query={list} isEmpty={(d) => itemsOf(d).length === 0}>
        {(data) => (
          <Table caption={t(`categories.owner.${ownerType}`)}>
            <thead>
              <tr>
                <th className={th}>{t('fields.image')}</th>
                <th className={th}>{t('fields.name')}</th>
                <th className={th}>{t('fields.slug')}</th>
                <th className={th}>{t('fields.sortOrder')}</th>
                <th className={th}>{t('fields.active')}</th>
                {ownerType === 2 && <th className={th}>{t('categories.excludedShort')}</th>}
                <th className={th}>{t('fields.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {itemsOf(data).map((c) => (
                <tr key={c.id}>
                  <td className={td}>
                    <Thumbnail src={c.image} />
                  </td>
                  <td className={td}>
                    <bdi className="font-semibold">{textOf(c.name)}</bdi>
                    {c.items_count !== undefined && (
                      <span className="block text-xs text-slate-600">
                        {t('categories.items')}: <Num value={c.items_count} />
                      </span>
                    )}
                  </td>
                  <td className={td} dir="ltr">
                    {c.slug}
                  </td>
                  <td className={td}>
                    <Num value={c.sort_order} />
                  </td>
                  <td className={td}>
                    <YesNo value={c.active} />
                  </td>
                  {ownerType === 2 && (
                    <td className={td}>
                      <YesNo value={c.excluded_from_free_shipping} />
                    </td>
                  )}
                  <td className={td}>
                    <RowActions
                      name={textOf(c.name)}
                      onEdit={() => setEditing(c)}
                      deleteTitle={t('categories.deleteTitle', { name: textOf(c.name) })}
                      deleteBody={t('categories.deleteBody')}
                      onDelete={async () => {
                        const answer = await remove.mutateAsync(c.id);
                        setNotice(answer.message ?? t('states.deleted'));
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryView>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t('categories.new') : t('categories.edit')}
        wide
      >
        {editing !== null && (
          <CategoryForm
            ownerType={editing === 'new' ? ownerType : editing.owner_type}
            category={editing === 'new' ? undefined : editing}
            onSaved={(message) => {
              setEditing(null);
              setNotice(message ?? t('states.saved'));
            }}
          />
        )}
      </FormDialog>
    </>
  );
}
