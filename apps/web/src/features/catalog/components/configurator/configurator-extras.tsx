import type { ShippingRegion } from '@shop/shared';
import type { PricingOption, PricingProduct } from '@shop/shared/pricing';
import { DEFAULT_DELIVERY_REGION, planDelivery, productionDays } from '@shop/shared/pricing/delivered-by';
import { quantityBreakTable } from '@shop/shared/pricing/quantity-break-table';
import { useMemo, useSyncExternalStore } from 'react';
import { currentLang } from '../../../../i18n';
import { ApiError } from '../../../../lib/api-client';
import { useRenderTime } from '../../../../lib/render-clock';
import { awaitOnServer } from '../../../../lib/ssr-context';
import { type EstimateParams, getEstimateQueryOptions, useEstimate } from '../../api/get-estimate';
import type { DeliveryCountry, Product } from '../../api/types';
import { quotePdfUrl } from '../../lib/quote-url';
import { productionSavings, summaryChoices } from '../../lib/summary-lines';
import type { SummaryStore } from '../../lib/summary-store';

export { AddToCartNotice } from './add-to-cart-notice';

import { DeliveryDate, DeliveryEstimate } from './delivery-estimate';
import { PriceSummary } from './price-summary';
import { ProductGallery } from './product-gallery';
import { QuantityBreaksTable } from './quantity-breaks-table';
import { ShareActions } from './share-actions';
import { TemplateLinks } from './template-links';

/**
 * The configurator's secondary parts (gallery and texts, quantity breaks, delivery estimate),
 * with the shared rules only they use: their own chunk, loaded after the page's first load
 * (deferred.tsx). The configurator keeps the state and passes it in.
 */

/** The price summary, following the configurator through its store (lib/summary-store.ts). */
export function LiveSummary({
  product,
  pricing,
  store,
}: {
  product: Product;
  pricing: PricingProduct;
  store: SummaryStore;
}) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.getInitial);
  const { optionIds, width, height, quantity } = state;
  const choices = useMemo(
    () => summaryChoices(product, pricing, optionIds, { width, height }, quantity),
    [product, pricing, optionIds, width, height, quantity],
  );
  return <PriceSummary view={{ ...state, choices }} />;
}

/** The gallery beside the description and the product's headers. */
export function ProductIntro({ product }: { product: Product }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery images={product.images} title={product.title} />
      <div className="min-w-0 space-y-6">
        <p className="leading-relaxed text-slate-700">{product.description}</p>
        {product.headers.map((header) => (
          <section key={header.id} aria-labelledby={`header-${header.id}`}>
            <h2 id={`header-${header.id}`} className="text-xl font-bold">
              {header.title}
            </h2>
            {header.description ? <p className="mt-1 text-slate-700">{header.description}</p> : null}
            {header.lines.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
                {header.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}

export type QuantityBreaksProps = {
  pricing: PricingProduct;
  optionIds: number[];
  sized: boolean;
  widthCm: number | null;
  heightCm: number | null;
  quantity: number;
};

/** The price table of the quantity breaks for the current options and size. */
export function QuantityBreaks({
  pricing,
  optionIds,
  sized,
  widthCm,
  heightCm,
  quantity,
}: QuantityBreaksProps) {
  const chosen: PricingOption[] = pricing.options.filter((o) => optionIds.includes(o.id));
  const rows =
    !sized || (widthCm !== null && heightCm !== null)
      ? quantityBreakTable(pricing, chosen, { optionIds, width: widthCm, height: heightCm })
      : [];
  return <QuantityBreaksTable rows={rows} quantity={quantity} />;
}

export type DeliveryProps = {
  countries: DeliveryCountry[] | undefined;
  country: DeliveryCountry | null;
  onCountry: (id: number) => void;
  /** The configuration once the customer paused (null while it is invalid). */
  params: EstimateParams | null;
};

/** The delivery estimate: the destination and the server's delivery price for it. */
export function Delivery({ countries, country, onCountry, params }: DeliveryProps) {
  // The delivery for the configuration the page opens with is in its HTML (lib/ssr-context.ts).
  awaitOnServer(getEstimateQueryOptions(params));
  const estimate = useEstimate(params);
  return (
    <DeliveryEstimate
      view={{
        countries,
        countryId: country?.id ?? null,
        onCountry,
        estimate: estimate.data ?? null,
        loading: estimate.isFetching,
        failed: estimate.isError && !(estimate.error instanceof ApiError && estimate.error.status < 500),
      }}
    />
  );
}

export type DeliveryDateProps = {
  product: Product;
  optionIds: number[];
  country: DeliveryCountry | null;
  defaultRegionName: string;
};

/** "Delivered by …" to the chosen country's region, by the shared delivery rule, at once. */
export function KeyDeliveryDate({ product, optionIds, country, defaultRegionName }: DeliveryDateProps) {
  const region = (country?.region as ShippingRegion | undefined) ?? DEFAULT_DELIVERY_REGION;
  const now = useRenderTime();
  const plan = planDelivery(now, {
    productionDays: productionDays(product.turnaround_days, productionSavings(product, optionIds)),
    region,
  });
  return <DeliveryDate plan={plan} regionName={country?.name ?? defaultRegionName} now={now} />;
}

/**
 * Copy link and the quote PDF of the configuration as typed (the server prices it again), then
 * its artwork template (docs/product.md#artwork-templates).
 */
export function Share({
  params,
  disabled,
  product,
}: {
  params: EstimateParams | null;
  disabled: boolean;
  product: Product;
}) {
  return (
    <>
      <ShareActions quoteUrl={params ? quotePdfUrl(params, currentLang()) : null} disabled={disabled} />
      <TemplateLinks product={product} params={disabled ? null : params} lang={currentLang()} />
    </>
  );
}
