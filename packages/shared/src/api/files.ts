/** The design files that cart lines and orders answer with, and what the server measured of them. */
import { z } from 'zod';

const BoxMmSchema = z.object({ w: z.number(), h: z.number() });

/**
 * What the upload check stored (apps/api/src/modules/uploads/table.ts `Preflight`): facts of
 * the file, independent of the ordered size. Findings are derived from them per line
 * (`@shop/shared/preflight-findings`). The optional fields are absent on files checked
 * before the maintained-library preflight (docs/decisions/050-preflight-with-libraries.md).
 */
export const PreflightSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('raster'),
    widthPx: z.number(),
    heightPx: z.number(),
    dpiAtSize: z.number().optional(),
    warning: z.string().optional(),
    colourMode: z.enum(['rgb', 'cmyk', 'grey', 'other']).optional(),
    hasAlpha: z.boolean().optional(),
    hasIcc: z.boolean().optional(),
    iccName: z.string().optional(),
  }),
  z.object({
    kind: z.literal('pdf'),
    /** The first page's trim (else media) box, turned as the page shows. */
    pageWidthMm: z.number(),
    pageHeightMm: z.number(),
    matchesOrderedSize: z.boolean().optional(),
    warning: z.string().optional(),
    pages: z.number().optional(),
    mediaMm: BoxMmSchema.optional(),
    trimMm: BoxMmSchema.optional(),
    bleedMm: BoxMmSchema.optional(),
    fontsNotEmbedded: z.array(z.object({ name: z.string(), page: z.number() })).optional(),
    /** Pages drawing in RGB (device, calibrated or ICC-based RGB). */
    rgbPages: z.array(z.number()).optional(),
    spotColours: z.array(z.object({ name: z.string(), page: z.number() })).optional(),
    /** The least-resolved images (a few per file), with where they are placed on their page. */
    images: z
      .array(
        z.object({
          page: z.number(),
          widthPx: z.number(),
          heightPx: z.number(),
          placedWidthMm: z.number(),
          placedHeightMm: z.number(),
          area: z.string().optional(),
        }),
      )
      .optional(),
    /** Pages with soft masks, blend modes or constant alpha under 1. */
    transparencyPages: z.array(z.number()).optional(),
    /** GTS_PDFXVersion (Info or XMP), e.g. "PDF/X-4"; null when not identified. */
    pdfx: z.string().nullable().optional(),
    outputIntent: z.string().nullable().optional(),
  }),
  z.object({ kind: z.literal('other') }),
  /**
   * The check did not finish within the worker pool's time or memory limit, the pool was
   * full, or the file could not be read (docs/decisions/026-hostile-files-worker-pool.md).
   */
  z.object({
    kind: z.literal('unchecked'),
    reason: z.enum(['timeout', 'memory', 'busy', 'closed', 'unreadable', 'too_large']),
  }),
]);

export const FindingSeveritySchema = z.enum(['blocker', 'warning', 'note']);

/** One thing prepress says of a file at the ordered size, in the caller's language. */
export const ArtworkFindingSchema = z.object({
  code: z.string(),
  severity: FindingSeveritySchema,
  /** What is wrong and what to do, in the caller's language. */
  message: z.string(),
  /** The PDF page it applies to (1-based). */
  page: z.number().optional(),
  /** Where on the page, when known (e.g. an image's position). */
  area: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

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
  /** Prepress findings at the line's ordered size, blockers first (empty without a check). */
  findings: z.array(ArtworkFindingSchema),
  url: z.string(),
});

export type Preflight = z.infer<typeof PreflightSchema>;
export type PreflightAtSize = z.infer<typeof PreflightAtSizeSchema>;
export type OrderFile = z.infer<typeof OrderFileSchema>;
export type FindingSeverity = z.infer<typeof FindingSeveritySchema>;
export type ArtworkFinding = z.infer<typeof ArtworkFindingSchema>;
