import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';
import {
  AddressFormSchema,
  CodeFormSchema,
  CompanyFormSchema,
  LoginFormSchema,
  profileFormSchema,
  REQUIRED,
  ResetPasswordFormSchema,
  SignUpFormSchema,
} from './schemas';

/** The message (a translation key) of each failing field. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('login form', () => {
  it('requires both fields and a valid e-mail address', () => {
    expect(errorsOf(LoginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: REQUIRED,
      password: REQUIRED,
    });
    expect(errorsOf(LoginFormSchema.safeParse({ email: '   ', password: 'x' }))).toEqual({ email: REQUIRED });
    expect(errorsOf(LoginFormSchema.safeParse({ email: 'ana@', password: 'x' }))).toEqual({
      email: 'common:validation.email',
    });
    expect(LoginFormSchema.safeParse({ email: ' ana@example.com ', password: 'x' }).success).toBe(true);
  });
});

describe('sign-up form', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.com',
    phone: '+34 600 123 456',
    password: 'long enough',
    password_confirmation: 'long enough',
  };
  it('accepts a complete form', () => {
    expect(SignUpFormSchema.safeParse(valid).success).toBe(true);
  });
  it('requires every field', () => {
    const errors = errorsOf(
      SignUpFormSchema.safeParse({ name: '', email: '', phone: '', password: '', password_confirmation: '' }),
    );
    expect(errors).toEqual({
      name: REQUIRED,
      email: REQUIRED,
      phone: REQUIRED,
      password: REQUIRED,
      password_confirmation: REQUIRED,
    });
  });
  it('checks the phone, the password length and the confirmation', () => {
    // The phone as the calling-code picker builds it: a code alone is an empty field.
    const phoneError = (phone: string) => errorsOf(SignUpFormSchema.safeParse({ ...valid, phone })).phone;
    expect(phoneError('+34 ')).toBe(REQUIRED);
    expect(phoneError('+34 600 12')).toBe('accounts:validation.phoneLength');
    expect(phoneError('+999 600 123 456')).toBe('accounts:validation.phoneUnknownCode');
    expect(phoneError('+34 call me')).toBe('accounts:validation.phone');
    expect(phoneError('600 123 456')).toBe('accounts:validation.phoneCountryCode');
    expect(
      errorsOf(SignUpFormSchema.safeParse({ ...valid, password: 'short', password_confirmation: 'short' })),
    ).toEqual({ password: 'accounts:validation.passwordMin' });
    expect(errorsOf(SignUpFormSchema.safeParse({ ...valid, password_confirmation: 'other one' }))).toEqual({
      password_confirmation: 'accounts:validation.passwordMatch',
    });
  });
});

describe('code and reset forms', () => {
  it('wants six digits', () => {
    expect(CodeFormSchema.safeParse({ email: 'a@b.co', otp: '012345' }).success).toBe(true);
    expect(errorsOf(CodeFormSchema.safeParse({ email: 'a@b.co', otp: '12345' }))).toEqual({
      otp: 'accounts:validation.code',
    });
    expect(errorsOf(CodeFormSchema.safeParse({ email: '', otp: '' }))).toEqual({
      email: REQUIRED,
      otp: REQUIRED,
    });
  });
  it('wants matching new passwords', () => {
    expect(
      errorsOf(
        ResetPasswordFormSchema.safeParse({
          email: 'a@b.co',
          newPassword: 'long enough',
          password_confirmation: 'x',
        }),
      ),
    ).toEqual({ password_confirmation: 'accounts:validation.passwordMatch' });
  });
});

describe('profile form', () => {
  const base = {
    name: 'Ana',
    phone: '+34 600123456',
    email: 'a@b.co',
    oldPassword: '',
    newPassword: '',
    password_confirmation: '',
  };
  it('leaves the password alone when its fields are empty', () => {
    expect(profileFormSchema(true).safeParse(base).success).toBe(true);
  });
  it('needs the current password only when the account has one', () => {
    const change = { ...base, newPassword: 'long enough', password_confirmation: 'long enough' };
    expect(errorsOf(profileFormSchema(true).safeParse(change))).toEqual({ oldPassword: REQUIRED });
    expect(profileFormSchema(false).safeParse(change).success).toBe(true);
  });
  it('needs the current password for a new e-mail address, without asking for a new password', () => {
    const moved = { ...base, email: 'New@Example.com' };
    const schema = profileFormSchema(true, base.email.toLowerCase());
    expect(errorsOf(schema.safeParse(moved))).toEqual({ oldPassword: REQUIRED });
    expect(schema.safeParse({ ...moved, oldPassword: 'my password' }).success).toBe(true);
    expect(schema.safeParse(base).success).toBe(true);
  });
  it('requires name, phone and e-mail', () => {
    expect(errorsOf(profileFormSchema(true).safeParse({ ...base, name: '', phone: '', email: '' }))).toEqual({
      name: REQUIRED,
      phone: REQUIRED,
      email: REQUIRED,
    });
  });
});

describe('address form', () => {
  const MADRID = {
    type: '2',
    label: 'Work',
    contact_name: '',
    company: '',
    street: 'Calle de Alcalá 20',
    postcode: '28014',
    city: 'Madrid',
    province: '',
    country: 'ES',
    phone: '+34 600 123 456',
  };

  it('requires type (1 or 2), label, street, postcode, city, country and phone', () => {
    const empty = {
      ...MADRID,
      type: '',
      label: '',
      street: '',
      postcode: '',
      city: '',
      country: '',
      phone: '',
    };
    expect(errorsOf(AddressFormSchema.safeParse(empty))).toEqual({
      type: REQUIRED,
      label: REQUIRED,
      street: REQUIRED,
      postcode: REQUIRED,
      city: REQUIRED,
      country: REQUIRED,
      phone: REQUIRED,
    });
    expect(AddressFormSchema.safeParse(MADRID).success).toBe(true);
  });

  it('wants the phone with its country code and a Spanish postcode of five digits', () => {
    expect(
      errorsOf(AddressFormSchema.safeParse({ ...MADRID, phone: '600123456', postcode: '2801' })),
    ).toEqual({
      phone: 'accounts:validation.phoneCountryCode',
      postcode: 'accounts:validation.postcodeSpain',
    });
    // The picker's code with no number yet is an empty field; the code must be known, the number 6-14 digits.
    const phoneError = (phone: string) => errorsOf(AddressFormSchema.safeParse({ ...MADRID, phone })).phone;
    expect(phoneError('+34 ')).toBe(REQUIRED);
    expect(phoneError('+999 600 123 456')).toBe('accounts:validation.phoneUnknownCode');
    expect(phoneError('+34 600 12')).toBe('accounts:validation.phoneLength');
    expect(phoneError('+34 600 abc')).toBe('accounts:validation.phone');
    expect(phoneError('+212 612 345 678')).toBeUndefined();
    // Other countries keep their own postcode formats.
    expect(AddressFormSchema.safeParse({ ...MADRID, country: 'PT', postcode: '1000-001' }).success).toBe(
      true,
    );
  });
});

describe('company form', () => {
  const COMPANY = {
    company_name: 'Rótulos Pérez S.L.',
    tax_id: 'B12345674',
    street: 'Calle de Alcalá 20',
    postcode: '28014',
    city: 'Madrid',
    province: '',
    country: 'ES',
  };

  it.each([
    ['B12345674', null],
    ['fr 40 303 265 045', null],
    ['X1234567L', null],
    ['B12345675', 'accounts:company.taxIdCheck'],
    ['US123456789', 'accounts:company.taxIdCountry'],
    ['12345', 'accounts:company.taxIdFormat'],
    ['', REQUIRED],
  ])('tax id %s → %s', (taxId, error) => {
    const result = CompanyFormSchema.safeParse({ ...COMPANY, tax_id: taxId });
    expect(errorsOf(result).tax_id ?? null).toBe(error);
  });

  it('says what is wrong with the tax ID while the other fields are still empty (issue 27)', () => {
    const result = CompanyFormSchema.safeParse({
      company_name: '',
      tax_id: 'B12345675',
      street: '',
      postcode: '',
      city: '',
      province: '',
      country: 'ES',
    });
    expect(errorsOf(result).tax_id).toBe('accounts:company.taxIdCheck');
  });
});

describe('safeNext', () => {
  it.each([
    ['/profile', '/profile'],
    ['/currentOrders/status?n1=1&n2=5', '/currentOrders/status?n1=1&n2=5'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/a\nb', '/'],
    [null, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeNext(input)).toBe(expected);
  });
});
