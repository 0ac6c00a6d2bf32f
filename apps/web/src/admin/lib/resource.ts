import type { Envelope } from '../../lib/api-client';

/*
 * The writes of a back-office resource, as data (docs/decisions/034-admin-resource.md): a
 * new row is POSTed to its collection, a known one PUT to its own address, and a row is
 * removed (deleted, or deactivated where the server keeps it) with DELETE on that address.
 * Kept free of React so the rule is tested without a browser.
 */

export type Endpoints<T> = {
  /** Where new rows are POSTed; absent where staff only edit rows the server made. */
  collection?: string;
  item: (row: T) => string;
};

export type Method = 'POST' | 'PUT' | 'DELETE';
export type Sender = (method: Method, path: string, body?: unknown) => Promise<Envelope<unknown>>;

export function resourceWrites<T>(endpoints: Endpoints<T>, send: Sender) {
  return {
    /** Saves `body` as `row` (update), or as a new row when there is none (create). */
    save(row: T | undefined, body: unknown) {
      if (row !== undefined) return send('PUT', endpoints.item(row), body);
      if (!endpoints.collection) throw new Error('This resource has no collection to create in');
      return send('POST', endpoints.collection, body);
    },
    remove(row: T) {
      return send('DELETE', endpoints.item(row));
    },
  };
}

/** What a list's dialog shows: nothing, a blank form, or a row's form. */
export type Editing<T> = T | 'new' | null;

/** The row being edited, undefined for a new one (the form's create vs update). */
export const editedRow = <T>(editing: Editing<T>): T | undefined =>
  editing === null || editing === 'new' ? undefined : editing;

/** The line above the list after a write: the server's own message, else the generic one. */
export const noticeOf = (answer: { message?: string } | undefined, fallback: string): string =>
  answer?.message ?? fallback;
