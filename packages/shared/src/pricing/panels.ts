import type { Panel, PanelLayout } from './types';

/**
 * docs/product.md#pricing (oversize): larger sizes are joined by high-frequency welding with a 2 cm
 * overlap.
 */
export const WELD_OVERLAP_CM = 2;

/** The largest side we weld, whatever the product: a guard against absurd sizes. */
export const WELD_MAX_SIDE_CM = 5_000;

/** Splits one side into the fewest pieces of at most `max`, sharing `overlap` at each joint. */
export function splitSide(length: number, max: number, overlap = WELD_OVERLAP_CM): number[] {
  if (length <= max) return [length];
  if (max <= overlap) throw new RangeError(`cannot weld pieces of ${max} cm with a ${overlap} cm overlap`);
  const count = Math.ceil((length - overlap) / (max - overlap));
  const material = length + (count - 1) * overlap;
  const base = Math.floor(material / count);
  const remainder = material - base * count;
  return Array.from({ length: count }, (_, i) => (i < remainder ? base + 1 : base));
}

/**
 * How an oversized print is made: vertical panels no wider than the product's maximum width,
 * each running the full height (split again only if the height is above its maximum too).
 * Returns null when the size fits in one piece.
 */
export function panelLayout(
  widthCm: number,
  heightCm: number,
  maxWidth: number,
  maxHeight: number,
  overlap = WELD_OVERLAP_CM,
): PanelLayout | null {
  if (widthCm <= maxWidth && heightCm <= maxHeight) return null;
  const columns = splitSide(widthCm, maxWidth, overlap);
  const rows = splitSide(heightCm, maxHeight, overlap);
  const panels: Panel[] = [];
  for (const height of rows) for (const width of columns) panels.push({ width, height });
  return { columns: columns.length, rows: rows.length, panels, overlapCm: overlap };
}
