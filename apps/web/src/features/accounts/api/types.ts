import type { Lang } from '@shop/shared';
/** Shapes of the accounts API (apps/api/src/modules/accounts/schema.ts and addresses/schema.ts). */
export type User = {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** URL of the picture, or null for the placeholder. */
  image: string | null;
  role: 'customer' | 'staff';
  emailVerified: boolean;
  hasPassword: boolean;
  pendingEmail: string | null;
  preferredLang: Lang;
  createdAt: string;
};

/** A login's answer; the session itself is the httpOnly cookie it set (no token for scripts). */
export type SessionData = { id: number; name: string; email: string };

export type Providers = {
  google: { enabled: boolean; clientId: string | null };
  facebook: { enabled: boolean; appId: string | null };
};

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
