/** The design files that cart lines and orders answer with, and what the server measured of them. */
import { z } from 'zod';

/** What the upload check stored (apps/api/src/modules/uploads/table.ts `Preflight`). */
export const PreflightSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('raster'),
    widthPx: z.number(),
    heightPx: z.number(),
    dpiAtSize: z.number().optional(),
    warning: z.string().optional(),
  }),
  z.object({
    kind: z.literal('pdf'),
    pageWidthMm: z.number(),
    pageHeightMm: z.number(),
    matchesOrderedSize: z.boolean().optional(),
    warning: z.string().optional(),
  }),
  z.object({ kind: z.literal('other') }),
  /** The check did not finish within its limits (docs/decisions/026-hostile-files-worker-pool.md). */
  z.object({ kind: z.literal('unchecked'), reason: z.enum(['timeout', 'memory', 'busy', 'closed']) }),
]);

/** A stored check judged against the ordered size (uploads/preflight-at-size.ts); `{}` without one. */
export const PreflightAtSizeSchema = z.object({
  dpi: z.number().optional(),
  lowResolution: z.boolean().optional(),
  pageFits: z.boolean().optional(),
  pageFit: z.enum(['exact', 'bleed', 'scaled', 'rotated', 'mismatch']).optional(),
});

/** A file of an order, with the link its owner and staff download it from. */
export const OrderFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  preflight: PreflightSchema.nullable(),
  url: z.string(),
});

export type Preflight = z.infer<typeof PreflightSchema>;
export type PreflightAtSize = z.infer<typeof PreflightAtSizeSchema>;
export type OrderFile = z.infer<typeof OrderFileSchema>;
