import type {
  Edge,
  HardwareKind,
  HardwareSpec,
  OptionFinishing,
  OptionFinishingKind,
  ProductArtwork,
} from '@shop/shared/finishing-layout';
import { DEFAULT_ARTWORK } from '@shop/shared/finishing-layout';
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/form';
import { Button, Card } from '../../components/ui';

/*
 * What the live preview and the artwork templates draw for a product (its bleed, safe zone and
 * hardware) and for an option (eyelets, hems, pole pockets…), as staff edit it. The shapes are
 * @shop/shared/finishing-layout's; the server validates them with the same zod schemas.
 */

/** What a kind starts with when staff pick it (the demo catalogue's usual values, in cm). */
const FINISHING_START: Record<OptionFinishingKind, OptionFinishing> = {
  eyelets: { kind: 'eyelets', spacing: 50, inset: 2.5, diameter: 3 },
  hem: { kind: 'hem', width: 3 },
  pole_pockets: { kind: 'pole_pockets', edges: ['top', 'bottom'], depth: 7 },
  double_sided: { kind: 'double_sided' },
  print_size: { kind: 'print_size', width: 100, height: 100 },
};
const HARDWARE_START: Record<HardwareKind, HardwareSpec> = {
  frame: { kind: 'frame', profile: 3 },
  flag: { kind: 'flag', pole: 3, below: 40, base: { width: 60, height: 12 } },
  barrier: { kind: 'barrier', post: 5, above: 6, below: 14 },
  stand: { kind: 'stand', base: 8, overhang: 1 },
};
const EDGES: Edge[] = ['top', 'right', 'bottom', 'left'];

/** A length of a shape: where it sits (a key, or two for the flag's base) and its label's key. */
type LengthField = { path: readonly [string] | readonly [string, string]; label: string; optional?: boolean };

/** The lengths staff edit for each kind, in the order shown. */
const FINISHING_FIELDS: Record<OptionFinishingKind, LengthField[]> = {
  eyelets: [
    { path: ['spacing'], label: 'spacing', optional: true },
    { path: ['inset'], label: 'inset' },
    { path: ['diameter'], label: 'diameter' },
  ],
  hem: [{ path: ['width'], label: 'hemWidth' }],
  pole_pockets: [{ path: ['depth'], label: 'pocketDepth' }],
  double_sided: [],
  print_size: [
    { path: ['width'], label: 'printWidth' },
    { path: ['height'], label: 'printHeight' },
  ],
};
const HARDWARE_FIELDS: Record<HardwareKind, LengthField[]> = {
  frame: [{ path: ['profile'], label: 'profile' }],
  flag: [
    { path: ['pole'], label: 'pole' },
    { path: ['below'], label: 'below' },
    { path: ['base', 'width'], label: 'baseWidth' },
    { path: ['base', 'height'], label: 'baseHeight' },
  ],
  barrier: [
    { path: ['post'], label: 'post' },
    { path: ['above'], label: 'above' },
    { path: ['below'], label: 'below' },
  ],
  stand: [
    { path: ['base'], label: 'standBase' },
    { path: ['overhang'], label: 'overhang' },
  ],
};

type Shape = Record<string, unknown>;
function lengthAt(shape: Shape, path: LengthField['path']): number | null {
  const [first, second] = path;
  const value = second === undefined ? shape[first] : (shape[first] as Shape | undefined)?.[second];
  return typeof value === 'number' ? value : null;
}
function withLength<T extends Shape>(shape: T, path: LengthField['path'], value: number | null): T {
  const [first, second] = path;
  if (second === undefined) return { ...shape, [first]: value };
  return { ...shape, [first]: { ...(shape[first] as Shape), [second]: value } };
}

/** The lengths of one shape (an option's finishing or a product's hardware), as cm inputs. */
function LengthFields<T extends Shape>({
  shape,
  fields,
  onChange,
  isInvalid,
}: {
  shape: T;
  fields: LengthField[];
  onChange: (shape: T) => void;
  isInvalid: (path: LengthField['path']) => boolean;
}) {
  const { t } = useTranslation('admin');
  return fields.map((field) => (
    <CmField
      key={field.path.join('.')}
      label={t(`artwork.${field.label}`)}
      value={lengthAt(shape, field.path)}
      optional={field.optional}
      hint={field.optional ? t(`artwork.${field.label}Hint`) : undefined}
      invalid={isInvalid(field.path)}
      onChange={(value) =>
        onChange(withLength(shape, field.path, field.optional ? value : (value ?? Number.NaN)))
      }
    />
  ));
}

const numberOf = (raw: string) => (raw === '' ? Number.NaN : Number(raw));

/** A small label above its control; `children` gets the id to give the control. */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-xs font-semibold text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A length in cm; empty or invalid shows as invalid (the schema says why on save). */
function CmField({
  label,
  value,
  onChange,
  invalid = false,
  hint,
  optional = false,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  invalid?: boolean;
  hint?: string;
  /** Empty means null (eyelets' spacing: corners only). */
  optional?: boolean;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0"
            dir="ltr"
            className={`${inputClass} text-start`}
            value={value === null || !Number.isFinite(value) ? '' : value}
            aria-invalid={invalid || undefined}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(e) => onChange(optional && e.target.value === '' ? null : numberOf(e.target.value))}
          />
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-slate-600">
              {hint}
            </p>
          )}
        </>
      )}
    </Labelled>
  );
}

function KindSelect<K extends string>({
  label,
  value,
  kinds,
  labelOf,
  onChange,
}: {
  label: string;
  value: K | '';
  kinds: readonly K[];
  labelOf: (kind: K | '') => string;
  onChange: (kind: K | '') => void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value as K | '')}
        >
          {(['', ...kinds] as (K | '')[]).map((kind) => (
            <option key={kind} value={kind}>
              {labelOf(kind)}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/**
 * An option's finishing: what the preview and the template draw when it is chosen. `invalid`
 * holds the form's error paths, `errorPath` this option's prefix.
 */
export function FinishingFields({
  value,
  onChange,
  errorPath,
  invalid,
  legend,
  hint,
  children,
}: {
  value: OptionFinishing | null;
  onChange: (value: OptionFinishing | null) => void;
  errorPath: string;
  invalid: Set<string>;
  /** The product's own finishing says what it is in its own words (an option's by default). */
  legend?: string;
  hint?: string;
  /** Under the fields (the product's list puts its Remove button there). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const bad = (field: string) => invalid.has(`${errorPath}.finishing.${field}`);
  const kinds = Object.keys(FINISHING_START) as OptionFinishingKind[];
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-2">
      <legend className="px-1 text-xs font-bold">{legend ?? t('artwork.finishing')}</legend>
      <p className="text-xs text-slate-600">{hint ?? t('artwork.finishingHint')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-4">
        <KindSelect
          label={t('artwork.finishingKind')}
          value={value?.kind ?? ''}
          kinds={kinds}
          labelOf={(kind) => t(`artwork.finishingKinds.${kind || 'none'}`)}
          onChange={(kind) => onChange(kind ? FINISHING_START[kind] : null)}
        />
        {value && (
          <LengthFields
            shape={value as Shape}
            fields={FINISHING_FIELDS[value.kind]}
            onChange={(shape) => onChange(shape as OptionFinishing)}
            isInvalid={(path) => bad(path.join('.'))}
          />
        )}
      </div>
      {(value?.kind === 'pole_pockets' || value?.kind === 'eyelets') && (
        <EdgeChoice
          legend={value.kind === 'eyelets' ? t('artwork.eyeletEdges') : t('artwork.pocketEdges')}
          edges={value.edges ?? EDGES}
          invalid={bad('edges')}
          onChange={(edges) =>
            onChange(
              value.kind === 'eyelets'
                ? // All four is the default: stored without the list, as the seed does.
                  edges.length === EDGES.length
                  ? { kind: 'eyelets', spacing: value.spacing, inset: value.inset, diameter: value.diameter }
                  : { ...value, edges }
                : { ...value, edges },
            )
          }
        />
      )}
      {children}
    </fieldset>
  );
}

function EdgeChoice({
  legend,
  edges,
  invalid,
  onChange,
}: {
  legend: string;
  edges: Edge[];
  invalid: boolean;
  onChange: (edges: Edge[]) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <fieldset aria-invalid={invalid || undefined}>
      <legend className="text-xs font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {EDGES.map((edge) => (
          <label key={edge} htmlFor={`${id}-${edge}`} className="flex items-center gap-1 text-sm">
            <input
              id={`${id}-${edge}`}
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={edges.includes(edge)}
              onChange={(e) =>
                onChange(EDGES.filter((each) => (each === edge ? e.target.checked : edges.includes(each))))
              }
            />
            {t(`artwork.edges.${edge}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A product's artwork guide, inside the product form (field `artwork`): null keeps the shop's
 * default bleed and safe zone. Its finishing list is drawn whatever options are chosen (a
 * barrier's fixed print size, a banner's rail pockets); an option's own is in its section.
 */
export function ArtworkCard() {
  const { t } = useTranslation('admin');
  const form = useFormContext();
  const artwork = form.watch('artwork') as ProductArtwork | null | undefined;
  const errors = form.formState.errors as { artwork?: Record<string, unknown> };
  const bad = (field: string) => Boolean(errors.artwork?.[field]);
  const set = (next: ProductArtwork | null) =>
    form.setValue('artwork', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const current = artwork ?? DEFAULT_ARTWORK;
  const hardware = current.hardware;
  const withHardware = (next: HardwareSpec | undefined): ProductArtwork => {
    const { hardware: _dropped, ...rest } = current;
    return next ? { ...rest, hardware: next } : rest;
  };
  const badHardware = (field: string) =>
    Boolean((errors.artwork?.hardware as Record<string, unknown> | undefined)?.[field]);
  const finishing = current.finishing ?? [];
  const withFinishing = (next: OptionFinishing[]): ProductArtwork => {
    const { finishing: _dropped, ...rest } = current;
    return next.length > 0 ? { ...rest, finishing: next } : rest;
  };
  const removeFinishing = (index: number) => set(withFinishing(finishing.filter((_, i) => i !== index)));
  // The form's errors under artwork.finishing.N as the paths FinishingFields reads.
  const finishingErrors = (errors.artwork?.finishing ?? {}) as Record<
    string,
    Record<string, unknown> | undefined
  >;
  const invalidFinishing = new Set(
    Object.entries(finishingErrors).flatMap(([index, fields]) =>
      Object.keys(fields ?? {}).map((field) => `product-${index}.finishing.${field}`),
    ),
  );
  return (
    <Card title={t('artwork.title')}>
      <p className="mb-3 text-xs text-slate-600">
        {artwork
          ? t('artwork.hint')
          : t('artwork.defaultHint', { bleed: DEFAULT_ARTWORK.bleed, safe: DEFAULT_ARTWORK.safe })}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <CmField
          label={t('artwork.bleed')}
          value={current.bleed}
          invalid={bad('bleed')}
          onChange={(bleed) => set({ ...current, bleed: bleed ?? Number.NaN })}
        />
        <CmField
          label={t('artwork.safe')}
          value={current.safe}
          invalid={bad('safe')}
          onChange={(safe) => set({ ...current, safe: safe ?? Number.NaN })}
        />
        <KindSelect
          label={t('artwork.hardware')}
          value={hardware?.kind ?? ''}
          kinds={Object.keys(HARDWARE_START) as HardwareKind[]}
          labelOf={(kind) => t(`artwork.hardwareKinds.${kind || 'none'}`)}
          onChange={(kind) => set(withHardware(kind ? HARDWARE_START[kind] : undefined))}
        />
        {hardware && (
          <LengthFields
            shape={hardware as Shape}
            fields={HARDWARE_FIELDS[hardware.kind]}
            onChange={(shape) => set(withHardware(shape as HardwareSpec))}
            isInvalid={(path) => badHardware(path[0])}
          />
        )}
      </div>
      <div className="mt-3 space-y-2" data-testid="product-finishing">
        {finishing.map((entry, index) => (
          <FinishingFields
            // The list is only added to at its end and removed from by position.
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity of their own
            key={index}
            value={entry}
            legend={t('artwork.productFinishing', { number: index + 1 })}
            hint={t('artwork.productFinishingHint')}
            errorPath={`product-${index}`}
            invalid={invalidFinishing}
            onChange={(next) =>
              next
                ? set(withFinishing(finishing.map((each, i) => (i === index ? next : each))))
                : removeFinishing(index)
            }
          >
            <Button variant="ghost" small onClick={() => removeFinishing(index)}>
              {t('artwork.removeFinishing')}
            </Button>
          </FinishingFields>
        ))}
        <Button
          variant="ghost"
          small
          onClick={() => set(withFinishing([...finishing, FINISHING_START.eyelets]))}
        >
          {t('artwork.addFinishing')}
        </Button>
      </div>
      {artwork && (
        <Button variant="ghost" small className="mt-2" onClick={() => set(null)}>
          {t('artwork.useDefault')}
        </Button>
      )}
      {(bad('bleed') || bad('safe') || bad('hardware') || invalidFinishing.size > 0) && (
        <p role="alert" className="mt-2 text-xs font-medium text-red-700">
          {t('artwork.invalid')}
        </p>
      )}
    </Card>
  );
}
