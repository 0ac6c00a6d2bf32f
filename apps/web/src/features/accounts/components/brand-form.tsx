import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Brand, useBrand, useSaveBrand, useUploadBrandLogo } from '../api/brand';
import { useCompany } from '../api/company';
import { BrandFormSchema, type BrandForm as BrandValues } from '../schemas';
import { SubmitButton } from './auth-card';
import { TextField } from './form-field';
import { ErrorLines, SuccessMessage } from './messages';
import { PostalFields } from './postal-fields';

function valuesOf(brand: Brand | null): BrandValues {
  if (!brand) {
    return {
      brand_name: '',
      street: '',
      postcode: '',
      city: '',
      province: '',
      country: 'ES',
      phone: '',
      email: '',
    };
  }
  const a = brand.return_address;
  return {
    brand_name: brand.brand_name,
    street: a.street,
    postcode: a.postcode,
    city: a.city,
    province: a.province,
    country: a.country,
    phone: brand.phone,
    email: brand.email,
  };
}

/**
 * "Your brand" on the profile of a trade account (company details saved): the name, return
 * address and logo printed instead of the shop's on blind-shipped parcels and on the quotes
 * the reseller forwards (issue 25). Hidden for other accounts.
 */
export function BrandDetails({ userId }: { userId: number }) {
  const { t } = useTranslation('accounts');
  const company = useCompany(userId);
  const brand = useBrand(userId);
  if (!company.data) return null;
  return (
    <section aria-labelledby="brand-details-title" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="brand-details-title" className="text-xl font-bold">
        {t('brand.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('brand.intro')}</p>
      {brand.isPending ? (
        <div role="status" aria-busy="true" className="mt-4 h-40 animate-pulse rounded-xl bg-slate-100">
          <span className="sr-only">{t('common:status.loading')}</span>
        </div>
      ) : brand.isError ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-700">
          <p>{t('common:errors.somethingWentWrong')}</p>
          <button type="button" onClick={() => brand.refetch()} className="mt-1 font-semibold underline">
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <>
          <BrandFormView key={brand.data ? 'saved' : 'new'} userId={userId} brand={brand.data} />
          <LogoPicker userId={userId} brand={brand.data} />
        </>
      )}
    </section>
  );
}

function BrandFormView({ userId, brand }: { userId: number; brand: Brand | null }) {
  const { t } = useTranslation('accounts');
  const save = useSaveBrand(userId);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<BrandValues>({
    resolver: zodResolver(BrandFormSchema),
    mode: 'all',
    defaultValues: valuesOf(brand),
  });
  const { errors, isSubmitted, isValid } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    save.mutate(values, { onSuccess: (envelope) => setNotice(envelope.message ?? null) });
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 grid gap-4 sm:grid-cols-2"
      aria-labelledby="brand-details-title"
      data-testid="brand-form"
    >
      <div className="sm:col-span-2" aria-live="polite">
        <SuccessMessage>{notice}</SuccessMessage>
      </div>
      <TextField
        label={t('brand.name')}
        autoComplete="organization"
        error={errors.brand_name?.message}
        {...form.register('brand_name')}
      />
      <p className="text-sm font-semibold text-slate-800 sm:col-span-2">{t('brand.returnAddress')}</p>
      <PostalFields form={form} autoCompleteSection="shipping" />
      <TextField
        label={t('brand.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label={t('brand.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="space-y-3 sm:col-span-2">
        <ErrorLines error={save.error} />
        {isSubmitted && !isValid ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('company.fixFields')}
          </p>
        ) : null}
        <div className="sm:max-w-60">
          <SubmitButton pending={save.isPending} pendingLabel={t('brand.saving')}>
            {t('brand.save')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

function LogoPicker({ userId, brand }: { userId: number; brand: Brand | null }) {
  const { t } = useTranslation('accounts');
  const upload = useUploadBrandLogo(userId);
  const inputId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="mt-6 space-y-3" data-testid="brand-logo">
      <p className="text-sm font-semibold text-slate-800">{t('brand.logo')}</p>
      {brand?.logo_url ? (
        <img
          src={brand.logo_url}
          alt={t('brand.logoAlt', { name: brand.brand_name })}
          className="max-h-24 max-w-full rounded border border-slate-200 bg-white p-2"
          data-testid="brand-logo-preview"
        />
      ) : (
        <p className="text-sm text-slate-600">{brand ? t('brand.noLogo') : t('brand.saveFirst')}</p>
      )}
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t('brand.logoPick')}
        </label>
        <p className="text-xs text-slate-600">{t('brand.logoHint')}</p>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={!brand || upload.isPending}
          className="mt-1 block w-full max-w-full text-sm"
          data-testid="brand-logo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setNotice(null);
            upload.mutate(file, { onSuccess: (envelope) => setNotice(envelope.message ?? null) });
            event.target.value = '';
          }}
        />
      </div>
      <div aria-live="polite">
        <SuccessMessage>{notice}</SuccessMessage>
      </div>
      <ErrorLines error={upload.error} />
    </div>
  );
}
