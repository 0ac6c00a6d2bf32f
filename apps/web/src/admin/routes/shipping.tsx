import { SHIPPING_REGIONS, VAT_REGIONS } from '@shop/shared';
import type { AdminCountry, AdminShipping, AdminShippingRate } from '@shop/shared/api/admin';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { BilingualInput, CheckboxInput, NumberInput, SelectInput, TextInput } from '../components/form';
import { SuccessNotice } from '../components/list';
import {
  type AdminResource,
  actionsColumn,
  type Column,
  ResourceDialog,
  ResourceTable,
  useResourceEditor,
} from '../components/resource';
import { Button, Card, Money, Num, PageHeader, QueryView, YesNo } from '../components/ui';
import { asLocalized, textOf, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';
import { CountryBodySchema, ShippingRateBodySchema } from '../schemas';

type Rate = AdminShippingRate;
type Country = AdminCountry;
type ShippingData = AdminShipping;

/** Rates exist for every region: staff edit them, never create or delete one. */
const rates: AdminResource<Rate> = {
  endpoints: { item: (r) => `/admin/shipping/rates/${r.region}` },
  invalidates: ['shipping'],
  schema: ShippingRateBodySchema,
  defaults: (rate) => ({
    quote_available: rate?.quote_available,
    standard: rate?.standard,
    large: rate?.large,
    free_over: rate?.free_over,
    per_kg: rate?.per_kg,
    courier_days: rate?.courier_days ?? null,
  }),
};

const countries: AdminResource<Country> = {
  endpoints: { collection: '/admin/countries', item: (c) => `/admin/countries/${c.id}` },
  invalidates: ['shipping'],
  schema: CountryBodySchema,
  defaults: (country) => ({
    code: country?.code ?? '',
    name: asLocalized(country?.name),
    region: country?.region ?? 'europe_mainland',
    vat_region: country?.vat_region ?? 'eu',
    sort_order: country?.sort_order ?? 0,
  }),
};

const regionName = (t: TFunction, region: string) =>
  t(`shipping.regions.${region}`, { defaultValue: region });

function RateFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <CheckboxInput
        label={t('shipping.quoteAvailable')}
        name="quote_available"
        hint={t('shipping.quoteAvailableHint')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <NumberInput label={t('shipping.standard')} name="standard" step="0.01" min="0" />
        <NumberInput label={t('shipping.large')} name="large" step="0.01" min="0" />
        <NumberInput
          label={t('shipping.freeOver')}
          name="free_over"
          step="0.01"
          min="0"
          hint={t('shipping.freeOverHint')}
        />
        <NumberInput
          label={t('shipping.perKg')}
          name="per_kg"
          step="0.01"
          min="0"
          hint={t('shipping.perKgHint')}
        />
        <NumberInput
          label={t('shipping.courierDays')}
          name="courier_days"
          step="1"
          min="0"
          inputMode="numeric"
          hint={t('shipping.courierDaysHint')}
        />
      </div>
    </>
  );
}

function CountryFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <BilingualInput label={t('fields.name')} name="name" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextInput label={t('shipping.code')} name="code" dir="ltr" hint={t('shipping.codeHint')} />
        <NumberInput label={t('fields.sortOrder')} name="sort_order" />
        <SelectInput
          label={t('shipping.region')}
          name="region"
          options={SHIPPING_REGIONS.map((r) => ({ value: r, label: t(`shipping.regions.${r}`) }))}
        />
        <SelectInput
          label={t('shipping.vatRegion')}
          name="vat_region"
          options={VAT_REGIONS.map((r) => ({ value: r, label: t(`shipping.vat.${r}`) }))}
        />
      </div>
    </>
  );
}

/** Rates per region, the countries in each region, and the categories charged by weight. */
export default function Shipping() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.shipping'));
  const query = useAdminQuery<ShippingData>('shipping', '/admin/shipping');
  const notice = useState<string | null>(null);
  const rate = useResourceEditor<Rate>(notice);
  const country = useResourceEditor<Country>(notice);
  const rateColumns: Column<Rate>[] = [
    { header: t('shipping.region'), className: 'font-semibold', cell: (r) => regionName(t, r.region) },
    { header: t('shipping.quoteAvailableShort'), cell: (r) => <YesNo value={r.quote_available} /> },
    { header: t('shipping.standard'), cell: (r) => <Money value={r.standard} /> },
    { header: t('shipping.large'), cell: (r) => <Money value={r.large} /> },
    {
      header: t('shipping.freeOver'),
      cell: (r) => (r.free_over === null ? t('shipping.never') : <Money value={r.free_over} />),
    },
    { header: t('shipping.perKg'), cell: (r) => <Money value={r.per_kg} /> },
    {
      header: t('shipping.courierDays'),
      cell: (r) => (r.courier_days === null ? t('shipping.noCourier') : <Num value={r.courier_days} />),
    },
    {
      header: t('fields.actions'),
      cell: (r) => (
        <Button
          variant="secondary"
          small
          onClick={() => rate.edit(r)}
          aria-label={t('actions.editNamed', { name: regionName(t, r.region) })}
        >
          {t('actions.edit')}
        </Button>
      ),
    },
  ];
  const countryColumns: Column<Country>[] = [
    { header: t('shipping.code'), className: 'font-mono', dir: 'ltr', cell: (c) => c.code },
    { header: t('fields.name'), cell: (c) => <bdi>{textOf(c.name)}</bdi> },
    { header: t('shipping.region'), cell: (c) => regionName(t, c.region) },
    {
      header: t('shipping.vatRegion'),
      cell: (c) => t(`shipping.vat.${c.vat_region}`, { defaultValue: c.vat_region }),
    },
    { header: t('fields.sortOrder'), cell: (c) => <Num value={c.sort_order} /> },
    actionsColumn(t('fields.actions'), countries, country, (c) => ({
      name: textOf(c.name),
      deleteTitle: t('shipping.deleteCountryTitle', { name: textOf(c.name) }),
      deleteBody: t('shipping.deleteCountryBody'),
    })),
  ];
  return (
    <>
      <PageHeader title={t('nav.shipping')} />
      <SuccessNotice message={notice[0]} />
      <QueryView query={query}>
        {(data) => (
          <div className="space-y-6">
            <Card title={t('shipping.rates')}>
              <ResourceTable
                caption={t('shipping.rates')}
                columns={rateColumns}
                rows={data.rates}
                rowKey={(r) => r.region}
              />
            </Card>

            <Card
              title={t('shipping.countries')}
              actions={
                <Button small onClick={country.create}>
                  {t('shipping.newCountry')}
                </Button>
              }
            >
              <ResourceTable
                caption={t('shipping.countries')}
                columns={countryColumns}
                rows={data.countries}
                rowKey={(c) => c.id}
              />
            </Card>

            <Card title={t('shipping.excluded')}>
              <p className="mb-2 text-sm text-slate-600">{t('shipping.excludedHint')}</p>
              {data.excluded_categories.length === 0 ? (
                <p className="text-sm">{t('shipping.noExcluded')}</p>
              ) : (
                <ul className="list-disc ps-5">
                  {data.excluded_categories.map((c) => (
                    <li key={c.id}>
                      <bdi>{textOf(c.name)}</bdi>
                    </li>
                  ))}
                </ul>
              )}
              <Link
                to={`${adminPaths.categories}?owner=2`}
                className="mt-3 inline-block font-semibold text-brand-700 underline"
              >
                {t('shipping.editExcluded')}
              </Link>
            </Card>
          </div>
        )}
      </QueryView>
      <ResourceDialog
        resource={rates}
        editor={rate}
        title={(r) => (r ? t('shipping.editRate', { region: regionName(t, r.region) }) : '')}
      >
        {() => <RateFields />}
      </ResourceDialog>
      <ResourceDialog
        resource={countries}
        editor={country}
        title={(c) => (c ? t('shipping.editCountry') : t('shipping.newCountry'))}
      >
        {() => <CountryFields />}
      </ResourceDialog>
    </>
  );
}
