import { useTranslation } from 'react-i18next';
import type { PageOf } from '../lib/api';
import { ConfirmButton } from './dialogs';
import { Button, Notice, Pagination } from './ui';

/** The last save's or delete's message above a list (nothing before the first). */
export function SuccessNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="mb-4">
      <Notice kind="success">{message}</Notice>
    </div>
  );
}

/**
 * The edit and delete buttons of a list row; delete asks first. `onDelete` answers the
 * server's message (or nothing, for the generic "deleted").
 */
export function RowActions({
  name,
  onEdit,
  deleteTitle,
  deleteBody,
  onDelete,
}: {
  /** What the row is called, for the buttons' accessible names. */
  name: string;
  onEdit: () => void;
  deleteTitle: string;
  deleteBody: string;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex gap-2">
      <Button variant="secondary" small onClick={onEdit} aria-label={t('actions.editNamed', { name })}>
        {t('actions.edit')}
      </Button>
      <ConfirmButton
        small
        label={t('actions.delete')}
        ariaLabel={t('actions.deleteNamed', { name })}
        title={deleteTitle}
        description={deleteBody}
        confirmLabel={t('actions.delete')}
        onConfirm={onDelete}
      />
    </div>
  );
}

/** The pager under a list the server may answer paginated (`PageOf`) or whole (an array). */
export function PaginationOf({
  data,
  onPage,
}: {
  data: unknown[] | PageOf<unknown>;
  onPage: (page: number) => void;
}) {
  if (Array.isArray(data)) return null;
  return <Pagination page={data.page} perPage={data.per_page} total={data.total} onPage={onPage} />;
}

/** A row's small picture, or a dash when it has none. */
export function Thumbnail({ src }: { src: string | null | undefined }) {
  return src ? <img src={src} alt="" className="size-10 rounded object-cover" /> : '—';
}
