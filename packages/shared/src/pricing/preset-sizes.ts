import type { PricingProduct } from './types';
import { isSized, sizeLimits } from './validate';

export type PresetKind = 'paper' | 'banner' | 'display';

/** A common format, in whole centimetres (the size fields take whole cm). */
export type PresetSize = { id: string; kind: PresetKind; width: number; height: number };

/**
 * Formats trade customers ask for most: ISO A-series posters (rounded up to the next whole
 * cm, so the print is never smaller than the paper size), the usual banner sizes and roll-up
 * displays.
 */
export const PRESET_SIZES: readonly PresetSize[] = [
  { id: 'a4', kind: 'paper', width: 21, height: 30 },
  { id: 'a3', kind: 'paper', width: 30, height: 42 },
  { id: 'a2', kind: 'paper', width: 42, height: 60 },
  { id: 'a1', kind: 'paper', width: 60, height: 85 },
  { id: 'a0', kind: 'paper', width: 85, height: 119 },
  { id: 'rollup-85', kind: 'display', width: 85, height: 200 },
  { id: 'rollup-100', kind: 'display', width: 100, height: 200 },
  { id: 'banner-100x50', kind: 'banner', width: 100, height: 50 },
  { id: 'banner-200x100', kind: 'banner', width: 200, height: 100 },
  { id: 'banner-300x100', kind: 'banner', width: 300, height: 100 },
  { id: 'banner-300x200', kind: 'banner', width: 300, height: 200 },
  { id: 'banner-400x100', kind: 'banner', width: 400, height: 100 },
  { id: 'banner-500x100', kind: 'banner', width: 500, height: 100 },
];

/** The presets a product can be made in without welding: within its min and max width and height. */
export function presetSizesFor(
  product: PricingProduct,
  presets: readonly PresetSize[] = PRESET_SIZES,
): PresetSize[] {
  if (!isSized(product)) return [];
  const limits = sizeLimits(product);
  return presets.filter(
    (p) =>
      p.width >= limits.minWidth &&
      p.width <= limits.maxWidth &&
      p.height >= limits.minHeight &&
      p.height <= limits.maxHeight,
  );
}
