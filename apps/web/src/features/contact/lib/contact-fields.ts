/**
 * The contact form's fields and rules (docs/product.md#validation), checked in the browser as the
 * visitor types; the server checks them again. Plain functions rather than zod and react-hook-form:
 * five fields do not need 40 KiB of form libraries on the page (docs/decisions/017-budgets.md).
 */
export type ContactFields = {
  fullName: string;
  contactEmail: string;
  contactPhone: string;
  contactMessage: string;
  /** Honeypot: people leave it empty; not validated, the server refuses a filled one. */
  website: string;
};

export type ContactField = keyof ContactFields;

export const EMPTY_CONTACT: ContactFields = {
  fullName: '',
  contactEmail: '',
  contactPhone: '',
  contactMessage: '',
  website: '',
};

export type ContactMessages = { required: string; email: string; phone: string; tooLong: string };

export const CONTACT_MAX_LENGTH = {
  fullName: 120,
  contactEmail: 254,
  contactPhone: 40,
  contactMessage: 5000,
};

// The same e-mail pattern as zod's z.email(), which the API applies.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[\d\s().-]{6,}$/;

/** The first problem of each field, in the visitor's language; an empty object when all is well. */
export function contactErrors(
  values: ContactFields,
  messages: ContactMessages,
): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const text = (field: keyof typeof CONTACT_MAX_LENGTH, extra?: (value: string) => string | null) => {
    const value = values[field].trim();
    const problem =
      value.length === 0
        ? messages.required
        : value.length > CONTACT_MAX_LENGTH[field]
          ? messages.tooLong
          : (extra?.(value) ?? null);
    if (problem) errors[field] = problem;
  };
  text('fullName');
  text('contactPhone', (value) => (PHONE.test(value) ? null : messages.phone));
  text('contactEmail', (value) => (EMAIL.test(value) ? null : messages.email));
  text('contactMessage');
  return errors;
}
