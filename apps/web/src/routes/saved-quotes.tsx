import { listFormat } from '@shop/shared/intl-cache';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { AccountLayout } from '../features/accounts/components/account-layout';
import { ErrorLines } from '../features/accounts/components/messages';
import { savedQuotePdfUrl, useReopenQuote, useSavedQuotes } from '../features/quotes/api/saved-quotes';
import { currentLang } from '../i18n';
import { formatAmount, formatDate, isolate } from '../lib/format';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /quotes (signed in): "My quotes", the carts saved as dated quotes (issue 25): number, date,
 * validity, total, the PDF for the end client and Reopen (the lines back in the cart at the
 * quoted prices while the quote is valid).
 */
export function Component() {
  const { t } = useTranslation(['cart', 'accounts']);
  usePageTitle(t('cart:quotes.title'));
  const lang = currentLang();
  const quotes = useSavedQuotes();
  const reopen = useReopenQuote();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AccountLayout title={t('cart:quotes.title')}>
      <div aria-live="polite">
        {notice ? (
          <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
            {notice}{' '}
            <Link to={paths.cart} className="font-semibold underline">
              {t('cart:quotes.goToCart')}
            </Link>
          </p>
        ) : null}
      </div>
      <ErrorLines error={reopen.error} />
      {quotes.isPending ? (
        <div role="status" aria-busy="true" className="h-40 animate-pulse rounded-xl bg-slate-100">
          <span className="sr-only">{t('common:status.loading')}</span>
        </div>
      ) : quotes.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-700">
          <p>{t('common:errors.somethingWentWrong')}</p>
          <button type="button" onClick={() => quotes.refetch()} className="mt-1 font-semibold underline">
            {t('common:actions.retry')}
          </button>
        </div>
      ) : quotes.data.length === 0 ? (
        <p className="text-slate-600" data-testid="saved-quotes-empty">
          {t('cart:quotes.empty')}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="saved-quotes">
          {quotes.data.map((quote) => (
            <li
              key={quote.id}
              className="rounded-xl border border-slate-200 p-4"
              data-testid="saved-quote"
              data-number={quote.number}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-bold">
                  <bdi>{quote.number}</bdi>
                  {quote.client_name ? (
                    <span className="ms-2 font-normal text-slate-600">
                      · <bdi>{quote.client_name}</bdi>
                    </span>
                  ) : null}
                </h2>
                <span className="text-lg font-black">
                  <bdi>{formatAmount(quote.total, lang)}</bdi>
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('cart:quotes.date')}</dt>
                <dd>{formatDate(quote.created_at, lang)}</dd>
                <dt className="text-slate-600">{t('cart:quotes.validUntil')}</dt>
                <dd className={quote.expired ? 'font-semibold text-red-700' : ''}>
                  {formatDate(quote.valid_until, lang)}
                  {quote.expired ? ` · ${t('cart:quotes.expired')}` : ''}
                </dd>
                {quote.lines.some((line) => line.files.length > 0) ? (
                  <>
                    <dt className="text-slate-600">{t('cart:quotes.files')}</dt>
                    <dd data-testid="saved-quote-files">
                      {listFormat(lang, { type: 'unit' }).format(
                        quote.lines.flatMap((line) => line.files.map((file) => isolate(file.name))),
                      )}
                    </dd>
                  </>
                ) : null}
                {quote.markup_percent > 0 ? (
                  <>
                    <dt className="text-slate-600">{t('cart:quotes.clientTotal')}</dt>
                    <dd>
                      <bdi>{formatAmount(quote.client_total, lang)}</bdi>
                    </dd>
                  </>
                ) : null}
              </dl>
              <div className="mt-3 flex flex-wrap gap-3">
                <a
                  href={savedQuotePdfUrl(quote.id)}
                  download
                  className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold hover:bg-slate-50"
                  data-testid="saved-quote-pdf"
                >
                  {t('cart:quotes.downloadPdf')}
                </a>
                <button
                  type="button"
                  disabled={quote.expired || reopen.isPending}
                  onClick={() => {
                    setNotice(null);
                    reopen.mutate(quote.id, { onSuccess: (envelope) => setNotice(envelope.message ?? null) });
                  }}
                  className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                  data-testid="saved-quote-reopen"
                >
                  {t('cart:quotes.reopen')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
