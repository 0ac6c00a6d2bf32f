/**
 * Artwork findings: what a print shop's prepress says of a file at the ordered size, as
 * pure rules over the facts the server's preflight stored (apps/api/src/modules/uploads/
 * measure.ts, on a worker thread with MuPDF and sharp) or the browser's cheap check read
 * (apps/web/src/lib/preflight.ts). The same rules on both sides: what the product page says
 * before upload is what the cart enforces after it (docs/product.md#uploads).
 *
 * A finding is a code, a severity and its parameters; the sentence in the caller's
 * language comes from the API's `uploads/messages.ts` (`preflight.<code>`) or the
 * storefront's locale files (same keys).
 */

import type { ArtworkFinding, FindingSeverity, Preflight } from './api/files';
import { MIN_ARTWORK_DPI } from './artwork';
import { comparePageToOrder } from './preflight';

/** How a product prints: what the findings are measured against. */
export type PrintSpec = {
  /** Bleed wanted on every side beyond the trim, in millimetres. */
  bleedMm: number;
  /** The press prints CMYK: RGB and spot colours are converted (and may shift). */
  cmyk: boolean;
  /** Effective resolution at print size under which a warning is given. */
  minDpi: number;
  /** Under this it is a blocker: the print would be visibly blocky at any distance. */
  blockerDpi: number;
};

/**
 * The print rules of a product. Large formats sold by the square metre take 2 cm of bleed
 * (hems, welds and eyelets eat into the edge); items sold per unit take 3 mm. Every product
 * prints CMYK. Kept in one place so a per-product setting can replace it later.
 */
export function printSpecFor(product: { pricingMode: string }): PrintSpec {
  const large = product.pricingMode === 'per_m2';
  return {
    bleedMm: large ? 20 : 3,
    cmyk: true,
    minDpi: MIN_ARTWORK_DPI,
    blockerDpi: Math.floor(MIN_ARTWORK_DPI / 2),
  };
}

type Draft = Omit<ArtworkFinding, 'message'>;

const finding = (
  code: string,
  severity: FindingSeverity,
  params: Record<string, string | number> = {},
  where: { page?: number; area?: string } = {},
): Draft => ({ code, severity, params, ...where });

const SEVERITY_ORDER: Record<FindingSeverity, number> = { blocker: 0, warning: 1, note: 2 };

/** Millimetres of the ordered size's side, or null without an ordered size. */
function orderedMm(widthCm: number | null | undefined, heightCm: number | null | undefined) {
  return widthCm && heightCm && widthCm > 0 && heightCm > 0 ? { w: widthCm * 10, h: heightCm * 10 } : null;
}

/** Dots per inch of `px` pixels over `mm` millimetres. */
const dpiOf = (px: number, mm: number) => (mm > 0 ? Math.floor(px / (mm / 25.4)) : 0);

function dpiFinding(
  dpi: number,
  spec: PrintSpec,
  where: { page?: number; area?: string } = {},
): Draft | null {
  if (dpi < spec.blockerDpi) return finding('dpiBlocker', 'blocker', { dpi, min: spec.minDpi }, where);
  if (dpi < spec.minDpi) return finding('dpiLow', 'warning', { dpi, min: spec.minDpi }, where);
  return null;
}

/**
 * The findings of one stored preflight for a line of `widthCm × heightCm` of a product
 * printing by `spec`, blockers first. Without an ordered size the size checks are left out.
 */
export function artworkFindings(
  preflight: Preflight | null | undefined,
  widthCm: number | null | undefined,
  heightCm: number | null | undefined,
  spec: PrintSpec,
): Draft[] {
  if (!preflight) return [];
  const out: (Draft | null)[] = [];
  const size = orderedMm(widthCm, heightCm);
  switch (preflight.kind) {
    case 'unchecked':
      out.push(finding('unchecked', 'warning', { reason: preflight.reason }));
      break;
    case 'other':
      out.push(finding('notChecked', 'note'));
      break;
    case 'raster': {
      if (size) {
        const dpi = Math.floor(Math.min(dpiOf(preflight.widthPx, size.w), dpiOf(preflight.heightPx, size.h)));
        out.push(dpiFinding(dpi, spec) ?? finding('dpiOk', 'note', { dpi }));
        const ratio = preflight.widthPx / preflight.heightPx / (size.w / size.h);
        if (Math.abs(ratio - 1) > 0.05) out.push(finding('aspect', 'warning'));
      }
      const mode = preflight.colourMode;
      if (mode === 'rgb' && spec.cmyk) out.push(finding('rasterRgb', 'warning'));
      if (mode === 'cmyk') out.push(finding('rasterCmyk', 'note'));
      if (mode === 'grey') out.push(finding('rasterGrey', 'note'));
      if (preflight.hasAlpha) out.push(finding('rasterAlpha', 'warning'));
      if (preflight.hasIcc === false && mode && mode !== 'grey') out.push(finding('noIcc', 'note'));
      if (preflight.hasIcc) out.push(finding('icc', 'note', { name: preflight.iccName ?? '' }));
      break;
    }
    case 'pdf':
      out.push(...pdfFindings(preflight, size, spec));
      break;
  }
  return out
    .filter((f): f is Draft => f !== null)
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

type PdfPreflight = Extract<Preflight, { kind: 'pdf' }>;

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(2, b * 0.01);

function pdfFindings(pdf: PdfPreflight, size: { w: number; h: number } | null, spec: PrintSpec): Draft[] {
  const out: Draft[] = [];
  if (pdf.pages !== undefined && pdf.pages > 1) out.push(finding('pages', 'note', { pages: pdf.pages }));
  // The scale the file is drawn at: 1 at full size, 10 for a 1:10 file.
  let scale = 1;
  if (size) {
    const trim = pdf.trimMm ?? { w: pdf.pageWidthMm, h: pdf.pageHeightMm };
    const bleedBox = pdf.bleedMm ?? pdf.mediaMm;
    const fitsTrim =
      (near(trim.w, size.w) && near(trim.h, size.h)) || (near(trim.w, size.h) && near(trim.h, size.w));
    if (pdf.trimMm && fitsTrim) {
      // A declared trim the ordered size: the bleed is what the bleed (or media) box adds.
      // Unknown when only the trim is known (the browser's light read): not judged then.
      const bleed = bleedBox ? Math.min(bleedBox.w - trim.w, bleedBox.h - trim.h) / 2 : null;
      if (bleed !== null && bleed + 0.5 < spec.bleedMm)
        out.push(
          finding('bleedMissing', 'warning', { bleed: Math.max(0, Math.round(bleed)), want: spec.bleedMm }),
        );
    } else {
      const fit = comparePageToOrder(pdf.pageWidthMm, pdf.pageHeightMm, size.w / 10, size.h / 10);
      if (fit.fit === 'mismatch') {
        out.push(
          finding('pageMismatch', 'blocker', {
            page: `${Math.round(pdf.pageWidthMm)} × ${Math.round(pdf.pageHeightMm)}`,
            ordered: `${Math.round(size.w)} × ${Math.round(size.h)}`,
          }),
        );
      } else if (fit.fit === 'exact' || fit.fit === 'rotated') {
        out.push(finding('bleedMissing', 'warning', { bleed: 0, want: spec.bleedMm }));
      } else if (fit.fit === 'bleed') {
        const bleed = Math.min(pdf.pageWidthMm - size.w, pdf.pageHeightMm - size.h) / 2;
        if (bleed + 0.5 < spec.bleedMm)
          out.push(finding('bleedMissing', 'warning', { bleed: Math.round(bleed), want: spec.bleedMm }));
      } else if (fit.fit === 'scaled') {
        scale = fit.scale;
        out.push(finding('scaled', 'note', { scale: fit.scale }));
      }
    }
  }
  for (const font of pdf.fontsNotEmbedded ?? []) {
    out.push(finding('fontNotEmbedded', 'blocker', { font: font.name }, { page: font.page }));
  }
  if (spec.cmyk) {
    for (const page of pdf.rgbPages ?? []) out.push(finding('pdfRgb', 'warning', {}, { page }));
    for (const spot of pdf.spotColours ?? [])
      out.push(finding('spotColour', 'warning', { name: spot.name }, { page: spot.page }));
  }
  for (const image of pdf.images ?? []) {
    if (!size) break;
    // Placed at `placedMm` on a page drawn at 1:scale: printed `scale` times larger.
    const dpi = Math.min(
      dpiOf(image.widthPx, image.placedWidthMm * scale),
      dpiOf(image.heightPx, image.placedHeightMm * scale),
    );
    const found = dpiFinding(dpi, spec, { page: image.page, area: image.area });
    if (found) out.push({ ...found, code: found.code === 'dpiBlocker' ? 'imageDpiBlocker' : 'imageDpiLow' });
  }
  for (const page of pdf.transparencyPages ?? []) out.push(finding('transparency', 'note', {}, { page }));
  if (pdf.pdfx) out.push(finding('pdfx', 'note', { version: pdf.pdfx }));
  return out;
}

/** True when any finding stops the line unless the customer accepts the risk. */
export const hasBlocker = (findings: readonly { severity: FindingSeverity }[]) =>
  findings.some((f) => f.severity === 'blocker');
