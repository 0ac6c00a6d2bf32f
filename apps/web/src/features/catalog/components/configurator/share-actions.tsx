import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copy link (the page's address carries the configuration) and Download quote (PDF priced by
 * the server). The outcome of copying is announced in a live region.
 */
export function ShareActions({ quoteUrl, disabled }: { quoteUrl: string | null; disabled: boolean }) {
  const { t } = useTranslation('product-extras');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  const button =
    'inline-flex min-h-10 items-center justify-center rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';
  return (
    <section aria-label={t('share.actions')} className="space-y-2" data-testid="share-actions">
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={() => void copyLink()} className={button} data-testid="copy-link">
          {t('share.copyLink')}
        </button>
        {quoteUrl && !disabled ? (
          <a href={quoteUrl} download className={button} data-testid="download-quote">
            {t('share.downloadQuote')}
          </a>
        ) : (
          <span aria-disabled="true" className={`${button} cursor-not-allowed opacity-50`}>
            {t('share.downloadQuote')}
          </span>
        )}
      </div>
      <p
        aria-live="polite"
        role="status"
        className="min-h-5 text-sm text-green-800"
        data-testid="copy-status"
      >
        {copied === 'copied' ? t('share.linkCopied') : copied === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </section>
  );
}
