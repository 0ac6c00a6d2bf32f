/**
 * Where a customer's picture or PDF page lands on the live preview's drawing
 * (docs/decisions/056-live-preview.md). Pure maths in centimetres of the print, so it is
 * tested without a browser.
 */
import type { TrimInset } from '@shop/shared/preflight';

export type Box = { x: number; y: number; width: number; height: number };

export type Placement = {
  /**
   * `cover`: scaled to fill the printed area, the excess cut off; `contain`: all of it shown,
   * bands left unprinted; `trim`: a PDF page placed by its TrimBox on the ordered trim, its bleed
   * outside (more bleed than the product's is cut off, less leaves a blank band).
   */
  mode: 'cover' | 'contain' | 'trim';
  /** Where the whole artwork sits, in the drawing's centimetres (may reach past the target when covering). */
  box: Box;
  /** Share of the artwork's area that falls outside the target and is cut off (0–1). */
  croppedShare: number;
  /** Share of the target the artwork leaves blank (0–1). */
  uncoveredShare: number;
};

/**
 * How much longer one side of the artwork may be, in proportion, than the print's before it is
 * fitted whole instead of filling: up to a quarter is what a print shop crops to fill a banner
 * without asking; beyond it the crop would take a real part of the design, so the preview shows
 * it whole with blank bands (and the preflight warns about the proportions).
 */
export const COVER_LIMIT = 1.25;

/** Proportions within this of the target's count as the same (a rounding of pixels or millimetres). */
const SAME_ASPECT = 0.005;

/** Trim proportions within this of the order's count as made for it (the preflight flags the rest). */
const TRIM_SAME_ASPECT = 0.01;

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Places artwork of `source` proportions (pixels, points or millimetres: only the ratio
 * counts) on `target`, the printed area (trim plus bleed), centred.
 */
export function placeArtwork(
  source: { width: number; height: number },
  target: Box,
  coverLimit = COVER_LIMIT,
): Placement {
  if (!(source.width > 0 && source.height > 0 && target.width > 0 && target.height > 0)) {
    throw new RangeError('artwork and target need positive sizes');
  }
  const stretch = source.width / source.height / (target.width / target.height);
  const mismatch = Math.max(stretch, 1 / stretch);
  const mode: Placement['mode'] = mismatch <= coverLimit ? 'cover' : 'contain';
  if (mismatch - 1 <= SAME_ASPECT) {
    return { mode: 'cover', box: { ...target }, croppedShare: 0, uncoveredShare: 0 };
  }
  const scaleX = target.width / source.width;
  const scaleY = target.height / source.height;
  const scale = mode === 'cover' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
  const width = source.width * scale;
  const height = source.height * scale;
  const box: Box = {
    x: target.x + (target.width - width) / 2,
    y: target.y + (target.height - height) / 2,
    width,
    height,
  };
  const shared = overlap(box, target);
  return {
    mode,
    box,
    croppedShare: 1 - shared / (width * height),
    uncoveredShare: 1 - shared / (target.width * target.height),
  };
}

/**
 * Places a PDF page by its TrimBox, as a print shop imposes it: the page's trim on the ordered
 * `trim`, the page's bleed around it, whatever the product's bleed (`printed`). Null when the
 * trim's proportions are not the order's: then the page was not made for this size and
 * `placeArtwork` fits it by its proportions instead.
 */
export function placeByTrim(
  page: { width: number; height: number },
  inset: TrimInset,
  trim: Box,
  printed: Box,
): Placement | null {
  const trimWidth = page.width - inset.left - inset.right;
  const trimHeight = page.height - inset.top - inset.bottom;
  if (!(trimWidth > 0 && trimHeight > 0 && trim.width > 0 && trim.height > 0)) return null;
  const stretch = trimWidth / trimHeight / (trim.width / trim.height);
  if (Math.max(stretch, 1 / stretch) - 1 > TRIM_SAME_ASPECT) return null;
  const scale = trim.width / trimWidth;
  const box: Box = {
    x: trim.x - inset.left * scale,
    y: trim.y - inset.top * scale,
    width: page.width * scale,
    height: page.height * scale,
  };
  const shared = overlap(box, printed);
  return {
    mode: 'trim',
    box,
    croppedShare: 1 - shared / (box.width * box.height),
    uncoveredShare: 1 - shared / (printed.width * printed.height),
  };
}
