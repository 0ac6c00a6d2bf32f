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
import {
  type AdminService,
  itemsOf,
  useCategories,
  useDeleteService,
  useSaveService,
  useService,
} from '../features/catalog/api';
import { EditPageHeader, SeoCard, useEditedId, useSaveAndStay } from '../features/catalog/edit-parts';
import { asLocalized, asLocalizedList, textOf } from '../lib/api';
import { adminPaths } from '../paths';
import { ServiceBodySchema } from '../schemas';

function ServiceForm({ service }: { service?: AdminService }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const categories = useCategories(1);
  const save = useSaveService();
  const remove = useDeleteService();
  const form = useForm({
    mode: 'all',
    resolver: zodResolver(ServiceBodySchema) as never,
    defaultValues: {
      category_id: service?.category_id ?? null,
      slug: service?.slug ?? '',
      name: asLocalized(service?.name),
      description: asLocalizedList(service?.description),
      images: service?.images ?? [],
      meta_title: asLocalized(service?.meta_title),
      meta_description: asLocalized(service?.meta_description),
      sort_order: service?.sort_order ?? 0,
      active: service?.active ?? true,
    },
  });
  const { notice, onSubmit } = useSaveAndStay({ form, save, id: service?.id, pathOf: adminPaths.service });
  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-4" onSubmit={onSubmit}>
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
            <BilingualInput label={t('fields.name')} name="name" />
            <BilingualList label={t('fields.description')} name="description" />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextInput label={t('fields.slug')} name="slug" dir="ltr" hint={t('fields.slugHint')} />
              <NumberInput label={t('fields.sortOrder')} name="sort_order" />
            </div>
            <CheckboxInput label={t('fields.active')} name="active" />
          </div>
        </Card>
        <Card title={t('fields.images')}>
          <ImagesInput label={t('fields.images')} name="images" />
        </Card>
        <SeoCard />
        <FormStatus error={save.error} success={notice} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!form.formState.isValid || save.isPending}>
            {save.isPending ? t('states.working') : t('actions.save')}
          </Button>
          {service && (
            <ConfirmButton
              label={t('actions.delete')}
              title={t('services.deleteTitle', { name: textOf(service.name) })}
              description={t('services.deleteBody')}
              confirmLabel={t('actions.delete')}
              onConfirm={async () => {
                await remove.mutateAsync(service.id);
                navigate(adminPaths.services);
              }}
            />
          )}
        </div>
      </form>
    </FormProvider>
  );
}

export default function ServiceEdit() {
  const { t } = useTranslation('admin');
  const id = useEditedId();
  const query = useService(id);
  const title = id === null ? t('services.new') : t('services.edit');
  usePageTitle(title);
  return (
    <>
      <EditPageHeader title={title} backTo={adminPaths.services} backLabel={t('services.back')} />
      {id === null ? (
        <ServiceForm />
      ) : (
        <QueryView query={query}>{(service) => <ServiceForm key={service.id} service={service} />}</QueryView>
      )}
    </>
  );
}
