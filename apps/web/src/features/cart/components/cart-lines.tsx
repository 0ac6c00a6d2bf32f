import { optionPaths, optionPathText } from '@shop/shared/option-path';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format';
import { useDeleteCartLine } from '../api/delete-cart-line';
import type { CartLine } from '../api/types';
import { useUpdateCartLine } from '../api/update-cart-line';
import { checkQuantity, preflightNote, sortLines } from '../lib/line-view';

/** Saved this long after the last keystroke, or at once when the field is left. */
const QUANTITY_DEBOUNCE_MS = 600;

const TONES = { good: 'text-green-800', warn: 'font-semibold text-amber-800', neutral: 'text-slate-500' };

function LineDetails({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const lang = currentLang();
  return (
    <div className="flex min-w-0 gap-3">
      {line.image ? (
        <img
          src={line.image}
          alt=""
          width="64"
          height="64"
          loading="lazy"
          className="size-16 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-cover"
        />
      ) : null}
      <div className="min-w-0 space-y-1 text-sm">
        <p className="text-base font-bold text-slate-900">
          {line.category_id !== null ? (
            <Link to={paths.product(line.category_id, line.product_id)} className="hover:underline">
              {line.title}
            </Link>
          ) : (
            line.title
          )}
        </p>
        <p className="text-slate-500">{line.category}</p>
        {line.name ? (
          <p>
            <span className="text-slate-500">{t('line.label')}: </span>
            <span dir="auto" className="font-semibold">
              {line.name}
            </span>
          </p>
        ) : null}
        {line.width !== null && line.height !== null ? (
          <p>
            <span className="text-slate-500">{t('line.size')}: </span>
            {t('line.sizeValue', {
              width: formatNumber(line.width, lang),
              height: formatNumber(line.height, lang),
            })}
          </p>
        ) : null}
        {line.options.length > 0 ? (
          <ul className="space-y-0.5">
            {optionPaths(line.options).map((path) => (
              <li key={path.section} data-testid="line-option">
                <span className="text-slate-500">{path.section}: </span>
                {optionPathText({ ...path, section: '' })}
              </li>
            ))}
          </ul>
        ) : null}
        {line.files.length > 0 ? (
          <ul className="space-y-1" aria-label={t('line.files')}>
            {line.files.map((file) => {
              const note = preflightNote(file);
              return (
                <li key={file.id}>
                  <span dir="auto" className="break-all font-medium">
                    {file.name}
                  </span>
                  <span className={`block ${TONES[note.tone]}`}>
                    {t(note.key, { ...note.values, dpi: formatNumber(Number(note.values.dpi ?? 0), lang) })}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-slate-500">{t('line.noFiles')}</p>
        )}
        {line.available !== false && line.estimated_delivery ? (
          <p className="text-green-800" data-testid="line-dispatch" data-date={line.estimated_delivery}>
            {t('line.dispatch', { date: formatDate(line.estimated_delivery, lang, false, true) })}
          </p>
        ) : null}
        {line.price_changed ? (
          <p
            className="rounded-md border border-amber-300 bg-amber-50 px-2 py-1 font-semibold text-amber-900"
            data-testid="price-changed"
          >
            {t('line.priceChanged', {
              before: formatAmount(line.added_price, lang),
              now: formatAmount(line.price, lang),
            })}
          </p>
        ) : null}
        {line.available === false ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-2 py-1 font-semibold text-red-800">
            {t('line.unavailable')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** QTY: saved with PATCH after a pause in typing or when the field is left; the range is a hint. */
function QuantityCell({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const update = useUpdateCartLine();
  const [text, setText] = useState(String(line.quantity));
  const timer = useRef<number | undefined>(undefined);
  const check = checkQuantity(text, line.min_q, line.max_q);

  // The server's quantity wins once it answers (or when another tab changed it).
  useEffect(() => {
    setText(String(line.quantity));
  }, [line.quantity]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function save(value: string) {
    window.clearTimeout(timer.current);
    const result = checkQuantity(value, line.min_q, line.max_q);
    if (result.ok && result.value !== line.quantity) update.mutate({ id: line.id, quantity: result.value });
  }

  const lang = currentLang();
  const hint = t('line.qtyHint', {
    min: formatNumber(line.min_q, lang),
    max: formatNumber(line.max_q, lang),
  });
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('line.qtyFor', { title: line.title })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={line.min_q}
        max={line.max_q}
        step={1}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => save(value), QUANTITY_DEBOUNCE_MS);
        }}
        onBlur={() => save(text)}
        aria-invalid={!check.ok || undefined}
        aria-describedby={`${id}-hint`}
        aria-busy={update.isPending || undefined}
        className="w-24 rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        data-testid="line-quantity"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500" aria-live="polite">
        {!check.ok && check.reason === 'empty' ? (
          <span className="text-red-700">{t('common:validation.required')}</span>
        ) : !check.ok ? (
          <span className="text-red-700">{hint}</span>
        ) : update.isPending ? (
          t('line.saving')
        ) : update.isError ? (
          <span className="text-red-700">{t('line.notSaved')}</span>
        ) : (
          hint
        )}
      </p>
    </div>
  );
}

function DeleteButton({ line, onDeleted }: { line: CartLine; onDeleted: (message?: string) => void }) {
  const { t } = useTranslation('cart');
  const remove = useDeleteCartLine();
  return (
    <button
      type="button"
      onClick={() => remove.mutate(line.id, { onSuccess: (envelope) => onDeleted(envelope.message) })}
      disabled={remove.isPending}
      aria-label={t('line.delete', { title: line.title })}
      title={t('line.delete', { title: line.title })}
      className="rounded-md p-2 text-red-700 hover:bg-red-50 disabled:opacity-50"
      data-testid="delete-line"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
        <path
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        />
      </svg>
    </button>
  );
}

/**
 * The cart's lines: a table with product, QTY and price columns (spec), which turns into one
 * card per line on phones (≤ 640 px) with the same markup.
 */
export function CartLines({ lines, onNotice }: { lines: CartLine[]; onNotice: (message?: string) => void }) {
  const { t } = useTranslation('cart');
  const lang = currentLang();
  return (
    <table className="w-full border-collapse text-start max-sm:block" data-testid="cart-table">
      <caption className="sr-only">{t('table.caption')}</caption>
      <thead className="border-b border-slate-300 text-sm text-slate-600 max-sm:sr-only">
        <tr>
          <th scope="col" className="py-2 pe-3 text-start font-semibold">
            {t('table.product')}
          </th>
          <th scope="col" className="px-3 py-2 text-start font-semibold">
            {t('table.quantity')}
          </th>
          <th scope="col" className="px-3 py-2 text-end font-semibold">
            {t('table.price')}
          </th>
          <th scope="col" className="py-2 ps-3">
            <span className="sr-only">{t('table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-4">
        {sortLines(lines).map((line) => (
          <tr
            key={line.id}
            className={`border-b border-slate-200 align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-3 max-sm:rounded-xl max-sm:border max-sm:p-4 ${
              line.price_changed ? 'bg-amber-50/40' : ''
            }`}
            data-testid="cart-line"
          >
            <td className="py-4 pe-3 max-sm:col-span-2 max-sm:p-0">
              <LineDetails line={line} />
            </td>
            <td className="px-3 py-4 max-sm:p-0">
              <span className="mb-1 block text-xs font-semibold text-slate-600 sm:hidden" aria-hidden="true">
                {t('table.quantity')}
              </span>
              <QuantityCell line={line} />
            </td>
            <td className="px-3 py-4 text-end max-sm:row-start-2 max-sm:col-start-2 max-sm:self-start max-sm:p-0">
              <span className="mb-1 block text-xs font-semibold text-slate-600 sm:hidden" aria-hidden="true">
                {t('table.price')}
              </span>
              <span className="block whitespace-nowrap font-bold text-slate-900" data-testid="line-price">
                {formatAmount(line.price, lang)}
              </span>
              <span className="block whitespace-nowrap text-xs text-slate-500">
                {t('line.each', { price: formatAmount(line.unit_price, lang) })}
              </span>
            </td>
            <td className="py-4 ps-3 text-end max-sm:col-span-2 max-sm:p-0">
              <DeleteButton line={line} onDeleted={onNotice} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
