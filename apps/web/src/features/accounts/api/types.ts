/** Answers of the accounts API, inferred from the shared schemas the API is tested against. */
/** A login's answer; the session itself is the httpOnly cookie it set (no token for scripts). */
export type { Providers, Session as SessionData, User } from '@shop/shared/api/accounts';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
