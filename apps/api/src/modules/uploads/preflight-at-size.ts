import { MIN_ARTWORK_DPI } from '@shop/shared';
import { comparePageToOrder, effectiveDpi, type PageFit } from '@shop/shared/preflight';
import type { Preflight } from './table';

export type PreflightAtSize = {
  /** Raster: dots per inch when printed at the ordered size (the lower of both directions). */
  dpi?: number;
  /** Raster: under MIN_ARTWORK_DPI at the ordered size. */
  lowResolution?: boolean;
  /** PDF: the page is the ordered size (exact, with bleed, turned, or at a reduced scale). */
  pageFits?: boolean;
  /** PDF: how the page relates to the ordered size. */
  pageFit?: PageFit['fit'];
};

/**
 * A stored preflight judged against an ordered print size in centimetres (for the cart and
 * order answers). Without a size, or for files that are not measured, the answer is `{}`.
 */
export function preflightAtSize(
  preflight: Preflight | null | undefined,
  widthCm: number | null | undefined,
  heightCm: number | null | undefined,
): PreflightAtSize {
  if (!preflight || !widthCm || !heightCm || widthCm <= 0 || heightCm <= 0) return {};
  if (preflight.kind === 'raster') {
    const dpi = effectiveDpi(preflight.widthPx, preflight.heightPx, widthCm, heightCm);
    return { dpi, lowResolution: dpi < MIN_ARTWORK_DPI };
  }
  if (preflight.kind === 'pdf') {
    const { fit } = comparePageToOrder(preflight.pageWidthMm, preflight.pageHeightMm, widthCm, heightCm);
    return { pageFits: fit !== 'mismatch', pageFit: fit };
  }
  return {};
}
