import { type PhoneProblem, parseInternationalPhone } from '@shop/shared/calling-codes';
import { isSpanishPostcode } from '@shop/shared/shipping-regions';
import { parseTaxId } from '@shop/shared/tax-id';
import { z } from 'zod';

/*
 * Form rules of docs/product.md#validation. Each message is a translation key, shown with t(): an
 * empty field says '* This Field Is Required' in the page's language.
 */
export const REQUIRED = 'common:validation.required';
const EMAIL = 'common:validation.email';
const PASSWORD_MIN = 'accounts:validation.passwordMin';
const PASSWORD_MATCH = 'accounts:validation.passwordMatch';
const PHONE = 'accounts:validation.phone';
const CODE = 'accounts:validation.code';
const NAME_MAX = 'accounts:validation.nameMax';

export const PASSWORD_MIN_LENGTH = 8;

const required = () => z.string().trim().min(1, { message: REQUIRED, abort: true });
const email = () => required().max(254, EMAIL).pipe(z.email(EMAIL));
const newPassword = () =>
  z
    .string()
    .min(1, { message: REQUIRED, abort: true })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN)
    .max(128, PASSWORD_MIN);

const PHONE_CODE = 'accounts:validation.phoneCountryCode';
const POSTCODE = 'accounts:validation.postcode';
const POSTCODE_ES = 'accounts:validation.postcodeSpain';

/** What shared/calling-codes.ts finds wrong in a phone, as translation keys. */
const PHONE_PROBLEMS = {
  no_calling_code: PHONE_CODE,
  characters: PHONE,
  unknown_calling_code: 'accounts:validation.phoneUnknownCode',
  national_length: 'accounts:validation.phoneLength',
} as const satisfies Record<PhoneProblem, string>;

/** `+<calling code> <number>` as the phone picker builds it; only a code (no number yet) is an empty field. */
const internationalPhone = () =>
  z.string().superRefine((value, ctx) => {
    if (/^\+?\d{0,3}\s*$/.test(value.trim())) {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return;
    }
    const parsed = parseInternationalPhone(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: PHONE_PROBLEMS[parsed.problem] });
  });

const code = () => required().regex(/^\d{6}$/, CODE);

export const LoginFormSchema = z.object({ email: email(), password: z.string().min(1, REQUIRED) });
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const SignUpFormSchema = z
  .object({
    name: required().max(100, NAME_MAX),
    email: email(),
    phone: internationalPhone(),
    password: newPassword(),
    password_confirmation: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: PASSWORD_MATCH,
    path: ['password_confirmation'],
  });
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

export const EmailFormSchema = z.object({ email: email() });
export type EmailForm = z.infer<typeof EmailFormSchema>;

export const CodeFormSchema = z.object({ email: email(), otp: code() });
export type CodeForm = z.infer<typeof CodeFormSchema>;

export const ResetPasswordFormSchema = z
  .object({
    email: email(),
    newPassword: newPassword(),
    password_confirmation: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.newPassword === v.password_confirmation, {
    message: PASSWORD_MATCH,
    path: ['password_confirmation'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/**
 * Profile: name, phone and e-mail are required; the password fields only when a new
 * password is typed (the current one too, unless the account has none yet). A new e-mail
 * address needs the current password too (the server refuses it otherwise: decision 027).
 */
export function profileFormSchema(hasPassword: boolean, currentEmail?: string) {
  return z
    .object({
      name: required().max(100, NAME_MAX),
      phone: internationalPhone(),
      email: email(),
      oldPassword: z.string(),
      newPassword: z.string(),
      password_confirmation: z.string(),
    })
    .superRefine((v, ctx) => {
      const newEmail = currentEmail !== undefined && v.email.trim().toLowerCase() !== currentEmail;
      if (newEmail && hasPassword && v.oldPassword === '') {
        ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['oldPassword'] });
      }
      const changing =
        v.newPassword !== '' || v.password_confirmation !== '' || (v.oldPassword !== '' && !newEmail);
      if (!changing) return;
      if (hasPassword && v.oldPassword === '' && !newEmail) {
        ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['oldPassword'] });
      }
      if (v.newPassword === '') ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['newPassword'] });
      else if (v.newPassword.length < PASSWORD_MIN_LENGTH || v.newPassword.length > 128) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_MIN, path: ['newPassword'] });
      }
      if (v.password_confirmation === '') {
        ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['password_confirmation'] });
      } else if (v.password_confirmation !== v.newPassword) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_MATCH, path: ['password_confirmation'] });
      }
    });
}
export type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>;

const TOO_LONG = 'accounts:validation.tooLong';
/** Postal fields of an address or an invoice address; the server checks the country and postcode again. */
const postalFields = {
  street: required().max(300, TOO_LONG),
  postcode: required()
    .max(12, POSTCODE)
    .regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/, POSTCODE),
  city: required().max(100, TOO_LONG),
  province: z.string().trim().max(100, TOO_LONG),
  country: required().regex(/^[A-Z]{2}$/, REQUIRED),
};

/** Spanish postcodes: five digits, 01000–52999 (shared/shipping-regions.ts). */
function checkSpanishPostcode(v: { country: string; postcode: string }, ctx: z.RefinementCtx) {
  if (v.country === 'ES' && !isSpanishPostcode(v.postcode)) {
    ctx.addIssue({ code: 'custom', message: POSTCODE_ES, path: ['postcode'] });
  }
}

/** A structured delivery address; the phone carries its country calling code. */
export const AddressFormSchema = z
  .object({
    type: z.enum(['1', '2'], REQUIRED),
    label: required().max(100, REQUIRED),
    contact_name: z.string().trim().max(100, TOO_LONG),
    company: z.string().trim().max(200, TOO_LONG),
    ...postalFields,
    phone: internationalPhone(),
  })
  .superRefine(checkSpanishPostcode);
export type AddressForm = z.infer<typeof AddressFormSchema>;

/** The tax-id problems of shared/tax-id.ts, as translation keys. */
const TAX_ID_MESSAGES = {
  empty: REQUIRED,
  format: 'accounts:company.taxIdFormat',
  check_character: 'accounts:company.taxIdCheck',
  unknown_country: 'accounts:company.taxIdCountry',
} as const;

/** Company details on the profile: the tax id is checked here by the same rules as on the server. */
export const CompanyFormSchema = z
  .object({
    company_name: required().max(200, TOO_LONG),
    // Checked on the field itself: an object-level refinement only runs once every other field
    // is valid, so a wrong tax ID typed first said nothing while Save stayed disabled (issue 27).
    tax_id: required()
      .max(30, TOO_LONG)
      .superRefine((taxId, ctx) => {
        const check = parseTaxId(taxId);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: TAX_ID_MESSAGES[check.problem] });
      }),
    ...postalFields,
  })
  .superRefine(checkSpanishPostcode);
export type CompanyForm = z.infer<typeof CompanyFormSchema>;

/** A trade account's own brand: the sender on its blind parcels and forwarded quotes (issue 25). */
export const BrandFormSchema = z
  .object({
    brand_name: required().max(120, TOO_LONG),
    ...postalFields,
    phone: z
      .string()
      .trim()
      .max(40, TOO_LONG)
      .regex(/^[+0-9 ()-]*$/, 'accounts:brand.phoneInvalid'),
    email: z.union([
      z.literal(''),
      z.string().trim().email('accounts:brand.emailInvalid').max(200, TOO_LONG),
    ]),
  })
  .superRefine(checkSpanishPostcode);
export type BrandForm = z.infer<typeof BrandFormSchema>;

export const VerifyEmailFormSchema = z.object({ otp: code() });
export type VerifyEmailForm = z.infer<typeof VerifyEmailFormSchema>;
