import {
  CodePurposeSchema,
  ProvidersSchema,
  SessionSchema,
  type User,
  UserSchema,
  VerifyOtpDataSchema,
} from '@shop/shared/api/accounts';
import { envelopeSchema } from '@shop/shared/schemas';
import { z } from 'zod';
import { PhoneSchema } from '../../lib/phone-schema';

/** Trimmed and lower-cased before the format check, so ' Ana@Example.COM ' is accepted. */
export const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const NewPasswordSchema = z.string().min(8).max(128);
export const NameSchema = z.string().trim().min(1).max(100);
/** Six digits; a number is accepted too (clients that send `otp: 12345` for 012345). */
export const OtpSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value).padStart(6, '0') : value),
  z
    .string()
    .trim()
    .regex(/^\d{6}$/),
);

export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  password: NewPasswordSchema,
  password_confirmation: z.string().max(128),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export { CodePurposeSchema };

export const VerifyOtpBodySchema = z.object({
  email: EmailSchema,
  otp: OtpSchema,
  /** Which code: sign-up or password reset. Without it, the newest of the two is used. */
  purpose: CodePurposeSchema.optional(),
});
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

export { VerifyOtpDataSchema };

export const EmailBodySchema = z.object({ email: EmailSchema });

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(128),
});

/** What a new session is on the server side: always with its token. */
export type Session = z.infer<typeof SessionSchema> & { token: string };

export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  newPassword: NewPasswordSchema,
  password_confirmation: z.string().max(128),
  /** The six-digit code from the e-mail… */
  otp: OtpSchema.optional(),
  /** …(also accepted under this name)… */
  code: OtpSchema.optional(),
  /** …or the reset token that POST /api/verify-otp returned for it. */
  resetToken: z.string().min(1).max(200).optional(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const SocialBodySchema = z.object({
  provider: z.enum(['google', 'facebook']).optional(),
  /** Google: the ID token (JWT). Facebook: the user access token. */
  token: z.string().min(10).max(8192),
});

// The answers' shapes are defined once, in @shop/shared/api/accounts (docs/decisions/031-shared-answer-types.md).
export { ProvidersSchema, SessionSchema, type User, UserSchema };

/** Fields of POST /api/users/{id} (multipart or JSON); empty strings count as absent. */
export const UpdateUserFieldsSchema = z.object({
  _method: z.string().max(10).optional(),
  name: NameSchema.optional(),
  phone: PhoneSchema.optional(),
  email: EmailSchema.optional(),
  oldPassword: z.string().max(128).optional(),
  newPassword: NewPasswordSchema.optional(),
  password_confirmation: z.string().max(128).optional(),
  /**
   * The language the storefront's switch chose while signed in: every later mail about the
   * account or its orders goes in it. Checked against the shop's languages by the service
   * (an unknown one is a 422 in the caller's language, not a schema 400).
   */
  lang: z.string().max(10).optional(),
});
export type UpdateUserFields = z.infer<typeof UpdateUserFieldsSchema>;

/** POST /api/change-email: the new address, and the current password under the spec's profile name. */
export const ChangeEmailBodySchema = z.object({
  email: EmailSchema,
  oldPassword: z.string().max(128).optional(),
});

/** The token of the undo link mailed to the old address. */
export const UndoEmailBodySchema = z.object({ token: z.string().min(1).max(200) });

export const VerifyEmailBodySchema = z.object({ email: EmailSchema, otp: OtpSchema });

export const SessionEnvelopeSchema = envelopeSchema(SessionSchema);
export const UserEnvelopeSchema = envelopeSchema(UserSchema);
