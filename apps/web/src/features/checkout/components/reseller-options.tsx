import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_NOTE_MAX_BYTES } from '../api/delivery-note';

export type ResellerChoice = { blind: boolean; note: File | null };

/** The file's problem as the customer reads it, or null when it can be sent. */
export function deliveryNoteProblem(file: File | null, t: (key: string) => string): string | null {
  if (!file) return null;
  const pdfByName = /\.pdf$/i.test(file.name);
  if (!pdfByName || (file.type && file.type !== 'application/pdf')) return t('trade.noteNotPdf');
  if (file.size > DELIVERY_NOTE_MAX_BYTES) return t('trade.noteTooBig');
  return null;
}

/** "Ship without our branding" and the reseller's own delivery note (issue 13), on /payment. */
export function ResellerOptions({
  value,
  onChange,
  disabled,
}: {
  value: ResellerChoice;
  onChange: (next: ResellerChoice) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const problem = deliveryNoteProblem(value.note, t);
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid="reseller-options">
      <legend className="px-1 font-semibold">{t('trade.legend')}</legend>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-blind`}
          type="checkbox"
          className="mt-1 size-5 shrink-0"
          checked={value.blind}
          disabled={disabled}
          aria-describedby={`${id}-blind-hint`}
          onChange={(event) => onChange({ ...value, blind: event.target.checked })}
          data-testid="blind-shipping"
        />
        <div>
          <label htmlFor={`${id}-blind`} className="font-medium">
            {t('trade.blind')}
          </label>
          <p id={`${id}-blind-hint`} className="text-sm text-slate-600">
            {t('trade.blindHint')}
          </p>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="block font-medium">
          {t('trade.note')}
        </label>
        <p id={`${id}-note-hint`} className="text-sm text-slate-600">
          {t('trade.noteHint')}
        </p>
        {/* The browser's own button says "Choose File" in the browser's language, not the page's:
            the input is hidden and a label of ours, in the page's language, opens it. */}
        <div className="mt-1 flex min-h-10 flex-wrap items-center gap-3">
          <input
            id={`${id}-note`}
            type="file"
            accept="application/pdf,.pdf"
            disabled={disabled}
            aria-describedby={`${id}-note-hint${problem ? ` ${id}-note-error` : ''}`}
            aria-invalid={problem ? true : undefined}
            className="peer sr-only"
            onChange={(event) => onChange({ ...value, note: event.target.files?.[0] ?? null })}
            data-testid="delivery-note"
          />
          <label
            htmlFor={`${id}-note`}
            className="cursor-pointer rounded-md bg-slate-200 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-300 peer-focus-visible:ring-2 peer-focus-visible:ring-accent-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            data-testid="delivery-note-choose"
          >
            {t('trade.noteChoose')}
          </label>
          <span
            className="min-w-0 break-all text-sm text-slate-600"
            dir="auto"
            data-testid="delivery-note-name"
          >
            {value.note?.name ?? t('trade.noteNone')}
          </span>
        </div>
        {problem && (
          <p id={`${id}-note-error`} role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
    </fieldset>
  );
}
