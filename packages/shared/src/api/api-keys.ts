/** What /api/api-keys answers (a trade account's API keys) and the scopes a key can hold. */
import { z } from 'zod';

/** What a key may do; a key reaches only routes that declare one of these (docs/product.md#api-keys). */
export const API_SCOPES = ['catalogue:read', 'quotes:write', 'orders:write', 'orders:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The visible start of every key: recognisable in logs and by secret scanners. */
export const API_KEY_PREFIX = 'bp_live_';

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The start of the key as shown in the list, e.g. `bp_live_Ab12Cd`. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer of POST /api/api-keys: the key, and its secret this once. */
export const CreatedApiKeySchema = ApiKeySchema.extend({
  secret: z.string().describe('The whole key (`bp_live_…`), shown only in this answer; store it now.'),
});

export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyListSchema = z.object({
  /** Staff suspended the account's API access: the reason, else null. */
  suspended: z.string().nullable(),
  keys: z.array(ApiKeySchema),
});

export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;
