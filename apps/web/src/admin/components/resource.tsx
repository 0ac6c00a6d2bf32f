import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { itemsOf } from '../features/catalog/api';
import { type PageOf, send, useAdminMutation } from '../lib/api';
import { type Editing, type Endpoints, editedRow, noticeOf, resourceWrites } from '../lib/resource';
import { FormDialog } from './dialogs';
import { DialogForm } from './form';
import { PaginationOf, RowActions } from './list';
import { Button, PageHeader, QueryView, Table, td, th } from './ui';

/*
 * The generic back-office resource (docs/decisions/034-admin-resource.md): a screen names
 * its endpoints, columns and fields, and the list, its states, the dialog form (create or
 * update) and the delete confirmation come from here.
 */

export type AdminResource<T, V extends FieldValues = FieldValues> = {
  endpoints: Endpoints<T>;
  /** The admin query keys a write refetches (lib/api.ts useAdminMutation). */
  invalidates: string[];
  schema: ZodType;
  /** The form's values for a row, or for a new one. */
  defaults: (row?: T) => V;
};

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the cell (after the shared `td`). */
  className?: string;
  dir?: 'ltr';
};

export function useResourceMutations<T>(resource: AdminResource<T>, row?: T) {
  const writes = resourceWrites(resource.endpoints, send);
  const save = useAdminMutation((body: unknown) => writes.save(row, body), resource.invalidates);
  const remove = useAdminMutation((target: T) => writes.remove(target), resource.invalidates);
  return { save, remove };
}

/** A list page's title with its "new" button. */
export function ResourceHeader({
  title,
  newLabel,
  onNew,
}: {
  title: string;
  newLabel: string;
  onNew: () => void;
}) {
  return <PageHeader title={title} actions={<Button onClick={onNew}>{newLabel}</Button>} />;
}

/** A table of rows under the given columns. */
export function ResourceTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} className={th}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.header}
                className={column.className ? `${td} ${column.className}` : td}
                dir={column.dir}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A list the server answers whole or by page: loading, error and empty states, table, pager. */
export function ResourceList<T>({
  query,
  empty,
  onPage,
  ...table
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T[] | PageOf<T> | undefined;
    refetch: () => unknown;
  };
  empty?: string;
  onPage?: (page: number) => void;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <QueryView query={query} isEmpty={(d) => itemsOf(d).length === 0} empty={empty}>
      {(data) => (
        <>
          <ResourceTable {...table} rows={itemsOf(data)} />
          {onPage && <PaginationOf data={data} onPage={onPage} />}
        </>
      )}
    </QueryView>
  );
}

/** A notice line two lists of one page share (the last write of either is shown). */
export type NoticeLine = [string | null, (notice: string | null) => void];

/**
 * The state of a list's dialog and its notice line: which row is edited (or a new one), and
 * the server's message after a save or delete.
 */
export function useResourceEditor<T>(sharedNotice?: NoticeLine) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<Editing<T>>(null);
  const ownNotice = useState<string | null>(null);
  const [notice, setNotice] = sharedNotice ?? ownNotice;
  return {
    editing,
    notice,
    create: () => setEditing('new'),
    edit: (row: T) => setEditing(row),
    close: () => setEditing(null),
    saved: (message?: string) => {
      setEditing(null);
      setNotice(noticeOf({ message }, t('states.saved')));
    },
    deleted: (answer: { message?: string }) => setNotice(noticeOf(answer, t('states.deleted'))),
  };
}
export type ResourceEditor<T> = ReturnType<typeof useResourceEditor<T>>;

/** The last column of a list: edit opens the dialog, delete asks first and then reports. */
export function actionsColumn<T>(
  header: string,
  resource: AdminResource<T>,
  editor: ResourceEditor<T>,
  texts: (row: T) => { name: string; deleteTitle: string; deleteBody: string },
): Column<T> {
  return {
    header,
    cell: (row) => <RowActionsCell row={row} resource={resource} editor={editor} texts={texts} />,
  };
}

function RowActionsCell<T>({
  row,
  resource,
  editor,
  texts,
}: {
  row: T;
  resource: AdminResource<T>;
  editor: ResourceEditor<T>;
  texts: (row: T) => { name: string; deleteTitle: string; deleteBody: string };
}) {
  const { remove } = useResourceMutations(resource);
  return (
    <RowActions
      {...texts(row)}
      onEdit={() => editor.edit(row)}
      onDelete={async () => editor.deleted(await remove.mutateAsync(row))}
    />
  );
}

/** The create/edit dialog of a list; `children` draws the fields of the edited row. */
export function ResourceDialog<T>({
  resource,
  editor,
  title,
  wide,
  saveTestId,
  className,
  children,
}: {
  resource: AdminResource<T>;
  editor: ResourceEditor<T>;
  /** The dialog's title for the row (undefined: a new one). */
  title: (row: T | undefined) => string;
  wide?: boolean;
  saveTestId?: string;
  className?: string;
  children: (row: T | undefined) => ReactNode;
}) {
  const row = editedRow(editor.editing);
  return (
    <FormDialog
      open={editor.editing !== null}
      onOpenChange={(open) => !open && editor.close()}
      title={editor.editing === null ? '' : title(row)}
      wide={wide}
    >
      {editor.editing !== null && (
        <ResourceForm
          resource={resource}
          row={row}
          onSaved={editor.saved}
          saveTestId={saveTestId}
          className={className}
        >
          {children(row)}
        </ResourceForm>
      )}
    </FormDialog>
  );
}

function ResourceForm<T>({
  resource,
  row,
  onSaved,
  saveTestId,
  className,
  children,
}: {
  resource: AdminResource<T>;
  row: T | undefined;
  onSaved: (message?: string) => void;
  saveTestId?: string;
  className?: string;
  children: ReactNode;
}) {
  const { save } = useResourceMutations(resource, row);
  const form = useForm({
    mode: 'all',
    resolver: zodResolver(resource.schema as never) as never,
    defaultValues: resource.defaults(row) as never,
  });
  return (
    <DialogForm
      form={form}
      send={(body) => save.mutateAsync(body)}
      saving={save}
      onSaved={onSaved}
      saveTestId={saveTestId}
      className={className}
    >
      {children}
    </DialogForm>
  );
}
