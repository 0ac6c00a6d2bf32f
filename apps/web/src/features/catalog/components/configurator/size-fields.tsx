import type { ConfigurationIssue, PanelLayout, PresetSize } from '@shop/shared/pricing';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/types';
import { issueText } from './issue-text';
import { PresetSizes } from './preset-sizes';

/** Width and height in cm with their limits and the spec's oversize notice. */
export function SizeFields({
  product,
  width,
  height,
  onWidth,
  onHeight,
  issue,
  panels,
  presets = [],
}: {
  product: Product;
  width: string;
  height: string;
  onWidth: (value: string) => void;
  onHeight: (value: string) => void;
  issue: ConfigurationIssue | undefined;
  panels: PanelLayout | null;
  /** Common formats within the product's limits; choosing one fills both fields. */
  presets?: PresetSize[];
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const limits = {
    minWidth: product.min_width ?? 1,
    maxWidth: product.max_width ?? 5000,
    minHeight: product.min_height ?? 1,
    maxHeight: product.max_height ?? 5000,
  };
  const noticeId = `${id}-notice`;
  const invalid = issue !== undefined;
  const input = (value: string, onChange: (v: string) => void, min: number, field: 'width' | 'height') => (
    <div>
      <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-semibold text-slate-700">
        {t(`size.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-limits ${noticeId}`}
        className="w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        data-testid={`size-${field}`}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-bold">{t('size.legend')}</legend>
      <PresetSizes
        presets={presets}
        width={width}
        height={height}
        onChoose={(preset) => {
          onWidth(String(preset.width));
          onHeight(String(preset.height));
        }}
      />
      <div className="grid grid-cols-2 gap-3">
        {input(width, onWidth, limits.minWidth, 'width')}
        {input(height, onHeight, limits.minHeight, 'height')}
      </div>
      <p id={`${id}-limits`} className="mt-2 text-sm text-slate-600">
        {t('size.limits', limits)}
        {product.weldable ? ` ${t('size.weldable')}` : ''}
      </p>
      <div id={noticeId} aria-live="polite">
        {issue ? (
          <div
            role="alert"
            className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            data-testid="size-notice"
          >
            {issueText(t, issue, product).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : panels ? (
          // An accepted oversize is information, not an error (issue 27): welded panels.
          <div
            role="status"
            className="mt-3 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800"
            data-testid="size-notice"
          >
            <p>{t('size.oversize', { ...limits, count: panels.panels.length })}</p>
            <ul className="mt-1 list-disc ps-5">
              {panels.panels.map((panel, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: equal panels are distinct pieces
                <li key={index}>
                  {t('size.panel', { n: index + 1, dims: `${panel.width} × ${panel.height}` })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Quantity, clamped to min_q..max_q when the field is left, with the range as a hint. */
export function QuantityField({
  product,
  value,
  onChange,
  onCommit,
  note,
  issue,
}: {
  product: Product;
  value: string;
  onChange: (value: string) => void;
  onCommit: () => void;
  note: string | null;
  issue: ConfigurationIssue | undefined;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-lg font-bold">
        {t('quantity.label')}
      </label>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={product.min_q}
        max={product.max_q}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit();
        }}
        aria-invalid={issue !== undefined}
        aria-describedby={`${id}-hint`}
        className="w-32 rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        data-testid="quantity"
      />
      <div id={`${id}-hint`} aria-live="polite" className="mt-1 text-sm">
        <p className={issue ? 'text-red-700' : 'text-slate-600'}>
          {t('quantity.hint', { min: product.min_q, max: product.max_q })}
        </p>
        {note ? <p className="text-amber-800">{note}</p> : null}
      </div>
    </div>
  );
}
