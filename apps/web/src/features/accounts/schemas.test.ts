import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';
import {
  AddressFormSchema,
  CodeFormSchema,
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
    expect(errorsOf(SignUpFormSchema.safeParse({ ...valid, phone: 'call me' }))).toEqual({
      phone: 'accounts:validation.phone',
    });
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
    phone: '600123456',
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
  it('requires name, phone and e-mail', () => {
    expect(errorsOf(profileFormSchema(true).safeParse({ ...base, name: '', phone: '', email: '' }))).toEqual({
      name: REQUIRED,
      phone: REQUIRED,
      email: REQUIRED,
    });
  });
});

describe('address form', () => {
  it('requires type (1 or 2), label, details and phone', () => {
    expect(errorsOf(AddressFormSchema.safeParse({ type: '', label: '', details: '', phone: '' }))).toEqual({
      type: REQUIRED,
      label: REQUIRED,
      details: REQUIRED,
      phone: REQUIRED,
    });
    expect(
      AddressFormSchema.safeParse({ type: '2', label: 'Work', details: 'Calle 1', phone: '600123456' })
        .success,
    ).toBe(true);
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
