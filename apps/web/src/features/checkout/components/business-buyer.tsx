import { eurosToCents } from '@shop/shared';
import { needsBuyerTaxId, SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@shop/shared/invoice-type';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { getCompanyQueryOptions } from '../../accounts/api/company';
import { CompanyDetails } from '../../accounts/components/company-form';

/**
 * "I am buying for a business", and the simplified-invoice limit: the company and tax ID are
 * asked here, before paying, so the first invoice already names them (F1; decision 043). The
 * server has the last word (422 tax_id_required above SIMPLIFIED_INVOICE_MAX_EUR); the €400
 * default is only the early warning. `onNeeded` tells the page to hold the payment.
 */
export function BusinessBuyer({
  totalEuros,
  onNeeded,
}: {
  totalEuros: number | undefined;
  onNeeded: (needed: boolean) => void;
}) {
  const { t } = useTranslation('checkout');
  const session = useSession();
  const [business, setBusiness] = useState(false);
  const company = useQuery({ ...getCompanyQueryOptions(session?.userId ?? 0), enabled: session !== null });
  const taxId = company.data?.tax_id ?? null;
  const overLimit =
    totalEuros !== undefined &&
    needsBuyerTaxId({ taxId }, eurosToCents(totalEuros), SIMPLIFIED_INVOICE_LIMIT_CENTS);
  const needed = session !== null && company.isSuccess && taxId === null && (business || overLimit);
  useEffect(() => onNeeded(needed), [needed, onNeeded]);
  if (session === null || !company.isSuccess || taxId !== null) return null;
  return (
    <section aria-labelledby="business-buyer" className="space-y-3">
      <h2 id="business-buyer" className="sr-only">
        {t('business.title')}
      </h2>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={business}
          onChange={(e) => setBusiness(e.target.checked)}
          data-testid="business-buyer"
        />
        {t('business.checkbox')}
      </label>
      {needed ? (
        <div
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900"
          data-testid="tax-id-ask"
        >
          {overLimit ? t('business.overLimit') : t('business.ask')}
          <CompanyDetails userId={session.userId} />
        </div>
      ) : null}
    </section>
  );
}
