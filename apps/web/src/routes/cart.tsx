import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useCart } from '../features/cart/api/get-cart';
import { CartLines } from '../features/cart/components/cart-lines';
import { CartEmpty, CartGuest, CartLoadError, CartSkeleton } from '../features/cart/components/cart-states';
import { CouponForm } from '../features/cart/components/coupon-form';
import { currentLang } from '../i18n';
import { formatAmount, formatDate, formatNumber, isolate } from '../lib/format';
import { useSession } from '../lib/session';
import { usePageTitle } from '../lib/use-page-title';

// Shown only with lines in the cart, so a guest's or an empty cart's first load goes without it.
// Server-rendered with the page; hydration waits for its chunk instead of replacing the markup.
// Loaded when the customer asks to save the cart as a quote (issue 25).
const SaveQuoteDialog = lazy(() =>
  import('../features/quotes/components/save-quote-dialog').then((m) => ({ default: m.SaveQuoteDialog })),
);

const CheckoutPanel = lazy(() =>
  import('../features/checkout/components/checkout-panel').then((m) => ({ default: m.CheckoutPanel })),
);

/**
 * /cart: the lines (product, QTY, price, delete), the coupon, then checkout
 * (docs/product.md#screens-and-routes and docs/product.md#client-behaviour).
 */
export function Component() {
  const { t } = useTranslation('cart');
  usePageTitle(t('cart:title'));
  const session = useSession();
  const cart = useCart();
  const [notice, setNotice] = useState<string | null>(null);
  const [savingQuote, setSavingQuote] = useState(false);
  const lang = currentLang();

  let body: React.ReactNode;
  if (!session) body = <CartGuest />;
  else if (cart.isPending) body = <CartSkeleton />;
  else if (cart.isError) body = <CartLoadError onRetry={() => cart.refetch()} />;
  else if (cart.data.lines.length === 0) body = <CartEmpty />;
  else {
    const { lines, meta } = cart.data;
    const unavailable = lines.some((l) => l.available === false);
    // The order leaves with its latest line (the promise the order keeps when paid).
    const dispatchBy = lines
      .filter((l) => l.available !== false && l.estimated_delivery)
      .reduce<string | null>(
        (latest, l) => (latest === null || l.estimated_delivery > latest ? l.estimated_delivery : latest),
        null,
      );
    body = (
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          {meta.price_changed ? (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
              data-testid="cart-price-changed"
            >
              {t('cart:priceChanged')}
            </p>
          ) : null}
          <CartLines lines={lines} onNotice={(message) => setNotice(message ?? t('cart:deleted'))} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label={t('cart:summary')}>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="cart-totals">
            {meta.discount > 0 && meta.coupon ? (
              // The coupon's discount shows as soon as it is applied, before a country (issue 27):
              // the server's figures (meta.discount, meta.goods), nothing counted here.
              <dl className="mb-3 space-y-1 border-b border-slate-200 pb-3 text-sm">
                <div className="flex justify-between gap-4">
                  <dt>{t('cart:totals.subtotal')}</dt>
                  <dd className="whitespace-nowrap font-semibold">{formatAmount(meta.subtotal, lang)}</dd>
                </div>
                <div className="flex justify-between gap-4 text-green-800">
                  <dt>
                    {t('cart:totals.discount', {
                      code: isolate(meta.coupon.code),
                      percent: formatNumber(meta.coupon.percent, lang),
                    })}
                  </dt>
                  <dd className="whitespace-nowrap font-semibold" data-testid="cart-discount">
                    −{formatAmount(meta.discount, lang)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>{t('cart:totals.delivery')}</dt>
                  <dd className="text-end text-slate-600" data-testid="cart-delivery">
                    {t('cart:totals.deliveryLater')}
                  </dd>
                </div>
              </dl>
            ) : null}
            <div className="flex items-end justify-between gap-4">
              <span className="font-bold">
                {meta.discount > 0 ? t('cart:totals.total') : t('cart:cartPrice')}
              </span>
              <span className="text-xl font-black" data-testid="cart-total">
                {formatAmount(meta.goods, lang)}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">{t('cart:vatNote')}</p>
            {dispatchBy ? (
              <p
                className="mt-2 text-sm font-semibold text-green-800"
                data-testid="cart-dispatch"
                data-date={dispatchBy}
              >
                {t('cart:dispatch', { date: formatDate(dispatchBy, lang, false, true) })}
              </p>
            ) : null}
          </div>
          <CouponForm coupon={meta.coupon} />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => setSavingQuote(true)}
              disabled={unavailable}
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60"
              data-testid="save-quote"
            >
              {t('cart:quotes.saveButton')}
            </button>
            <Link
              to={paths.savedQuotes}
              className="text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('cart:quotes.myQuotes')}
            </Link>
          </div>
          {savingQuote ? (
            <Suspense fallback={null}>
              <SaveQuoteDialog open={savingQuote} onOpenChange={setSavingQuote} />
            </Suspense>
          ) : null}
          {unavailable ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {t('cart:removeUnavailable')}
            </p>
          ) : null}
          <Suspense fallback={<div className="h-64" />}>
            <CheckoutPanel savedCountryId={meta.country_id} blocked={unavailable} />
          </Suspense>
        </aside>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('cart:title')}</h1>
      <div aria-live="polite">
        {notice ? (
          <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
            {notice}
          </p>
        ) : null}
      </div>
      {body}
    </div>
  );
}
