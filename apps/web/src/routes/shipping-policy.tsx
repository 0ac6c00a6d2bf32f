import { useTranslation } from 'react-i18next';
import { getShippingRatesQueryOptions, useShippingRates } from '../features/policies/api/get-shipping-rates';
import { PolicyPage } from '../features/policies/components/policy-page';
import { formatRate, ShippingRatesTable } from '../features/policies/components/shipping-rates-table';
import { prefetchOnServer } from '../lib/ssr-context';

/** Delivery policy: its figures come from the same rate table the checkout charges from. */
export function Component() {
  const { t, i18n } = useTranslation('policies');
  const rates = useShippingRates();
  const mainland = rates.data?.regions.find((r) => r.region === 'es_mainland');
  const lang = i18n.language;
  const excluded = rates.data?.excludedCategories.map((c) => c.name).join(', ');
  const values = {
    freeOver: formatRate(mainland?.freeOver ?? 250, lang) ?? '',
    standard: formatRate(mainland?.standard ?? 18.5, lang) ?? '',
    large: formatRate(mainland?.large ?? 26.5, lang) ?? '',
    excluded: excluded || t('rates.excludedDefault'),
  };
  return (
    <PolicyPage
      ns="delivery"
      values={values}
      slots={{
        rates: (
          <ShippingRatesTable
            rates={rates.data}
            loading={rates.isPending}
            failed={rates.isError}
            onRetry={() => rates.refetch()}
          />
        ),
      }}
    />
  );
}

/** The server render's data: the delivery rate table. */
export const loader = prefetchOnServer((queryClient) => [
  queryClient.prefetchQuery(getShippingRatesQueryOptions()),
]);
