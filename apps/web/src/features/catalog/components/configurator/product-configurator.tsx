import { estimateDelivery, isSized, quoteLine } from '@shop/shared/pricing';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useAddToCart } from '../../api/add-to-cart';
import { type SummaryParams, useSummary } from '../../api/get-summary';
import type { Product, ProductOption } from '../../api/types';
import { type ConfigState, LABEL_MAX, readConfig, writeConfig } from '../../lib/config-url';
import { SUMMARY_DEBOUNCE_MS } from '../../lib/constants';
import { forgetFileNames, recallFileNames, rememberFileNames } from '../../lib/remembered-files';
import { effectiveOptionIds } from '../../lib/selection';
import { toPricingProduct } from '../../lib/to-pricing';
import { AddToCartNotice } from './add-to-cart-notice';
import { type Artwork, ArtworkPicker } from './artwork-picker';
import { issueText } from './issue-text';
import { OptionSections } from './option-sections';
import { PriceSummary, type SummaryView } from './price-summary';
import { ProductGallery } from './product-gallery';
import { QuantityField, SizeFields } from './size-fields';

const parseWhole = (value: string): number | null => (/^\s*\d{1,7}\s*$/.test(value) ? Number(value) : null);

function optionIndex(product: Product) {
  const index = new Map<number, { option: ProductOption; section: string; parent: ProductOption | null }>();
  const walk = (options: ProductOption[], section: string, parent: ProductOption | null) => {
    for (const option of options) {
      index.set(option.id, { option, section, parent });
      walk(option.childrens, section, option);
    }
  };
  for (const section of product.sections) walk(section.options, section.name, null);
  return index;
}

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
  const options = useMemo(() => optionIndex(product), [product]);
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
  const [remembered, setRemembered] = useState(() => recallFileNames(product.id));
  const addLine = useAddToCart();
  const labelId = useId();
  // The answer of the last Add to cart is shown while the configuration it was for is on screen.
  const [sentFor, setSentFor] = useState<string | null>(null);

  const config: ConfigState = { width, height, quantity: quantityText, label, selection };
  const configSearch = writeConfig(searchParams, product, config).toString();
  const sendKey = `${configSearch}|${files.map((a) => a.key).join(',')}`;
  // Kept in the address as the customer configures (replace: no history entry per keystroke).
  const settledSearch = useDebouncedValue(configSearch, 300);
  useEffect(() => {
    if (settledSearch !== searchParams.toString()) {
      setSearchParams(new URLSearchParams(settledSearch), { replace: true, preventScrollReset: true });
    }
  }, [settledSearch, searchParams, setSearchParams]);

  const optionIds = effectiveOptionIds(product.sections, selection);
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
  const paramsKey = JSON.stringify(params);
  const debouncedKey = useDebouncedValue(paramsKey, SUMMARY_DEBOUNCE_MS);
  const settled = debouncedKey === paramsKey;
  const summary = useSummary(useMemo(() => JSON.parse(debouncedKey) as SummaryParams | null, [debouncedKey]));
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
  const view: SummaryView = {
    options: optionIds.map((id) => {
      const entry = options.get(id);
      return {
        id,
        section: entry?.section ?? '',
        name: entry?.option.name ?? '',
        parentName: entry?.parent?.name ?? null,
      };
    }),
    quantity: Number.isFinite(quantity) ? quantity : 0,
    width: widthCm,
    height: heightCm,
    quote: local.ok ? local.quote : null,
    confirmedTotalCents: state === 'confirmed' && summary.data ? Math.round(summary.data.total * 100) : null,
    state,
    problems,
    deliveryDate:
      state === 'confirmed' && summary.data
        ? summary.data.estimated_delivery
        : estimateDelivery(new Date(), product.turnaround_days),
    turnaroundDays: product.turnaround_days,
  };

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
  const addErrorLines: string[] =
    addError instanceof ApiError && addError.status > 0 && addError.status < 500
      ? addError.errors.length > 0
        ? addError.errors
        : [
            addError.message ||
              t(
                addError.status === 413
                  ? 'cart.tooLarge'
                  : addError.status === 415
                    ? 'cart.badFile'
                    : 'cart.failed',
              ),
          ]
      : addError
        ? [t('cart.failed')]
        : [];

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="min-w-0 space-y-8">
        <ProductGallery images={product.images} title={product.title} />
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

      <form
        className="min-w-0 space-y-8"
        aria-label={t('configurator.formLabel', { name: product.title })}
        onSubmit={(event) => {
          event.preventDefault();
          addToCart();
        }}
      >
        <OptionSections sections={product.sections} selection={selection} onChange={setSelection} />
        {sized ? (
          <SizeFields
            product={product}
            width={width}
            height={height}
            onWidth={setWidth}
            onHeight={setHeight}
            issue={sizeIssue}
            panels={local.ok ? local.quote.panels : null}
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
        <ArtworkPicker
          limit={product.limit}
          widthCm={widthCm}
          heightCm={heightCm}
          files={files}
          setFiles={(update) => {
            setFiles(update);
            setRemembered([]);
          }}
          remembered={remembered}
          disabled={addLine.isPending}
        />
        {/* Before the sticky box, never after it: stuck, the box would slide over what follows. */}
        {product.footers.description ? (
          <p className="text-sm text-slate-500">{product.footers.description}</p>
        ) : null}
        <div className="space-y-4 lg:sticky lg:top-24">
          <PriceSummary view={view} />
          <button
            type="submit"
            disabled={!local.ok || addLine.isPending}
            aria-busy={addLine.isPending || undefined}
            className="w-full rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
            data-testid="add-to-cart"
          >
            {addLine.isPending ? t('cart.adding') : t('cart.add')}
          </button>
          {!session ? <p className="text-center text-sm text-slate-600">{t('cart.loginFirst')}</p> : null}
          <AddToCartNotice
            added={showAnswer && addLine.isSuccess}
            message={addLine.data?.message}
            errors={addErrorLines}
          />
        </div>
      </form>
    </div>
  );
}
