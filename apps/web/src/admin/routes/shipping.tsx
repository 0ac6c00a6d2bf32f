import { zodResolver } from '@hookform/resolvers/zod';
import { SHIPPING_REGIONS, VAT_REGIONS } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { FormDialog } from '../components/dialogs';
import {
  BilingualInput,
  CheckboxInput,
  DialogForm,
  NumberInput,
  SelectInput,
  TextInput,
} from '../components/form';
import { RowActions, SuccessNotice } from '../components/list';
import { Button, Card, Money, Num, PageHeader, QueryView, Table, td, th, YesNo } from '../components/ui';
import { asLocalized, type Localized, send, textOf, useAdminMutation, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';
import { CountryBodySchema, ShippingRateBodySchema } from '../schemas';

type Rate = {
  region: string;
  quote_available: boolean;
  standard: number | null;
  large: number | null;
  free_over: number | null;
  per_kg: number;
};
type Country = {
  id: number;
  code: string;
  name: Localized | string;
  region: string;
  vat_region: string;
  sort_order: number;
};
type ShippingData = {
  rates: Rate[];
  countries: Country[];
  excluded_categories: { id: number; name: Localized | string }[];
};

function RateForm({ rate, onSaved }: { rate: Rate; onSaved: (m?: string) => void }) {
  const { t } = useTranslation('admin');
  const save = useAdminMutation(
    (body: unknown) => send('PUT', `/admin/shipping/rates/${rate.region}`, body),
    ['shipping'],
  );
  const form = useForm({
    mode: 'all',
    resolver: zodResolver(ShippingRateBodySchema) as never,
    defaultValues: {
      quote_available: rate.quote_available,
      standard: rate.standard,
      large: rate.large,
      free_over: rate.free_over,
      per_kg: rate.per_kg,
    },
  });
  return (
    <DialogForm form={form} send={(body) => save.mutateAsync(body)} saving={save} onSaved={onSaved}>
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
      </div>
    </DialogForm>
  );
}

function CountryForm({ country, onSaved }: { country?: Country; onSaved: (m?: string) => void }) {
  const { t } = useTranslation('admin');
  const save = useAdminMutation(
    (body: unknown) =>
      country ? send('PUT', `/admin/countries/${country.id}`, body) : send('POST', '/admin/countries', body),
    ['shipping'],
  );
  const form = useForm({
    mode: 'all',
    resolver: zodResolver(CountryBodySchema) as never,
    defaultValues: {
      code: country?.code ?? '',
      name: asLocalized(country?.name),
      region: country?.region ?? 'europe_mainland',
      vat_region: country?.vat_region ?? 'eu',
      sort_order: country?.sort_order ?? 0,
    },
  });
  return (
    <DialogForm form={form} send={(body) => save.mutateAsync(body)} saving={save} onSaved={onSaved}>
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
    </DialogForm>
  );
}

/** Rates per region, the countries in each region, and the categories charged by weight. */
export default function Shipping() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.shipping'));
  const query = useAdminQuery<ShippingData>('shipping', '/admin/shipping');
  const removeCountry = useAdminMutation(
    (id: number) => send('DELETE', `/admin/countries/${id}`),
    ['shipping'],
  );
  const [rate, setRate] = useState<Rate | null>(null);
  const [country, setCountry] = useState<Country | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (message?: string) => {
    setRate(null);
    setCountry(null);
    setNotice(message ?? t('states.saved'));
  };
  return (
    <>
      <PageHeader title={t('nav.shipping')} />
      <SuccessNotice message={notice} />
      <QueryView query={query}>
        {(data) => (
          <div className="space-y-6">
            <Card title={t('shipping.rates')}>
              <Table caption={t('shipping.rates')}>
                <thead>
                  <tr>
                    <th className={th}>{t('shipping.region')}</th>
                    <th className={th}>{t('shipping.quoteAvailableShort')}</th>
                    <th className={th}>{t('shipping.standard')}</th>
                    <th className={th}>{t('shipping.large')}</th>
                    <th className={th}>{t('shipping.freeOver')}</th>
                    <th className={th}>{t('shipping.perKg')}</th>
                    <th className={th}>{t('fields.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rates.map((r) => (
                    <tr key={r.region}>
                      <td className={`${td} font-semibold`}>
                        {t(`shipping.regions.${r.region}`, { defaultValue: r.region })}
                      </td>
                      <td className={td}>
                        <YesNo value={r.quote_available} />
                      </td>
                      <td className={td}>
                        <Money value={r.standard} />
                      </td>
                      <td className={td}>
                        <Money value={r.large} />
                      </td>
                      <td className={td}>
                        {r.free_over === null ? t('shipping.never') : <Money value={r.free_over} />}
                      </td>
                      <td className={td}>
                        <Money value={r.per_kg} />
                      </td>
                      <td className={td}>
                        <Button
                          variant="secondary"
                          small
                          onClick={() => setRate(r)}
                          aria-label={t('actions.editNamed', {
                            name: t(`shipping.regions.${r.region}`, { defaultValue: r.region }),
                          })}
                        >
                          {t('actions.edit')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>

            <Card
              title={t('shipping.countries')}
              actions={
                <Button small onClick={() => setCountry('new')}>
                  {t('shipping.newCountry')}
                </Button>
              }
            >
              <Table caption={t('shipping.countries')}>
                <thead>
                  <tr>
                    <th className={th}>{t('shipping.code')}</th>
                    <th className={th}>{t('fields.name')}</th>
                    <th className={th}>{t('shipping.region')}</th>
                    <th className={th}>{t('shipping.vatRegion')}</th>
                    <th className={th}>{t('fields.sortOrder')}</th>
                    <th className={th}>{t('fields.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.countries.map((c) => (
                    <tr key={c.id}>
                      <td className={`${td} font-mono`} dir="ltr">
                        {c.code}
                      </td>
                      <td className={td}>
                        <bdi>{textOf(c.name)}</bdi>
                      </td>
                      <td className={td}>{t(`shipping.regions.${c.region}`, { defaultValue: c.region })}</td>
                      <td className={td}>
                        {t(`shipping.vat.${c.vat_region}`, { defaultValue: c.vat_region })}
                      </td>
                      <td className={td}>
                        <Num value={c.sort_order} />
                      </td>
                      <td className={td}>
                        <RowActions
                          name={textOf(c.name)}
                          onEdit={() => setCountry(c)}
                          deleteTitle={t('shipping.deleteCountryTitle', { name: textOf(c.name) })}
                          deleteBody={t('shipping.deleteCountryBody')}
                          onDelete={async () => {
                            const answer = await removeCountry.mutateAsync(c.id);
                            setNotice(answer.message ?? t('states.deleted'));
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
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
      <FormDialog
        open={rate !== null}
        onOpenChange={(open) => !open && setRate(null)}
        title={
          rate
            ? t('shipping.editRate', {
                region: t(`shipping.regions.${rate.region}`, { defaultValue: rate.region }),
              })
            : ''
        }
      >
        {rate && <RateForm rate={rate} onSaved={saved} />}
      </FormDialog>
      <FormDialog
        open={country !== null}
        onOpenChange={(open) => !open && setCountry(null)}
        title={country === 'new' ? t('shipping.newCountry') : t('shipping.editCountry')}
      >
        {country !== null && (
          <CountryForm country={country === 'new' ? undefined : country} onSaved={saved} />
        )}
      </FormDialog>
    </>
  );
}
