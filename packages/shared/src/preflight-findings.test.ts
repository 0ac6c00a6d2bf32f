import { describe, expect, it } from 'vitest';
import type { Preflight } from './api/files';
import { artworkFindings, hasBlocker, printSpecFor } from './preflight-findings';

const banner = printSpecFor({ pricingMode: 'per_m2' });
const flyer = printSpecFor({ pricingMode: 'per_item' });
const codes = (p: Preflight, w: number | null, h: number | null, spec = banner) =>
  artworkFindings(p, w, h, spec).map((f) => `${f.severity}:${f.code}`);

const pdf = (extra: Partial<Extract<Preflight, { kind: 'pdf' }>> = {}): Preflight => ({
  kind: 'pdf',
  pageWidthMm: 2000,
  pageHeightMm: 1000,
  ...extra,
});

describe('print rules of a product', () => {
  it('large formats take 20 mm of bleed, items 3 mm; both CMYK, 150 dpi advised, 75 the floor', () => {
    expect(banner).toEqual({ bleedMm: 20, cmyk: true, minDpi: 150, blockerDpi: 75 });
    expect(flyer.bleedMm).toBe(3);
  });
});

describe('findings at the ordered size (200 × 100 cm banner)', () => {
  it.each([
    ['72 dpi raster', { kind: 'raster', widthPx: 5670, heightPx: 2835 }, ['blocker:dpiBlocker']],
    ['100 dpi raster', { kind: 'raster', widthPx: 7875, heightPx: 3938 }, ['warning:dpiLow']],
    ['150 dpi raster', { kind: 'raster', widthPx: 11812, heightPx: 5906 }, ['note:dpiOk']],
    [
      'a square picture',
      { kind: 'raster', widthPx: 12000, heightPx: 12000 },
      ['warning:aspect', 'note:dpiOk'],
    ],
    [
      'RGB with alpha and no profile',
      { kind: 'raster', widthPx: 11812, heightPx: 5906, colourMode: 'rgb', hasAlpha: true, hasIcc: false },
      ['warning:rasterRgb', 'warning:rasterAlpha', 'note:dpiOk', 'note:noIcc'],
    ],
    [
      'a CMYK TIFF',
      { kind: 'raster', widthPx: 11812, heightPx: 5906, colourMode: 'cmyk', hasIcc: false },
      ['note:dpiOk', 'note:rasterCmyk', 'note:noIcc'],
    ],
    ['a page at the trim size, no bleed', pdf(), ['warning:bleedMissing']],
    ['a page with 20 mm bleed', pdf({ pageWidthMm: 2040, pageHeightMm: 1040 }), []],
    ['a page with 5 mm bleed', pdf({ pageWidthMm: 2010, pageHeightMm: 1010 }), ['warning:bleedMissing']],
    [
      'trim and bleed boxes',
      pdf({ trimMm: { w: 2000, h: 1000 }, bleedMm: { w: 2040, h: 1040 }, mediaMm: { w: 2040, h: 1040 } }),
      [],
    ],
    ['A4', pdf({ pageWidthMm: 210, pageHeightMm: 297 }), ['blocker:pageMismatch']],
    ['1:10', pdf({ pageWidthMm: 200, pageHeightMm: 100 }), ['note:scaled']],
    [
      'unembedded font, RGB, a spot, transparency, PDF/X',
      pdf({
        pageWidthMm: 2040,
        pageHeightMm: 1040,
        fontsNotEmbedded: [{ name: 'Helvetica', page: 1 }],
        rgbPages: [1],
        spotColours: [{ name: 'PANTONE 286 C', page: 2 }],
        transparencyPages: [2],
        pdfx: 'PDF/X-4',
        pages: 2,
      }),
      [
        'blocker:fontNotEmbedded',
        'warning:pdfRgb',
        'warning:spotColour',
        'note:pages',
        'note:transparency',
        'note:pdfx',
      ],
    ],
    [
      'an image of 300 px over a metre of a 1:10 page',
      pdf({
        pageWidthMm: 200,
        pageHeightMm: 100,
        images: [{ page: 1, widthPx: 3000, heightPx: 1500, placedWidthMm: 100, placedHeightMm: 50 }],
      }),
      // 3000 px over 100 mm printed ×10 = 1 m: 76 dpi, under the advised 150.
      ['warning:imageDpiLow', 'note:scaled'],
    ],
    ['could not be checked', { kind: 'unchecked', reason: 'timeout' }, ['warning:unchecked']],
    ['an SVG', { kind: 'other' }, ['note:notChecked']],
  ] as [string, Preflight, string[]][])('%s', (_label, preflight, expected) => {
    expect(codes(preflight, 200, 100)).toEqual(expected);
  });

  it('leaves the size checks out without an ordered size', () => {
    expect(codes({ kind: 'raster', widthPx: 10, heightPx: 10 }, null, null)).toEqual([]);
    expect(codes(pdf({ pageWidthMm: 210, pageHeightMm: 297 }), null, null)).toEqual([]);
  });

  it('tells a blocker apart', () => {
    expect(hasBlocker(artworkFindings(pdf({ pageWidthMm: 10, pageHeightMm: 10 }), 200, 100, banner))).toBe(
      true,
    );
    expect(hasBlocker(artworkFindings(pdf(), 200, 100, banner))).toBe(false);
  });
});
