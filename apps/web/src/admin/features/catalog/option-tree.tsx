import { LANGS, textDirection } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/dialogs';
import { FormStatus, ImageUploadButton, inputClass } from '../../components/form';
import { Button, Card } from '../../components/ui';
import { asLocalized, emptyText, type Localized, textOf } from '../../lib/api';
import { MAX_OPTION_DEPTH as MAX_DEPTH, type OptionNode, SectionsBodySchema } from '../../schemas';
import { type AdminSection, useSaveSections } from './api';

/** The option tree of a product: sections → options → children, at most 3 levels (docs/admin-api.md). */

type Node = {
  key: string;
  id?: number;
  name: Localized;
  description: Localized;
  image: string | null;
  price_mode: OptionNode['price_mode'];
  price: number;
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

/**
 * Edits the whole option tree locally (add, rename, reorder, nest, delete) and saves it in one
 * PUT; rows keep their ids so carts stay valid.
 */
export function OptionTreeEditor({
  productId,
  sections: initial,
}: {
  productId: number;
  sections: AdminSection[];
}) {
  const { t } = useTranslation('admin');
  const [sections, setSections] = useState<Section[]>(() => fromSections(initial));
  const [dirty, setDirty] = useState(false);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveSections(productId);

  const change = (fn: (s: Section[]) => Section[]) => {
    setSections(fn);
    setDirty(true);
    setNotice(null);
  };
  const opsFor = (si: number): Ops => ({
    invalid,
    setList: (path, fn) =>
      change((all) => all.map((s, i) => (i === si ? { ...s, options: updateList(s.options, path, fn) } : s))),
  });

  return (
    <Card title={t('options.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('options.hint')}</p>
      <ul className="space-y-4">
        {sections.map((section, si) => {
          const label = textOf(section.name) || t('options.unnamedSection');
          return (
            <li key={section.key} className="rounded-lg border-2 border-slate-300 p-3">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold">
                  {t('options.sectionN', { n: si + 1 })}: <bdi>{label}</bdi>
                </h3>
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
                    change((all) => all.map((s, i) => (i === si ? { ...s, required: e.target.checked } : s)))
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
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() =>
          change((all) => [...all, { key: newKey(), name: emptyText(), required: false, options: [] }])
        }
      >
        {t('options.addSection')}
      </Button>
      <div className="mt-4 space-y-2 border-t border-slate-200 pt-3">
        {invalid.size > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('validation.fixErrors')}
          </p>
        )}
        <FormStatus error={save.error} success={notice} />
        {dirty && <p className="text-sm text-amber-800">{t('options.unsaved')}</p>}
        <Button
          disabled={save.isPending || !dirty}
          onClick={async () => {
            const body = toBody(sections);
            const parsed = SectionsBodySchema.safeParse(body);
            if (!parsed.success) {
              setInvalid(new Set(parsed.error.issues.map((issue) => issue.path.join('.'))));
              return;
            }
            setInvalid(new Set());
            const answer = await save.mutateAsync(parsed.data).catch(() => null);
            if (!answer) return;
            if (Array.isArray(answer.data)) setSections(fromSections(answer.data));
            setDirty(false);
            setNotice(answer.message ?? t('states.saved'));
          }}
        >
          {save.isPending ? t('states.working') : t('options.save')}
        </Button>
      </div>
    </Card>
  );
}
