import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { Column } from '../../components/resource';
import type { CatalogResource } from './api';

/*
 * What differs between editing a service and a product, as data (docs/decisions/034-admin-resource.md):
 * the list's columns, the form's defaults and schema, the name and description fields, the
 * extra cards of a product, and whether removing deletes or deactivates. The list and the
 * edit page (routes/catalog-list.tsx, routes/catalog-edit.tsx) are written once for both.
 */
export type CatalogItem = { id: number; category_id: number };

/** An extra part of an edit form with its own state and request (docs/admin-ui.md). */
export type ExtraPart = {
  node: ReactNode;
  /** Changed since it was loaded or saved. */
  dirty: boolean;
  /** Checked before anything is sent, so nothing is half saved; false marks what is wrong. */
  valid: () => boolean;
  /** Sends it when it changed; false when the server refused it. */
  save: () => Promise<boolean>;
  /** The last refusal, shown by the form's status line. */
  error: unknown;
};

export type CatalogKind<T extends CatalogItem> = {
  resource: CatalogResource;
  /** The categories' owner type of this kind (1 services, 2 products). */
  owner: 1 | 2;
  paths: { list: string; item: (id: number) => string; create: string };
  schema: ZodType;
  defaults: (item?: T) => FieldValues;
  /** The item's name in the page's language. */
  name: (item: T) => string;
  texts: (t: TFunction) => {
    list: string;
    create: string;
    edit: string;
    back: string;
    nameLabel: string;
    activeHint?: string;
    /** The accessible name of the whole form, where it has one. */
    form?: string;
    remove: string;
    removeTitle: (name: string) => string;
    removeBody: string;
  };
  /** The translated field that holds the name ('name' or 'title'). */
  nameField: string;
  /** A description written as lines (a list) rather than one text. */
  descriptionLines: boolean;
  columns: (t: TFunction, categoryName: (id: number) => string) => Column<T>[];
  /** Cards of this kind only, between the basics and the images, and after the images. */
  cardsBeforeImages?: ComponentType;
  cardsAfterImages?: ComponentType;
  /**
   * A part of the form kept apart from its fields (a product's option tree), saved by the same
   * one Save; a hook, called once per form.
   */
  useExtraPart?: (item: T | undefined) => ExtraPart | null;
  /** A long form keeps its save bar in view, and lets staff submit to see what is wrong. */
  stickyFooter: boolean;
  saveTestId?: string;
};
