import type { LocalizedText } from '@shop/shared';

// What a paid order froze of its buyer and its options. Kept here, below the modules, because both
// the order (orders/table.ts) and its invoice (invoices/table.ts) store them and invoices must not
// import orders (docs/decisions/030-module-walls.md).

export type AddressSnapshot = {
  type: number;
  label: string;
  details: string;
  phone: string;
  /** The structured fields (addresses saved since migration 0004). */
  contactName?: string;
  company?: string;
  street?: string;
  postcode?: string;
  city?: string;
  province?: string;
  countryCode?: string | null;
};
/** The buyer's company as it was at payment (an issued invoice never changes). */
export type CompanySnapshot = {
  name: string;
  taxId: string;
  address: { street: string; postcode: string; city: string; province: string; countryCode: string };
  countryName: LocalizedText;
};
/** An option as bought, in both languages (orders are read in either). */
export type OptionSnapshot = {
  id: number;
  section: LocalizedText;
  name: LocalizedText;
  parentName: LocalizedText | null;
};
