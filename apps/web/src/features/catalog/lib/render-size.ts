/** Pure maths of the live preview's PDF picture (pdf-first-page.ts), apart so it is tested without a browser. */

/**
 * The size of a bitmap to draw a PDF page into: the page's proportions, its longer side at
 * most `maxSide` pixels and its area at most `maxPixels`, so a 5 m poster is not rasterised at
 * full size in the browser.
 */
export function renderSize(
  page: { width: number; height: number },
  maxSide = 1600,
  maxPixels = 1_600_000,
): { width: number; height: number; scale: number } {
  if (!(page.width > 0 && page.height > 0)) throw new RangeError('page needs a positive size');
  const bySide = maxSide / Math.max(page.width, page.height);
  const byArea = Math.sqrt(maxPixels / (page.width * page.height));
  const scale = Math.min(bySide, byArea);
  return {
    width: Math.max(1, Math.floor(page.width * scale)),
    height: Math.max(1, Math.floor(page.height * scale)),
    scale,
  };
}
