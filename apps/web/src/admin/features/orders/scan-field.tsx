import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/api';
import { adminPaths } from '../../paths';
import { findOrderByCode } from './api';

/**
 * The back-office's scan field (top bar): a USB scanner types the code of a job ticket's QR and
 * Enter, or staff type it. An exact code opens the order, which offers its next step (asking
 * first); an unknown or malformed code is said at once, in the staff's language (the server's
 * 404/400 message).
 */
export function ScanField() {
  const { t } = useTranslation('admin');
  const ids = useId();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <search
      aria-label={t('scan.label')}
      className="order-last min-w-0 basis-full md:order-none md:basis-auto"
    >
      <form
        className="flex min-w-0 items-start gap-1"
        onSubmit={async (e) => {
          e.preventDefault();
          const typed = code.trim();
          if (!typed || busy) return;
          setBusy(true);
          setError(null);
          try {
            const { data } = await findOrderByCode(typed);
            if (!data) return;
            setCode('');
            navigate(`${adminPaths.order(data.id)}?advance=1`);
          } catch (failure) {
            setError(errorText(failure, t));
            input.current?.select();
          } finally {
            setBusy(false);
          }
        }}
      >
        <div className="relative min-w-0 flex-1">
          <label htmlFor={`${ids}-code`} className="sr-only">
            {t('scan.label')}
          </label>
          <input
            ref={input}
            id={`${ids}-code`}
            type="text"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t('scan.label')}
            title={t('scan.hint')}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) setError(null);
            }}
            className="w-full rounded-md border border-slate-400 px-2 py-1.5 font-mono text-sm md:w-64"
            data-testid="scan-field"
          />
          {error ? (
            <p
              id={`${ids}-error`}
              role="alert"
              className="absolute top-full start-0 z-50 mt-1 w-64 rounded-md bg-red-50 p-2 text-sm text-red-800 shadow"
              data-testid="scan-error"
            >
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-2 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('scan.submit')}
        </button>
      </form>
    </search>
  );
}
