/** What the account answers hold (sign-in, profile, providers); apps/api/src/modules/accounts/schema.ts. */
import { z } from 'zod';
import { LANGS } from '../i18n';

export const SessionSchema = z.object({
  /** Left out when the caller asked for the session cookie alone (`x-session: cookie`). */
  token: z.string().optional(),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

export const CodePurposeSchema = z.enum(['register', 'reset']);

export const VerifyOtpDataSchema = z.object({
  purpose: CodePurposeSchema,
  email: z.string(),
  /** Reset codes only: proof for POST /api/reset/password, valid 10 minutes, once. */
  resetToken: z.string().optional(),
});

export const ProvidersSchema = z.object({
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
  facebook: z.object({ enabled: z.boolean(), appId: z.string().nullable() }),
});

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** URL of the picture, or null for the placeholder. */
  image: z.string().nullable(),
  role: z.enum(['customer', 'staff']),
  emailVerified: z.boolean(),
  /** False for Google or Facebook accounts that never set one. */
  hasPassword: z.boolean(),
  /** An address waiting for its confirmation code, if any. */
  pendingEmail: z.string().nullable(),
  preferredLang: z.enum(LANGS),
  createdAt: z.string(),
});

export type Session = z.infer<typeof SessionSchema>;
export type CodePurpose = z.infer<typeof CodePurposeSchema>;
export type VerifyOtpData = z.infer<typeof VerifyOtpDataSchema>;
export type Providers = z.infer<typeof ProvidersSchema>;
export type User = z.infer<typeof UserSchema>;
