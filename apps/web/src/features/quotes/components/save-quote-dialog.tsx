import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { formatAmount, formatDate, isolate } from '../../../lib/format';
import { ErrorLines } from '../../accounts/components/messages';
import { type SavedQuote, savedQuotePdfUrl, useSaveQuote } from '../api/saved-quotes';

/**
 * "Save as quote" (issue 25): the cart's lines at today's prices become a dated quote, with an
 * optional markup and the end client's name and reference for the PDF the reseller forwards.
 * Loaded when the customer opens it (the cart page's first load goes without it).
 */
export function SaveQuoteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('cart');
  const lang = currentLang();
  const save = useSaveQuote();
  const [markup, setMarkup] = useState('0');
  const [clientName, setClientName] = useState('');
  const [clientReference, setClientReference] = useState('');
  const [saved, setSaved] = useState<SavedQuote | null>(null);
  const ids = { markup: useId(), name: useId(), reference: useId(), hint: useId() };
  const markupNumber = Number(markup);
  const markupValid =
    markup.trim() !== '' && Number.isInteger(markupNumber) && markupNumber >= 0 && markupNumber <= 100;
  const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setSaved(null);
          save.reset();
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          data-testid="save-quote-dialog"
        >
          <DialogTitleBar title={t('quotes.saveTitle')} />
          {saved ? (
            <div className="space-y-3" aria-live="polite">
              <Dialog.Description className="text-green-900" data-testid="quote-saved">
                {t('quotes.savedAs', {
                  number: isolate(saved.number),
                  date: formatDate(saved.valid_until, lang),
                })}
              </Dialog.Description>
              <p>
                {t('quotes.clientTotal')}:{' '}
                <bdi className="font-semibold">{formatAmount(saved.client_total, lang)}</bdi>
              </p>
              <div className="flex flex-wrap gap-3">
                <a
                  href={savedQuotePdfUrl(saved.id)}
                  download
                  className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  data-testid="saved-quote-pdf"
                >
                  {t('quotes.downloadPdf')}
                </a>
                <Link
                  to={paths.savedQuotes}
                  className="rounded-md border border-slate-300 px-4 py-2 font-semibold"
                >
                  {t('quotes.myQuotes')}
                </Link>
              </div>
            </div>
          ) : (
            <form
              noValidate
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!markupValid) return;
                save.mutate(
                  {
                    markup_percent: markupNumber,
                    client_name: clientName.trim(),
                    client_reference: clientReference.trim(),
                    lang,
                  },
                  { onSuccess: (envelope) => setSaved(envelope.data ?? null) },
                );
              }}
            >
              <Dialog.Description className="text-sm text-slate-600">
                {t('quotes.saveIntro')}
              </Dialog.Description>
              <div>
                <label htmlFor={ids.name} className="block text-sm font-medium">
                  {t('quotes.clientName')}
                </label>
                <input
                  id={ids.name}
                  className={field}
                  maxLength={120}
                  value={clientName}
                  onChange={(e) => setClientName(e.target.value)}
                />
              </div>
              <div>
                <label htmlFor={ids.reference} className="block text-sm font-medium">
                  {t('quotes.clientReference')}
                </label>
                <input
                  id={ids.reference}
                  className={field}
                  maxLength={80}
                  value={clientReference}
                  onChange={(e) => setClientReference(e.target.value)}
                />
              </div>
              <div>
                <label htmlFor={ids.markup} className="block text-sm font-medium">
                  {t('quotes.markup')}
                </label>
                <input
                  id={ids.markup}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  dir="ltr"
                  aria-describedby={ids.hint}
                  aria-invalid={!markupValid}
                  className={`${field} max-w-32`}
                  value={markup}
                  onChange={(e) => setMarkup(e.target.value)}
                />
                <p
                  id={ids.hint}
                  className={`mt-1 text-xs ${markupValid ? 'text-slate-600' : 'text-red-700'}`}
                >
                  {markupValid ? t('quotes.markupHint') : t('quotes.markupInvalid')}
                </p>
              </div>
              <ErrorLines error={save.error} />
              <button
                type="submit"
                disabled={save.isPending || !markupValid}
                className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {save.isPending ? t('quotes.saving') : t('quotes.save')}
              </button>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
