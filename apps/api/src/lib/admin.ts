/**
 * Small pieces every back-office module uses (docs/admin-api.md): the page envelope, route
 * schema parts, and recognising a unique-key clash from either database driver.
 */
import { ErrorBodySchema } from '@shop/shared/schemas';
import { z } from 'zod';
import { AppError } from './errors';

export type Paging = { page: number; perPage: number };
export type Page<T> = { items: T[]; page: number; per_page: number; total: number };

export function pageOf<T>(items: T[], paging: Paging, total: number): Page<T> {
  return { items, page: paging.page, per_page: paging.perPage, total };
}

/** `{status: true, message?, data}` holding `data`: a shared answer schema (@shop/shared/api/admin). */
export function adminAnswer<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string().optional(), data });
}

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422;

/** Error answers of a route, for its OpenAPI description. */
export function failures(...statuses: FailureStatus[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<
    FailureStatus,
    typeof ErrorBodySchema
  >;
}

/** OpenAPI tags and security of every /api/admin route. */
export const adminDoc = (tag: string) => ({ tags: [`admin: ${tag}`], security: [{ bearer: [] }] });

/**
 * Runs a write; a clash on a unique key (a coupon's or a country's code, a slug) becomes a 409
 * naming the value, which the form shows beside the field.
 */
export async function unlessTaken<T>(
  key: 'admin.codeTaken' | 'admin.slugTaken',
  params: Record<string, string>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', key, params);
    throw error;
  }
}

/** PostgreSQL's unique_violation, whether drizzle wrapped the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A case-insensitive "contains" pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The success envelope. */
export function ok<T>(data: T, message?: string) {
  return { status: true as const, ...(message ? { message } : {}), data };
}
