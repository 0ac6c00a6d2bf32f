import { LANGS, textDirection } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/dialogs';
import { ImageUploadButton, inputClass } from '../../components/form';
import { Button, Card } from '../../components/ui';
import { asLocalized, emptyText, type Localized, textOf } from '../../lib/api';
import { MAX_OPTION_DEPTH as MAX_DEPTH, type OptionNode, SectionsBodySchema } from '../../schemas';
import { type AdminSection, useSaveSections } from './api';
import { FinishingFields } from './artwork-fields';

/** The option tree of a product: sections → options → children, at most 3 levels (docs/admin-api.md). */

type Node = {
  key: string;
  id?: number;
  name: Localized;
  description: Localized;
  image: string | null;
  price_mode: OptionNode['price_mode'];
  price: number;
  finishing: OptionNode['finishing'];
  children: Node[];
};
type Section = { key: string; id?: number; name: Localized; required: boolean; options: Node[] };

let counter = 0;
const newKey = () => `k${++counter}`;

function fromOption(o: OptionNode): Node {
  return {
    key: newKey(),
    ...(o.id !== undefined ? { id: o.id } : {}),
    name: asLocalized(o.name),
    description: asLocalized(o.description ?? emptyText()),
    image: o.image ?? null,
    price_mode: o.price_mode ?? 'fixed',
    price: Number(o.price ?? 0),
    finishing: o.finishing ?? null,
    children: (o.children ?? []).map(fromOption),
  };
}

function fromSections(sections: AdminSection[]): Section[] {
  return sections.map((s) => ({
    key: newKey(),
    ...(s.id !== undefined ? { id: s.id } : {}),
    name: asLocalized(s.name),
    required: Boolean(s.required),
    options: (s.options ?? []).map(fromOption),
  }));
}

function toOption(n: Node): OptionNode {
  return {
    ...(n.id !== undefined ? { id: n.id } : {}),
    name: n.name,
    description: n.description,
    image: n.image || null,
    price_mode: n.price_mode,
    price: Number.isFinite(n.price) ? n.price : Number.NaN,
    finishing: n.finishing,
    children: n.children.map(toOption),
  };
}

const toBody = (sections: Section[]) =>
  sections.map((s) => ({
    ...(s.id !== undefined ? { id: s.id } : {}),
    name: s.name,
    required: s.required,
    options: s.options.map(toOption),
  }));

const blankOption = (): Node => ({
  key: newKey(),
  name: emptyText(),
  description: emptyText(),
  image: null,
  price_mode: 'fixed',
  price: 0,
  finishing: null,
  children: [],
});

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Updates the option list found by following child indexes from a section's options. */
function updateList(list: Node[], path: number[], fn: (list: Node[]) => Node[]): Node[] {
  if (path.length === 0) return fn(list);
  const [head, ...rest] = path as [number, ...number[]];
  return list.map((n, i) => (i === head ? { ...n, children: updateList(n.children, rest, fn) } : n));
}

type Ops = {
  setList: (path: number[], fn: (list: Node[]) => Node[]) => void;
  invalid: Set<string>;
};

function TextPair({
  label,
  value,
  onChange,
  errorPath,
  invalid,
  multiline = false,
}: {
  label: string;
  value: Localized;
  onChange: (v: Localized) => void;
  errorPath: string;
  invalid: Set<string>;
  multiline?: boolean;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,14rem),1fr))] gap-2">
      {LANGS.map((lang) => {
        const bad = invalid.has(`${errorPath}.${lang}`);
        const props = {
          id: `${id}-${lang}`,
          dir: textDirection(lang),
          lang,
          className: `${inputClass} text-start`,
          value: value[lang],
          'aria-invalid': bad || undefined,
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
        } as const;
        return (
          <div key={lang}>
            <label htmlFor={`${id}-${lang}`} className="text-xs font-semibold text-slate-800">
              {label} ({t(`languages.${lang}`)})
            </label>
            {multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
            {bad && <p className="text-xs font-medium text-red-700">{t('validation.required')}</p>}
          </div>
        );
      })}
    </div>
  );
}

function OptionEditor({
  node,
  index,
  count,
  path,
  level,
  errorPath,
  ops,
}: {
  node: Node;
  index: number;
  count: number;
  path: number[];
  level: number;
  errorPath: string;
  ops: Ops;
}) {
  const { t } = useTranslation('admin');
  const ids = { mode: useId(), price: useId() };
  const parent = path.slice(0, -1);
  const update = (changes: Partial<Node>) =>
    ops.setList(parent, (list) => list.map((n, i) => (i === index ? { ...n, ...changes } : n)));
  const label = textOf(node.name) || t('options.unnamed');
  return (
    <li
      className={`rounded-md border p-3 ${level === 1 ? 'border-slate-300 bg-white' : level === 2 ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <span className="text-xs text-slate-600">{t('options.level', { n: level })} · </span>
          <bdi>{label}</bdi>
        </p>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            small
            disabled={index === 0}
            aria-label={t('options.moveUpNamed', { name: label })}
            onClick={() => ops.setList(parent, (l) => move(l, index, index - 1))}
          >
            {t('actions.moveUp')}
          </Button>
          <Button
            variant="ghost"
            small
            disabled={index === count - 1}
            aria-label={t('options.moveDownNamed', { name: label })}
            onClick={() => ops.setList(parent, (l) => move(l, index, index + 1))}
          >
            {t('actions.moveDown')}
          </Button>
          {level < MAX_DEPTH && (
            <Button
              variant="ghost"
              small
              onClick={() => ops.setList(path, (l) => [...l, blankOption()])}
              aria-label={t('options.addChildNamed', { name: label })}
            >
              {t('options.addChild')}
            </Button>
          )}
          <ConfirmButton
            small
            variant="danger"
            label={t('actions.delete')}
            ariaLabel={t('actions.deleteNamed', { name: label })}
            title={t('options.deleteTitle', { name: label })}
            description={node.children.length > 0 ? t('options.deleteBodyChildren') : t('options.deleteBody')}
            confirmLabel={t('actions.delete')}
            onConfirm={async () => ops.setList(parent, (l) => l.filter((_, i) => i !== index))}
          />
        </div>
      </div>
      <div className="space-y-2">
        <TextPair
          label={t('fields.name')}
          value={node.name}
          onChange={(name) => update({ name })}
          errorPath={`${errorPath}.name`}
          invalid={ops.invalid}
        />
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            {t('options.more')}
          </summary>
          <div className="mt-2 space-y-2">
            <TextPair
              label={t('fields.description')}
              value={node.description}
              onChange={(description) => update({ description })}
              errorPath={`${errorPath}.description`}
              invalid={ops.invalid}
              multiline
            />
            <div className="flex flex-wrap items-end gap-3">
              {node.image ? (
                <img src={node.image} alt="" className="size-12 rounded border object-cover" />
              ) : null}
              <ImageUploadButton onUploaded={(image) => update({ image })} />
              {node.image && (
                <Button variant="ghost" small onClick={() => update({ image: null })}>
                  {t('images.clear')}
                </Button>
              )}
            </div>
          </div>
        </details>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.mode} className="text-xs font-semibold text-slate-800">
              {t('options.priceMode')}
            </label>
            <select
              id={ids.mode}
              className={inputClass}
              value={node.price_mode}
              onChange={(e) => update({ price_mode: e.target.value as Node['price_mode'] })}
            >
              {(['fixed', 'per_item', 'per_m2', 'percent'] as const).map((m) => (
                <option key={m} value={m}>
                  {t(`options.modes.${m}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.price} className="text-xs font-semibold text-slate-800">
              {node.price_mode === 'percent' ? t('options.pricePercent') : t('options.priceEuros')}
            </label>
            <input
              id={ids.price}
              type="number"
              step="0.01"
              dir="ltr"
              className={`${inputClass} text-start`}
              value={Number.isFinite(node.price) ? node.price : ''}
              aria-invalid={ops.invalid.has(`${errorPath}.price`) || undefined}
              onChange={(e) => update({ price: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            />
          </div>
        </div>
        <FinishingFields
          value={node.finishing ?? null}
          onChange={(finishing) => update({ finishing })}
          errorPath={errorPath}
          invalid={ops.invalid}
        />
        {node.children.length > 0 && (
          <OptionList
            nodes={node.children}
            path={path}
            level={level + 1}
            errorPath={`${errorPath}.children`}
            ops={ops}
          />
        )}
      </div>
    </li>
  );
}

function OptionList({
  nodes,
  path,
  level,
  errorPath,
  ops,
}: {
  nodes: Node[];
  path: number[];
  level: number;
  errorPath: string;
  ops: Ops;
}) {
  return (
    <ul className={`space-y-2 ${level > 1 ? 'mt-2 border-s-4 border-brand-100 ps-3' : ''}`}>
      {nodes.map((n, i) => (
        <OptionEditor
          key={n.key}
          node={n}
          index={i}
          count={nodes.length}
          path={[...path, i]}
          level={level}
          errorPath={`${errorPath}.${i}`}
          ops={ops}
        />
      ))}
    </ul>
  );
}

/** The option tree being edited: kept here until the product's one Save sends it (one PUT). */
export type OptionTree = ReturnType<typeof useOptionTree>;

/**
 * The option tree's state on the product page: edited locally (add, rename, reorder, nest,
 * delete) and saved by the product form's one Save in one PUT; rows keep their ids so carts
 * stay valid. `productId` is undefined on a new product (no options until it is saved).
 */
export function useOptionTree(productId: number | undefined, initial: AdminSection[]) {
  const [sections, setSections] = useState<Section[]>(() => fromSections(initial));
  const [dirty, setDirty] = useState(false);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  /** Keys of the sections shown open; all start closed, so the page stays short. */
  const [open, setOpen] = useState<Set<string>>(new Set());
  const saveSections = useSaveSections(productId ?? 0);

  const change = (fn: (s: Section[]) => Section[]) => {
    setSections(fn);
    setDirty(true);
  };
  const toggle = (key: string, next: boolean) =>
    setOpen((keys) => {
      const copy = new Set(keys);
      if (next) copy.add(key);
      else copy.delete(key);
      return copy;
    });

  /** The body to send, or null after marking what is wrong (and opening the sections that hold it). */
  const check = () => {
    const parsed = SectionsBodySchema.safeParse(toBody(sections));
    if (parsed.success) {
      setInvalid(new Set());
      return parsed.data;
    }
    const paths = parsed.error.issues.map((issue) => issue.path.join('.'));
    setInvalid(new Set(paths));
    const wrong = new Set(paths.map((path) => Number(path.split('.')[0])));
    setOpen((keys) => new Set([...keys, ...sections.filter((_, i) => wrong.has(i)).map((s) => s.key)]));
    return null;
  };

  /** Sends the tree when it changed; false when it is invalid or the server refused it. */
  const save = async (): Promise<boolean> => {
    if (!dirty || productId === undefined) return true;
    const body = check();
    if (!body) return false;
    const answer = await saveSections.mutateAsync(body).catch(() => null);
    if (!answer) return false;
    // The saved tree (new rows now have ids), in the order sent: sections keep their keys, so
    // the ones open stay open.
    if (Array.isArray(answer.data)) {
      const saved = fromSections(answer.data);
      setSections(saved.map((section, i) => ({ ...section, key: sections[i]?.key ?? section.key })));
    }
    setDirty(false);
    return true;
  };

  return {
    sections,
    change,
    dirty,
    invalid,
    open,
    toggle,
    /** Whether the tree would be accepted; marks what is wrong when not. */
    valid: () => !dirty || check() !== null,
    save,
    error: saveSections.error,
  };
}

/** A section's open/closed header button: its name and how many options it holds. */
function SectionToggle({
  n,
  label,
  count,
  expanded,
  controls,
  hasError,
  onToggle,
}: {
  n: number;
  label: string;
  count: number;
  expanded: boolean;
  controls: string;
  hasError: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <h3 className="min-w-[min(100%,16rem)] flex-1 font-bold">
      <button
        type="button"
        data-section-toggle
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
        className="flex w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md px-1 py-1 text-start hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 shrink-0 transition-transform ${expanded ? 'rotate-90' : 'rtl:rotate-180'}`}
          fill="currentColor"
        >
          <path d="M7 4l6 6-6 6z" />
        </svg>
        <span>
          {t('options.sectionN', { n })}: <bdi>{label}</bdi>
        </span>
        <span className="text-sm font-normal text-slate-600">({t('options.count', { n: count })})</span>
        {hasError && <span className="text-sm font-semibold text-red-700">{t('options.hasErrors')}</span>}
      </button>
    </h3>
  );
}

/**
 * The option tree of a product page. Sections are closed until opened (or until they hold
 * something wrong); the product form's one Save sends the tree with the product.
 */
export function OptionTreeEditor({ tree }: { tree: OptionTree }) {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const { sections, change, invalid, open, toggle } = tree;
  const opsFor = (si: number): Ops => ({
    invalid,
    setList: (path, fn) =>
      change((all) => all.map((s, i) => (i === si ? { ...s, options: updateList(s.options, path, fn) } : s))),
  });

  return (
    <Card title={t('options.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('options.hint')}</p>
      <ul className="space-y-3">
        {sections.map((section, si) => {
          const label = textOf(section.name) || t('options.unnamedSection');
          const hasError = [...invalid].some((path) => path.startsWith(`${si}.`));
          const expanded = open.has(section.key);
          const bodyId = `${baseId}-section-${section.key}`;
          return (
            <li key={section.key} className="rounded-lg border-2 border-slate-300 p-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <SectionToggle
                  n={si + 1}
                  label={label}
                  count={section.options.length}
                  expanded={expanded}
                  controls={bodyId}
                  hasError={hasError}
                  onToggle={() => toggle(section.key, !expanded)}
                />
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    small
                    disabled={si === 0}
                    aria-label={t('options.moveUpNamed', { name: label })}
                    onClick={() => change((all) => move(all, si, si - 1))}
                  >
                    {t('actions.moveUp')}
                  </Button>
                  <Button
                    variant="ghost"
                    small
                    disabled={si === sections.length - 1}
                    aria-label={t('options.moveDownNamed', { name: label })}
                    onClick={() => change((all) => move(all, si, si + 1))}
                  >
                    {t('actions.moveDown')}
                  </Button>
                  <ConfirmButton
                    small
                    label={t('actions.delete')}
                    ariaLabel={t('actions.deleteNamed', { name: label })}
                    title={t('options.deleteSectionTitle', { name: label })}
                    description={t('options.deleteSectionBody')}
                    confirmLabel={t('actions.delete')}
                    onConfirm={async () => change((all) => all.filter((_, i) => i !== si))}
                  />
                </div>
              </div>
              <div id={bodyId} hidden={!expanded} className="mt-2 px-1">
                {expanded && (
                  <>
                    <TextPair
                      label={t('options.sectionName')}
                      value={section.name}
                      onChange={(name) => change((all) => all.map((s, i) => (i === si ? { ...s, name } : s)))}
                      errorPath={`${si}.name`}
                      invalid={invalid}
                    />
                    <label className="mt-2 flex items-center gap-2 text-sm font-semibold">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={section.required}
                        onChange={(e) =>
                          change((all) =>
                            all.map((s, i) => (i === si ? { ...s, required: e.target.checked } : s)),
                          )
                        }
                      />
                      {t('options.required')}
                    </label>
                    <div className="mt-3">
                      <OptionList
                        nodes={section.options}
                        path={[]}
                        level={1}
                        errorPath={`${si}.options`}
                        ops={opsFor(si)}
                      />
                      <Button
                        variant="secondary"
                        small
                        className="mt-2"
                        onClick={() => opsFor(si).setList([], (l) => [...l, blankOption()])}
                      >
                        {t('options.addOption')}
                      </Button>
                    </div>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => {
          const key = newKey();
          change((all) => [...all, { key, name: emptyText(), required: false, options: [] }]);
          toggle(key, true);
        }}
      >
        {t('options.addSection')}
      </Button>
      {invalid.size > 0 && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t('validation.fixErrors')}
        </p>
      )}
      {tree.dirty && <p className="mt-3 text-sm text-amber-800">{t('options.unsaved')}</p>}
    </Card>
  );
}
