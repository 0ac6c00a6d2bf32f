import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Envelope } from '../../../lib/api-client';
import { BilingualInput } from '../../components/form';
import { Card, PageHeader } from '../../components/ui';
import type { ExtraPart } from './kind';

/** The :id of an edit page as a number, or null on the "new" page. */
export function useEditedId(): number | null {
  const param = useParams().id;
  return param === 'new' ? null : Number(param);
}

/** The title of a product or service edit page with the link back to its list. */
export function EditPageHeader({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <PageHeader
      title={title}
      back={
        <Link to={backTo} className="text-sm font-semibold text-brand-700 underline">
          {backLabel}
        </Link>
      }
    />
  );
}

/** Meta title and description, in both languages. */
export function SeoCard() {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('catalog.seo')}>
      <div className="space-y-4">
        <BilingualInput label={t('fields.metaTitle')} name="meta_title" />
        <BilingualInput label={t('fields.metaDescription')} name="meta_description" multiline />
      </div>
    </Card>
  );
}

/**
 * Saving a product or service and staying on its page, with the one Save: the extra part (a
 * product's option tree) is checked before anything is sent, the item is saved when its fields
 * changed (a new one moves to its own address, replacing "new" in the history), then the extra
 * part; the server's message is shown, and the saved values become the form's clean state.
 * `beforeNavigate` lets the unsaved-changes guard through once everything is saved.
 */
export function useSaveAndStay<Values extends FieldValues>({
  form,
  save,
  id,
  pathOf,
  extra,
  beforeNavigate,
}: {
  form: UseFormReturn<Values>;
  save: { mutateAsync: (vars: { id?: number; body: unknown }) => Promise<Envelope<{ id: number }>> };
  /** The item's id, undefined while it is new. */
  id: number | undefined;
  pathOf: (id: number) => string;
  extra?: ExtraPart | null;
  beforeNavigate?: () => void;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const onSubmit = form.handleSubmit(async (body) => {
    setNotice(null);
    if (extra && !extra.valid()) return;
    setSaving(true);
    try {
      let answer: Envelope<{ id: number }> | null = null;
      if (id === undefined || form.formState.isDirty || !extra?.dirty) {
        answer = await save.mutateAsync({ id, body }).catch(() => null);
        if (!answer) return;
        form.reset(form.getValues());
      }
      if (extra && !(await extra.save())) return;
      beforeNavigate?.();
      if (id === undefined && answer?.data?.id) navigate(pathOf(answer.data.id), { replace: true });
      setNotice(answer?.message ?? t('states.saved'));
    } finally {
      setSaving(false);
    }
  });
  return { notice, onSubmit, saving };
}
