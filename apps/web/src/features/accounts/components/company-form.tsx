import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { type Company, useCompany, useSaveCompany } from '../api/company';
import { CompanyFormSchema, type CompanyForm as CompanyValues } from '../schemas';
import { SubmitButton } from './auth-card';
import { TextField } from './form-field';
import { ErrorLines, SuccessMessage } from './messages';
import { PostalFields } from './postal-fields';

const EMPTY: CompanyValues = {
  company_name: '',
  tax_id: '',
  street: '',
  postcode: '',
  city: '',
  province: '',
  country: 'ES',
};

function valuesOf(company: Company | null): CompanyValues {
  if (!company) return EMPTY;
  const a = company.invoice_address;
  return {
    company_name: company.company_name,
    tax_id: company.tax_id,
    street: a.street,
    postcode: a.postcode,
    city: a.city,
    province: a.province,
    country: a.country,
  };
}

/** What the check of the saved tax id said, and what it means for VAT. */
function CheckStatus({ company }: { company: Company }) {
  const { t } = useTranslation('accounts');
  const date = new Intl.DateTimeFormat(currentLang(), { dateStyle: 'medium' }).format(
    new Date(company.vat_checked_at),
  );
  let key: string;
  let tone = 'border-slate-200 bg-slate-50 text-slate-800';
  if (company.tax_id_kind !== 'eu_vat' || company.vat_country === 'ES') {
    key = 'company.check.spanish';
  } else if (company.vat_check === 'valid') {
    key = 'company.check.valid';
    tone = 'border-green-200 bg-green-50 text-green-900';
  } else if (company.vat_check === 'format_only') {
    key = 'company.check.formatOnly';
    tone = 'border-amber-300 bg-amber-50 text-amber-900';
  } else if (company.vat_check === 'invalid') {
    key = 'company.check.invalid';
    tone = 'border-red-200 bg-red-50 text-red-800';
  } else {
    key = 'company.check.unavailable';
    tone = 'border-amber-300 bg-amber-50 text-amber-900';
  }
  return (
    <p className={`rounded-md border px-3 py-2 text-sm ${tone}`} data-testid="vat-check-status">
      {t(key, { taxId: company.tax_id, date })}
    </p>
  );
}

/**
 * "Company details" on the profile: company name, tax id (Spanish NIF / NIE / CIF or EU VAT
 * number with its prefix, checked as typed by the shared rules) and invoice address. Printed
 * on every invoice issued afterwards; issued invoices keep what they had.
 */
export function CompanyDetails({ userId }: { userId: number }) {
  const { t } = useTranslation('accounts');
  const company = useCompany(userId);
  return (
    <section aria-labelledby="company-details-title" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="company-details-title" className="text-xl font-bold">
        {t('company.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('company.intro')}</p>
      {company.isPending ? (
        <div role="status" aria-busy="true" className="mt-4 h-40 animate-pulse rounded-xl bg-slate-100">
          <span className="sr-only">{t('common:status.loading')}</span>
        </div>
      ) : company.isError ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-700">
          <p>{t('common:errors.somethingWentWrong')}</p>
          <button type="button" onClick={() => company.refetch()} className="mt-1 font-semibold underline">
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <CompanyFormView key={company.data?.vat_checked_at ?? 'new'} userId={userId} company={company.data} />
      )}
    </section>
  );
}

function CompanyFormView({ userId, company }: { userId: number; company: Company | null }) {
  const { t } = useTranslation('accounts');
  const save = useSaveCompany(userId);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<CompanyValues>({
    resolver: zodResolver(CompanyFormSchema),
    mode: 'all',
    defaultValues: valuesOf(company),
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
      aria-labelledby="company-details-title"
      data-testid="company-form"
    >
      <div className="space-y-2 sm:col-span-2" aria-live="polite">
        <SuccessMessage>{notice}</SuccessMessage>
        {company ? <CheckStatus company={company} /> : null}
      </div>
      <TextField
        label={t('company.name')}
        autoComplete="section-billing billing organization"
        error={errors.company_name?.message}
        {...form.register('company_name')}
      />
      <TextField
        label={t('company.taxId')}
        hint={t('company.taxIdHint')}
        dir="ltr"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.tax_id?.message}
        {...form.register('tax_id')}
      />
      <p className="text-sm font-semibold text-slate-800 sm:col-span-2">{t('company.invoiceAddress')}</p>
      <PostalFields form={form} autoCompleteSection="billing" />
      <div className="space-y-3 sm:col-span-2">
        <ErrorLines error={save.error} />
        {/*
          Save stays enabled (issue 27): a disabled button says nothing about why. Pressing it
          with a field wrong shows every field's message and moves focus to the first one.
        */}
        {isSubmitted && !isValid ? (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="company-form-invalid">
            {t('company.fixFields')}
          </p>
        ) : null}
        <div className="sm:max-w-60">
          <SubmitButton pending={save.isPending} pendingLabel={t('company.saving')}>
            {t('company.save')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
