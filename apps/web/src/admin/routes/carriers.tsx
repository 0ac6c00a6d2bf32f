import type { Carrier } from '@shop/shared/api/orders';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { CheckboxInput, TextInput } from '../components/form';
import { SuccessNotice } from '../components/list';
import {
  type AdminResource,
  type Column,
  ResourceDialog,
  ResourceHeader,
  ResourceList,
  useResourceEditor,
} from '../components/resource';
import { Button, YesNo } from '../components/ui';
import { useAdminQuery } from '../lib/api';
import { CarrierBodySchema } from '../schemas';

/**
 * The couriers parcels are handed to, with their tracking page's address (`{tracking}` where
 * the number goes): what the dispatch dialog offers and the customer's tracking links use.
 * Carriers are never deleted (orders name them): an old one is made inactive.
 */
const carriers: AdminResource<Carrier> = {
  endpoints: { collection: '/admin/carriers', item: (c) => `/admin/carriers/${c.id}` },
  invalidates: ['carriers'],
  schema: CarrierBodySchema,
  defaults: (carrier) => ({
    name: carrier?.name ?? '',
    tracking_url: carrier?.tracking_url ?? 'https://',
    active: carrier?.active ?? true,
  }),
};

export default function Carriers() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.carriers'));
  const list = useAdminQuery<Carrier[]>('carriers', '/admin/carriers');
  const editor = useResourceEditor<Carrier>();
  const columns: Column<Carrier>[] = [
    { header: t('carriers.name'), className: 'font-semibold', cell: (c) => <bdi>{c.name}</bdi> },
    {
      header: t('carriers.trackingUrl'),
      dir: 'ltr',
      className: 'break-all font-mono text-xs',
      cell: (c) => c.tracking_url,
    },
    { header: t('fields.active'), cell: (c) => <YesNo value={c.active} /> },
    {
      header: t('fields.actions'),
      cell: (c) => (
        <Button
          variant="secondary"
          small
          onClick={() => editor.edit(c)}
          aria-label={t('actions.editNamed', { name: c.name })}
        >
          {t('actions.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ResourceHeader title={t('nav.carriers')} newLabel={t('carriers.new')} onNew={editor.create} />
      <SuccessNotice message={editor.notice} />
      <ResourceList
        query={list}
        empty={t('carriers.empty')}
        caption={t('nav.carriers')}
        columns={columns}
        rowKey={(c) => c.id}
      />
      <ResourceDialog
        resource={carriers}
        editor={editor}
        title={(c) => (c ? t('carriers.edit') : t('carriers.new'))}
        saveTestId="save-carrier"
      >
        {() => (
          <>
            <TextInput label={t('carriers.name')} name="name" />
            <TextInput
              label={t('carriers.trackingUrl')}
              name="tracking_url"
              dir="ltr"
              hint={t('carriers.trackingUrlHint')}
            />
            <CheckboxInput label={t('fields.active')} name="active" />
          </>
        )}
      </ResourceDialog>
    </>
  );
}
