import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    // Tall enough to keep the footer below the fold while a page loads: no layout shift when it arrives.
    <div
      className="flex min-h-[100dvh] items-start justify-center pt-[30vh]"
      role="status"
      aria-live="polite"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}
