/**
 * A button that fetches a file (the session cookie goes with it) and saves it, with its
 * progress on the button and the outcome in a live region below: invoices, delivery notes.
 */
export function DownloadButton({
  download,
  onDownload,
  label,
  texts,
  testId,
  className = '',
}: {
  download: { isPending: boolean; isError: boolean; isSuccess: boolean };
  onDownload: () => void;
  label: string;
  texts: { downloading: string; failed: string; saved: string };
  testId: string;
  className?: string;
}) {
  return (
    <span className={`inline-flex flex-col gap-1 ${className}`}>
      <button
        type="button"
        onClick={onDownload}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        className="inline-flex min-h-9 items-center gap-2 rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        data-testid={testId}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
          <path
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14"
          />
        </svg>
        {download.isPending ? texts.downloading : label}
      </button>
      <span aria-live="polite" className="text-sm">
        {download.isError ? (
          <span role="alert" className="text-red-700">
            {texts.failed}
          </span>
        ) : download.isSuccess ? (
          <span className="text-green-800">{texts.saved}</span>
        ) : null}
      </span>
    </span>
  );
}
