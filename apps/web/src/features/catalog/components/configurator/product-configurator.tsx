import type { VatRegion } from '@shop/shared';
import { vatOn, vatRateFor } from '@shop/shared/checkout';
// The rules by file, not the pricing index: the delivery and quantity-break rules stay in the
// deferred chunk (deferred.tsx) instead of a chunk shared with it.
import { quoteLine } from '@shop/shared/pricing/line-price';
import { presetSizesFor } from '@shop/shared/pricing/preset-sizes';
import { isSized } from '@shop/shared/pricing/validate';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { currentLang } from '../../../../i18n';
import { ApiError } from '../../../../lib/api-client';
import { formatCents, formatPercent } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { awaitOnServer } from '../../../../lib/ssr-context';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useAddToCart } from '../../api/add-to-cart';
import { useDeliveryCountries } from '../../api/get-delivery-countries';
import type { EstimateParams } from '../../api/get-estimate';
import { getSummaryQueryOptions, type SummaryParams, useSummary } from '../../api/get-summary';
import type { Product } from '../../api/types';
import { type ConfigState, LABEL_MAX, readConfig, writeConfig } from '../../lib/config-url';
import { SUMMARY_DEBOUNCE_MS } from '../../lib/constants';
import { forgetFileNames, recallFileNames, rememberFileNames } from '../../lib/remembered-files';
import { effectiveOptionIds } from '../../lib/selection';
import { createSummaryStore, type SummaryState } from '../../lib/summary-store';
import { toPricingProduct } from '../../lib/to-pricing';
import type { Artwork } from './artwork-picker';
import {
  DeferredAddToCartNotice,
  DeferredDelivery,
  DeferredDeliveryDate,
  DeferredPriceSummary,
  DeferredProductIntro,
  DeferredQuantityBreaks,
  DeferredShare,
} from './deferred';
import { issueText } from './issue-text';
import { LazyArtworkPicker } from './lazy-artwork-picker';
import { LazyLivePreview } from './lazy-live-preview';
import { OptionSections } from './option-sections';
import type { SummaryView } from './price-summary';
import { QuantityField, SizeFields } from './size-fields';

const parseWhole = (value: string): number | null => (/^\s*\d{1,7}\s*$/.test(value) ? Number(value) : null);

/** Where the customer's delivery is counted to before they choose: Spain, the shop's home market. */
const DEFAULT_COUNTRY_CODE = 'ES';

/**
 * The product page's configurator: options (three levels), size, quantity, artwork and a
 * price that updates as the customer types, computed with the shared pricing rules and
 * confirmed by GET /api/summary (the server's answer counts).
 */
export function ProductConfigurator({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const pricing = useMemo(() => toPricingProduct(product), [product]);
  const presets = useMemo(() => presetSizesFor(pricing), [pricing]);
  const sized = isSized(pricing);

  const [searchParams, setSearchParams] = useSearchParams();
  // The address is the starting point, so a guest back from the login page finds the same configuration.
  const [initial] = useState(() => readConfig(searchParams, product));
  const [selection, setSelection] = useState(initial.selection);
  const [width, setWidth] = useState(initial.width);
  const [height, setHeight] = useState(initial.height);
  const [quantityText, setQuantityText] = useState(initial.quantity);
  const [label, setLabel] = useState(initial.label);
  const [quantityNote, setQuantityNote] = useState<string | null>(null);
  const [files, setFiles] = useState<Artwork[]>([]);
  // A chosen file with a blocker (the picker's check) stops Add to cart until the customer
  // accepts the risk; the server enforces the same (422 artwork_blocked).
  const [artworkBlocked, setArtworkBlocked] = useState(false);
  const [acceptRisk, setAcceptRisk] = useState(false);
  const [remembered, setRemembered] = useState(() => recallFileNames(product.id));
  const addLine = useAddToCart();
  const labelId = useId();
  const formId = useId();
  const countries = useDeliveryCountries();
  const [chosenCountry, setChosenCountry] = useState<number | null>(null);
  const country =
    countries.data?.find((c) => c.id === chosenCountry) ??
    countries.data?.find((c) => c.code === DEFAULT_COUNTRY_CODE) ??
    null;
  // The answer of the last Add to cart is shown while the configuration it was for is on screen.
  const [sentFor, setSentFor] = useState<string | null>(null);

  const config: ConfigState = { width, height, quantity: quantityText, label, selection };
  const configSearch = writeConfig(searchParams, product, config).toString();
  const sendKey = `${configSearch}|${files.map((a) => a.key).join(',')}`;
  // Kept in the address as the customer configures (replace: no history entry per keystroke).
  const settledSearch = useDebouncedValue(configSearch, 300);
  // Set when a guest is sent to log in: a late address sync would be a navigation of its own
  // and cancel the one to the (lazily loaded) login page.
  const leaving = useRef(false);
  useEffect(() => {
    if (!leaving.current && settledSearch !== searchParams.toString()) {
      setSearchParams(new URLSearchParams(settledSearch), { replace: true, preventScrollReset: true });
    }
  }, [settledSearch, searchParams, setSearchParams]);

  const optionIds = useMemo(
    () => effectiveOptionIds(product.sections, selection),
    [product.sections, selection],
  );
  const widthCm = sized ? parseWhole(width) : null;
  const heightCm = sized ? parseWhole(height) : null;
  const quantity = parseWhole(quantityText) ?? Number.NaN;
  const local = quoteLine(pricing, { optionIds, width: widthCm, height: heightCm, quantity });
  const issues = local.ok ? [] : local.issues;
  const sizeIssue = issues.find((i) => i.code.startsWith('size_'));
  const quantityIssue = issues.find((i) => i.code === 'quantity_out_of_range');
  const optionProblems = issues
    .filter((i) => i.code.startsWith('option_'))
    .flatMap((i) => issueText(t, i, product));

  // The server is asked once the customer pauses; the key is a string so the debounce is stable.
  const params: SummaryParams | null = local.ok
    ? { productId: product.id, optionIds, width: widthCm, height: heightCm, quantity }
    : null;
  const estimateParams: EstimateParams | null = params ? { ...params, countryId: country?.id ?? null } : null;
  const estimateKey = JSON.stringify(estimateParams);
  // The quote PDF link follows the configuration as typed; parsed from the key so it stays the
  // same object while the configuration does (deferred.tsx).
  const typedEstimate = useMemo(() => JSON.parse(estimateKey) as EstimateParams | null, [estimateKey]);
  const debouncedEstimateKey = useDebouncedValue(estimateKey, SUMMARY_DEBOUNCE_MS);
  const settledEstimate = useMemo(
    () => JSON.parse(debouncedEstimateKey) as EstimateParams | null,
    [debouncedEstimateKey],
  );
  const paramsKey = JSON.stringify(params);
  const debouncedKey = useDebouncedValue(paramsKey, SUMMARY_DEBOUNCE_MS);
  const settled = debouncedKey === paramsKey;
  const summaryParams = useMemo(() => JSON.parse(debouncedKey) as SummaryParams | null, [debouncedKey]);
  // The server's price is in the page's HTML, not fetched once the page is on screen.
  awaitOnServer(getSummaryQueryOptions(summaryParams));
  const summary = useSummary(summaryParams);
  const serverAnswered = settled && summary.isSuccess && !summary.isPlaceholderData && !summary.isFetching;
  const serverRejected =
    settled && summary.error instanceof ApiError && summary.error.status >= 400 && summary.error.status < 500;

  let state: SummaryView['state'] = 'confirming';
  if (!local.ok) state = 'invalid';
  else if (serverRejected) state = 'rejected';
  else if (serverAnswered) state = 'confirmed';
  else if (settled && summary.isError) state = 'offline';

  const problems = [
    ...optionProblems,
    ...(quantityIssue ? issueText(t, quantityIssue, product) : []),
    ...(state === 'rejected' && summary.error instanceof ApiError
      ? summary.error.errors.length > 0
        ? summary.error.errors
        : [summary.error.message]
      : []),
  ];
  const lineTotalCents =
    state === 'confirmed' && summary.data
      ? Math.round(summary.data.total * 100)
      : local.ok
        ? local.quote.totalCents
        : null;
  // IVA of the destination by the shared rule (21 % for Spain and the EU, 0 on exports).
  const vatRate = vatRateFor((country?.vat_region as VatRegion | undefined) ?? 'es');
  const summaryState: SummaryState = {
    optionIds,
    quantity: Number.isFinite(quantity) ? quantity : 0,
    width: widthCm,
    height: heightCm,
    quote: local.ok ? local.quote : null,
    confirmedTotalCents: state === 'confirmed' && summary.data ? Math.round(summary.data.total * 100) : null,
    state,
    problems,
    vatRateBasisPoints: vatRate,
    vatCents: lineTotalCents === null ? null : vatOn(lineTotalCents, vatRate),
  };
  const [summaryStore] = useState(() => createSummaryStore(summaryState));
  useLayoutEffect(() => summaryStore.set(summaryState));
  const lang = currentLang();
  const totalText = lineTotalCents === null ? '—' : formatCents(lineTotalCents, lang);
  const totalVatText =
    lineTotalCents === null ? '—' : formatCents(lineTotalCents + vatOn(lineTotalCents, vatRate), lang);

  function commitQuantity() {
    const typed = Number.parseInt(quantityText, 10);
    const clamped = Number.isFinite(typed)
      ? Math.min(product.max_q, Math.max(product.min_q, typed))
      : product.min_q;
    setQuantityNote(
      String(clamped) !== quantityText.trim()
        ? t('quantity.clamped', { value: clamped, min: product.min_q, max: product.max_q })
        : null,
    );
    setQuantityText(String(clamped));
  }

  function addToCart() {
    if (!session) {
      rememberFileNames(
        product.id,
        files.map((a) => a.file.name),
      );
      const search = configSearch ? `?${configSearch}` : '';
      leaving.current = true;
      navigate(`${paths.login}?next=${encodeURIComponent(location.pathname + search)}`);
      return;
    }
    if (!local.ok || addLine.isPending) return;
    setSentFor(sendKey);
    addLine.mutate(
      {
        productId: product.id,
        quantity,
        width: widthCm,
        height: heightCm,
        name: label,
        optionIds,
        files: files.map((a) => a.file),
        acceptRisk: acceptRisk && files.length > 0,
      },
      {
        onSuccess: () => {
          forgetFileNames(product.id);
          setRemembered([]);
        },
      },
    );
  }

  const showAnswer = sentFor === sendKey;
  const addError = showAnswer ? addLine.error : null;
  const serverBlocked = addError instanceof ApiError && addError.code === 'artwork_blocked';
  const riskOpen = (artworkBlocked || serverBlocked) && files.length > 0 && !acceptRisk;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      <div className="min-w-0 space-y-8">
        <DeferredProductIntro product={product} />
        <DeferredQuantityBreaks
          pricing={pricing}
          optionIds={optionIds}
          sized={sized}
          widthCm={widthCm}
          heightCm={heightCm}
          quantity={quantity}
        />

        <form
          id={formId}
          className="min-w-0 space-y-8"
          aria-label={t('configurator.formLabel', { name: product.title })}
          onSubmit={(event) => {
            event.preventDefault();
            addToCart();
          }}
        >
          {sized ? (
            <SizeFields
              product={product}
              width={width}
              height={height}
              onWidth={setWidth}
              onHeight={setHeight}
              issue={sizeIssue}
              panels={local.ok ? local.quote.panels : null}
              presets={presets}
            />
          ) : null}
          <QuantityField
            product={product}
            value={quantityText}
            onChange={(value) => {
              setQuantityText(value);
              setQuantityNote(null);
            }}
            onCommit={commitQuantity}
            note={quantityNote}
            issue={quantityIssue}
          />
          {/* Size and quantity first, then the options (issue 27). */}
          <OptionSections sections={product.sections} selection={selection} onChange={setSelection} />
          <LazyLivePreview
            product={product}
            widthCm={sizeIssue ? null : widthCm}
            heightCm={sizeIssue ? null : heightCm}
            optionIds={optionIds}
            files={files}
          />
          <div>
            <label htmlFor={labelId} className="mb-1 block text-lg font-bold">
              {t('cart.label')}
            </label>
            <input
              id={labelId}
              name="name"
              type="text"
              dir="auto"
              maxLength={LABEL_MAX}
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              aria-describedby={`${labelId}-hint`}
              className="w-full rounded-md border border-slate-300 px-3 py-2"
              data-testid="line-label"
            />
            <p id={`${labelId}-hint`} className="mt-1 text-sm text-slate-600">
              {t('cart.labelHint')}
            </p>
          </div>
          <LazyArtworkPicker
            limit={product.limit}
            widthCm={widthCm}
            heightCm={heightCm}
            files={files}
            setFiles={(update) => {
              setFiles(update);
              setRemembered([]);
              // Other files: the acceptance was for the ones shown.
              setAcceptRisk(false);
            }}
            remembered={remembered}
            disabled={addLine.isPending}
            pricingMode={product.pricing_mode}
            acceptRisk={acceptRisk}
            onAcceptRisk={setAcceptRisk}
            serverBlocked={serverBlocked}
            onBlockedChange={setArtworkBlocked}
          />
          {product.footers.description ? (
            <p className="text-sm text-slate-500">{product.footers.description}</p>
          ) : null}
        </form>
      </div>

      {/*
        The summary column. It does not scroll on its own: on desktop its key facts (price, the
        delivery date, Add to cart, Download quote) stick below the header while the page
        scrolls, and the breakdown and the destination follow them (issue 27). Below lg its
        parts join the page grid (display: contents) and the cart bar sticks to the bottom of
        the screen while the configurator is on it, then settles in its place above the footer,
        so it never covers the footer or its own notice.
      */}
      <div className="min-w-0 max-lg:contents lg:flex lg:flex-col lg:gap-4" data-testid="summary-panel">
        <div
          className="max-lg:contents lg:sticky lg:top-20 lg:z-10 lg:space-y-3 lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:shadow-sm"
          data-testid="summary-key-facts"
        >
          <section
            aria-label={t('summary.bar')}
            className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur max-lg:order-last lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
            data-testid="summary-bar"
          >
            <div className="flex items-center gap-3 lg:flex-wrap">
              <div className="min-w-0 flex-1">
                <p className="text-xs text-slate-600">{t('summary.exVat')}</p>
                <p className="text-xl leading-tight font-black text-brand-700" data-testid="bar-total">
                  {totalText}
                </p>
                <p className="text-xs text-slate-700">
                  {t('summary.incVat', { rate: formatPercent(vatRate / 100, lang) })}:{' '}
                  <bdi>{totalVatText}</bdi>
                </p>
              </div>
              <button
                type="submit"
                form={formId}
                disabled={!local.ok || addLine.isPending || riskOpen}
                aria-busy={addLine.isPending || undefined}
                className="shrink-0 rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50 lg:w-full"
                data-testid="add-to-cart"
              >
                {addLine.isPending ? t('cart.adding') : t('cart.add')}
              </button>
            </div>
            {!session ? (
              <p className="mt-1 text-center text-sm text-slate-600">{t('cart.loginFirst')}</p>
            ) : null}
            <div className="mt-2" aria-live="polite">
              <DeferredAddToCartNotice
                added={showAnswer && addLine.isSuccess}
                message={addLine.data?.message}
                error={addError}
              />
            </div>
          </section>
          <div className="max-lg:order-1 max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:p-4">
            <DeferredDeliveryDate
              product={product}
              optionIds={optionIds}
              country={country}
              defaultRegionName={t('summary.defaultRegion')}
            />
          </div>
          <div className="max-lg:order-1">
            <DeferredShare params={typedEstimate} disabled={!local.ok} product={product} />
          </div>
        </div>
        <DeferredPriceSummary product={product} pricing={pricing} store={summaryStore} />
        <DeferredDelivery
          countries={countries.data}
          country={country}
          onCountry={setChosenCountry}
          params={settledEstimate}
        />
      </div>
    </div>
  );
}
