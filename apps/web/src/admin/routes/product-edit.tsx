import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
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
import {
  type AdminProduct,
  itemsOf,
  useCategories,
  useDeleteProduct,
  useProduct,
  useSaveProduct,
} from '../features/catalog/api';
import { EditPageHeader, SeoCard, useEditedId, useSaveAndStay } from '../features/catalog/edit-parts';
import { OptionTreeEditor } from '../features/catalog/option-tree';
import { asLocalized, asLocalizedList, emptyList, emptyText, textOf } from '../lib/api';
import { adminPaths } from '../paths';
import { ProductBodySchema } from '../schemas';

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
    min_q: p?.min_q ?? 1,
    max_q: p?.max_q ?? 1000,
    file_limit: p?.file_limit ?? 10,
    turnaround_days: p?.turnaround_days ?? 3,
    large: p?.large ?? false,
    weight_grams: p?.weight_grams ?? 0,
    sort_order: p?.sort_order ?? 0,
    active: p?.active ?? true,
  };
}

function ProductForm({ product }: { product?: AdminProduct }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const categories = useCategories(2);
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const form = useForm({
    mode: 'all',
    resolver: zodResolver(ProductBodySchema) as never,
    defaultValues: defaults(product),
  });
  const headers = useFieldArray({ control: form.control, name: 'headers', keyName: 'key' });
  const breaks = useFieldArray({ control: form.control, name: 'quantity_breaks', keyName: 'key' });
  const mode = form.watch('pricing_mode');
  const { notice, onSubmit } = useSaveAndStay({ form, save, id: product?.id, pathOf: adminPaths.product });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t('products.form')} className="space-y-4" onSubmit={onSubmit}>
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
            <BilingualInput label={t('products.titleField')} name="title" />
            <BilingualInput label={t('fields.description')} name="description" multiline />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextInput label={t('fields.slug')} name="slug" dir="ltr" hint={t('fields.slugHint')} />
              <NumberInput label={t('fields.sortOrder')} name="sort_order" />
            </div>
            <CheckboxInput label={t('fields.active')} name="active" hint={t('products.activeHint')} />
          </div>
        </Card>

        <Card title={t('products.pricing')}>
          <div className="space-y-4">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <SelectInput
                label={t('products.pricingMode')}
                name="pricing_mode"
                options={[
                  { value: 'per_m2', label: t('products.modes.per_m2') },
                  { value: 'per_item', label: t('products.modes.per_item') },
                ]}
              />
              <NumberInput
                label={mode === 'per_item' ? t('products.basePricePerItem') : t('products.basePricePerM2')}
                name="base_price"
                step="0.01"
                min="0"
              />
              <NumberInput
                label={t('products.minCharge')}
                name="min_charge"
                step="0.01"
                min="0"
                hint={t('products.minChargeHint')}
              />
            </div>
            <fieldset>
              <legend className="text-sm font-bold">{t('products.breaks')}</legend>
              <p className="text-xs text-slate-600">{t('products.breaksHint')}</p>
              <ul className="mt-2 space-y-2">
                {breaks.fields.map((field, i) => (
                  <li
                    key={field.key}
                    className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2"
                  >
                    <NumberInput
                      label={t('products.breakMin')}
                      name={`quantity_breaks.${i}.min_quantity`}
                      min="2"
                    />
                    <NumberInput
                      label={t('products.breakPercent')}
                      name={`quantity_breaks.${i}.discount_percent`}
                      step="0.01"
                      min="0"
                      max="100"
                    />
                    <Button
                      variant="ghost"
                      small
                      onClick={() => breaks.remove(i)}
                      aria-label={t('products.removeBreak', { n: i + 1 })}
                    >
                      {t('actions.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
              <Button
                variant="secondary"
                small
                className="mt-2"
                onClick={() =>
                  breaks.append({ min_quantity: null as never, discount_percent: null as never })
                }
              >
                {t('products.addBreak')}
              </Button>
            </fieldset>
          </div>
        </Card>

        <Card title={t('products.limits')}>
          <p className="mb-3 text-xs text-slate-600">{t('products.sizesHint')}</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <NumberInput label={t('products.minWidth')} name="min_width" />
            <NumberInput label={t('products.maxWidth')} name="max_width" />
            <NumberInput label={t('products.defWidth')} name="def_width" />
            <NumberInput label={t('products.minHeight')} name="min_height" />
            <NumberInput label={t('products.maxHeight')} name="max_height" />
            <NumberInput label={t('products.defHeight')} name="def_height" />
            <NumberInput label={t('products.minQ')} name="min_q" />
            <NumberInput label={t('products.maxQ')} name="max_q" />
            <NumberInput label={t('products.fileLimit')} name="file_limit" />
          </div>
          <CheckboxInput label={t('products.weldable')} name="weldable" hint={t('products.weldableHint')} />
        </Card>

        <Card title={t('products.delivery')}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <NumberInput label={t('products.turnaround')} name="turnaround_days" />
            <NumberInput label={t('products.weight')} name="weight_grams" hint={t('products.weightHint')} />
          </div>
          <CheckboxInput label={t('products.large')} name="large" hint={t('products.largeHint')} />
        </Card>

        <Card title={t('fields.images')}>
          <ImagesInput label={t('fields.images')} name="images" />
        </Card>

        <Card title={t('products.headers')}>
          <ul className="space-y-4">
            {headers.fields.map((field, i) => (
              <li key={field.key} className="space-y-3 rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-bold">{t('products.headerN', { n: i + 1 })}</h3>
                  <div className="flex gap-1">
                    <Button variant="ghost" small disabled={i === 0} onClick={() => headers.move(i, i - 1)}>
                      {t('actions.moveUp')}
                    </Button>
                    <Button
                      variant="ghost"
                      small
                      disabled={i === headers.fields.length - 1}
                      onClick={() => headers.move(i, i + 1)}
                    >
                      {t('actions.moveDown')}
                    </Button>
                    <Button variant="ghost" small onClick={() => headers.remove(i)}>
                      {t('actions.remove')}
                    </Button>
                  </div>
                </div>
                <BilingualInput label={t('products.headerTitle')} name={`headers.${i}.title`} />
                <BilingualInput label={t('fields.description')} name={`headers.${i}.description`} multiline />
                <BilingualList label={t('products.headerLines')} name={`headers.${i}.lines`} />
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            small
            className="mt-3"
            onClick={() =>
              headers.append({
                title: emptyText(),
                description: emptyText(),
                lines: emptyList(),
              } as never)
            }
          >
            {t('products.addHeader')}
          </Button>
          <div className="mt-4">
            <BilingualInput label={t('products.footer')} name="footer" multiline />
          </div>
        </Card>

        <SeoCard />

        <div className="sticky bottom-0 z-10 -mx-1 space-y-2 rounded-lg border border-slate-200 bg-white/95 p-3 shadow">
          <FormStatus error={save.error} success={notice} />
          {!form.formState.isValid && form.formState.isSubmitted ? (
            <p className="text-sm text-red-700">{t('validation.fixErrors')}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending} data-testid="save-product">
              {save.isPending ? t('states.working') : t('actions.save')}
            </Button>
            {product && (
              <ConfirmButton
                label={t('products.deactivate')}
                title={t('products.deactivateTitle', { name: textOf(product.title) })}
                description={t('products.deactivateBody')}
                confirmLabel={t('products.deactivate')}
                onConfirm={async () => {
                  await remove.mutateAsync(product.id);
                  navigate(adminPaths.products);
                }}
              />
            )}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

export default function ProductEdit() {
  const { t } = useTranslation('admin');
  const id = useEditedId();
  const query = useProduct(id);
  const title = id === null ? t('products.new') : t('products.edit');
  usePageTitle(title);
  return (
    <>
      <EditPageHeader title={title} backTo={adminPaths.products} backLabel={t('products.back')} />
      {id === null ? (
        <ProductForm />
      ) : (
        <QueryView query={query}>
          {(product) => (
            <div className="space-y-6">
              <ProductForm key={product.id} product={product} />
              <OptionTreeEditor productId={product.id} sections={product.sections ?? []} />
            </div>
          )}
        </QueryView>
      )}
    </>
  );
}
