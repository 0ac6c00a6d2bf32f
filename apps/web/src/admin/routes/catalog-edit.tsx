import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmButton } from '../components/dialogs';
import {
  BilingualInput,
  BilingualList,
  CheckboxInput,
  FormStatus,
  ImagesInput,
  NumberInput,
  SelectInput,
  TextInput,
} from '../components/form';
import { Button, Card, QueryView } from '../components/ui';
import { useUnsavedChanges } from '../components/unsaved-changes';
import {
  itemsOf,
  useCatalogItem,
  useCategories,
  useDeleteCatalogItem,
  useSaveCatalogItem,
} from '../features/catalog/api';
import { EditPageHeader, SeoCard, useEditedId, useSaveAndStay } from '../features/catalog/edit-parts';
import type { CatalogItem, CatalogKind } from '../features/catalog/kind';
import { textOf } from '../lib/api';

/** The one edit form of services and products; what differs comes from `kind`. */
function CatalogForm<T extends CatalogItem>({ kind, item }: { kind: CatalogKind<T>; item?: T }) {
  const { t } = useTranslation('admin');
  const texts = kind.texts(t);
  const navigate = useNavigate();
  const categories = useCategories(kind.owner);
  const save = useSaveCatalogItem<T>(kind.resource);
  const remove = useDeleteCatalogItem(kind.resource);
  const form = useForm({
    mode: 'all',
    resolver: zodResolver(kind.schema as never) as never,
    defaultValues: kind.defaults(item),
  });
  const useExtraPart = kind.useExtraPart ?? noExtraPart;
  const extra = useExtraPart(item);
  const guard = useUnsavedChanges(form.formState.isDirty || Boolean(extra?.dirty));
  const { notice, onSubmit, saving } = useSaveAndStay({
    form,
    save,
    id: item?.id,
    pathOf: kind.paths.item,
    extra,
    beforeNavigate: guard.markClean,
  });
  const Before = kind.cardsBeforeImages;
  const After = kind.cardsAfterImages;
  const buttons = (
    <div className="flex flex-wrap gap-2">
      <Button
        type="submit"
        disabled={(!kind.stickyFooter && !form.formState.isValid) || saving}
        data-testid={kind.saveTestId}
      >
        {saving ? t('states.working') : t('actions.save')}
      </Button>
      {item && (
        <ConfirmButton
          label={texts.remove}
          title={texts.removeTitle(kind.name(item))}
          description={texts.removeBody}
          confirmLabel={texts.remove}
          onConfirm={async () => {
            await remove.mutateAsync(item.id);
            guard.markClean();
            navigate(kind.paths.list);
          }}
        />
      )}
    </div>
  );
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={texts.form} className="space-y-4" onSubmit={onSubmit}>
        <Card title={t('catalog.basics')}>
          <div className="space-y-4">
            <SelectInput
              label={t('fields.category')}
              name="category_id"
              numeric
              options={[
                { value: '', label: t('catalog.chooseCategory') },
                ...itemsOf(categories.data).map((c) => ({ value: c.id, label: textOf(c.name) })),
              ]}
            />
            <BilingualInput label={texts.nameLabel} name={kind.nameField} />
            {kind.descriptionLines ? (
              <BilingualList label={t('fields.description')} name="description" />
            ) : (
              <BilingualInput label={t('fields.description')} name="description" multiline />
            )}
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextInput label={t('fields.slug')} name="slug" dir="ltr" hint={t('fields.slugHint')} />
              <NumberInput label={t('fields.sortOrder')} name="sort_order" />
            </div>
            <CheckboxInput label={t('fields.active')} name="active" hint={texts.activeHint} />
            {kind.resource === 'services' ? (
              <>
                <CheckboxInput
                  label={t('services.needsProof')}
                  name="needs_proof"
                  hint={t('services.needsProofHint')}
                />
                <CheckboxInput
                  label={t('services.shipsGoods')}
                  name="ships_goods"
                  hint={t('services.shipsGoodsHint')}
                />
              </>
            ) : null}
          </div>
        </Card>
        {Before && <Before />}
        <Card title={t('fields.images')}>
          <ImagesInput label={t('fields.images')} name="images" />
        </Card>
        {After && <After />}
        <SeoCard />
        {extra?.node}
        {kind.stickyFooter ? (
          <div className="sticky bottom-0 z-10 -mx-1 space-y-2 rounded-lg border border-slate-200 bg-white/95 p-3 shadow">
            <FormStatus error={save.error ?? extra?.error} success={notice} />
            {!form.formState.isValid && form.formState.isSubmitted ? (
              <p className="text-sm text-red-700">{t('validation.fixErrors')}</p>
            ) : null}
            {buttons}
          </div>
        ) : (
          <>
            <FormStatus error={save.error} success={notice} />
            {buttons}
          </>
        )}
      </form>
      {guard.dialog}
    </FormProvider>
  );
}

/** The kinds without an extra part (services). */
const noExtraPart = () => null;

/** /admin/services/:id and /admin/products/:id ("new" for a blank one). */
export function CatalogEdit<T extends CatalogItem>({ kind }: { kind: CatalogKind<T> }) {
  const { t } = useTranslation('admin');
  const texts = kind.texts(t);
  const id = useEditedId();
  const query = useCatalogItem<T>(kind.resource, id);
  const title = id === null ? texts.create : texts.edit;
  usePageTitle(title);
  return (
    <>
      <EditPageHeader title={title} backTo={kind.paths.list} backLabel={texts.back} />
      {id === null ? (
        <CatalogForm kind={kind} />
      ) : (
        <QueryView query={query}>{(item) => <CatalogForm key={item.id} kind={kind} item={item} />}</QueryView>
      )}
    </>
  );
}
