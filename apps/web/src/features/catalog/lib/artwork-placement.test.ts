import { describe, expect, it } from 'vitest';
import { COVER_LIMIT, placeArtwork, placeByTrim } from './artwork-placement';
import { renderSize } from './render-size';

const banner = { x: -1, y: -1, width: 702, height: 102 };

describe('placeArtwork', () => {
  it('fills the printed area exactly when the proportions match', () => {
    const placed = placeArtwork({ width: 7020, height: 1020 }, banner);
    expect(placed).toEqual({ mode: 'cover', box: banner, croppedShare: 0, uncoveredShare: 0 });
  });

  it('covers and crops top and bottom when the artwork is a little taller', () => {
    // 10 % taller in proportion than the banner: scaled to the banner's width, cut above and below.
    const placed = placeArtwork({ width: 702, height: 112.2 }, banner);
    expect(placed.mode).toBe('cover');
    expect(placed.box.width).toBeCloseTo(702);
    expect(placed.box.height).toBeCloseTo(112.2);
    expect(placed.box.x).toBeCloseTo(-1);
    expect(placed.box.y).toBeCloseTo(-1 - 5.1);
    expect(placed.croppedShare).toBeCloseTo(1 - 102 / 112.2);
    expect(placed.uncoveredShare).toBeCloseTo(0);
  });

  it('covers and crops the sides when the artwork is a little wider', () => {
    const placed = placeArtwork({ width: 240, height: 100 }, { x: 0, y: 0, width: 200, height: 100 });
    expect(placed.mode).toBe('cover');
    expect(placed.box).toEqual({ x: -20, y: 0, width: 240, height: 100 });
    expect(placed.croppedShare).toBeCloseTo(40 / 240);
  });

  it('fits a square logo whole on a long banner, leaving bands at the sides', () => {
    const placed = placeArtwork({ width: 1000, height: 1000 }, banner);
    expect(placed.mode).toBe('contain');
    expect(placed.box.height).toBeCloseTo(102);
    expect(placed.box.width).toBeCloseTo(102);
    expect(placed.box.x).toBeCloseTo(-1 + (702 - 102) / 2);
    expect(placed.croppedShare).toBeCloseTo(0);
    expect(placed.uncoveredShare).toBeCloseTo(1 - 102 / 702);
  });

  it('switches from cover to contain at the limit', () => {
    const target = { x: 0, y: 0, width: 100, height: 100 };
    expect(placeArtwork({ width: 100 * COVER_LIMIT, height: 100 }, target).mode).toBe('cover');
    expect(placeArtwork({ width: 100 * COVER_LIMIT + 1, height: 100 }, target).mode).toBe('contain');
    expect(placeArtwork({ width: 100, height: 100 * COVER_LIMIT + 1 }, target).mode).toBe('contain');
  });

  it('refuses sizes that are not positive', () => {
    expect(() => placeArtwork({ width: 0, height: 10 }, banner)).toThrow(RangeError);
    expect(() => placeArtwork({ width: 10, height: 10 }, { ...banner, height: 0 })).toThrow(RangeError);
  });
});

describe('renderSize', () => {
  it('keeps the page proportions with the longer side capped', () => {
    // A 700 × 100 cm page in points.
    expect(renderSize({ width: 19843, height: 2835 }, 1600, 10_000_000)).toEqual({
      width: 1600,
      height: 228,
      scale: 1600 / 19843,
    });
  });

  it('caps the area of a square page', () => {
    const size = renderSize({ width: 2000, height: 2000 }, 1600, 1_000_000);
    expect(size.width).toBe(1000);
    expect(size.height).toBe(1000);
  });

  it('never answers an empty bitmap', () => {
    const size = renderSize({ width: 100_000, height: 1 }, 1600);
    expect(size.height).toBe(1);
    expect(size.width).toBe(1600);
  });
});

describe('placeByTrim', () => {
  const trim = { x: 0, y: 0, width: 300, height: 100 };
  const printed = { x: -2, y: -2, width: 304, height: 104 };
  const cm = 72 / 2.54;

  it("lays the page's trim on the ordered trim, its 2 cm of bleed on the product's", () => {
    const bleed = 2 * cm;
    const placed = placeByTrim(
      { width: 304 * cm, height: 104 * cm },
      { left: bleed, top: bleed, right: bleed, bottom: bleed },
      trim,
      printed,
    );
    expect(placed?.mode).toBe('trim');
    expect(placed?.box.x).toBeCloseTo(-2);
    expect(placed?.box.y).toBeCloseTo(-2);
    expect(placed?.box.width).toBeCloseTo(304);
    expect(placed?.croppedShare).toBeCloseTo(0);
    expect(placed?.uncoveredShare).toBeCloseTo(0);
  });

  it('cuts a wider bleed off and leaves a band where the bleed is narrower', () => {
    // 5 cm on the left, none on the right: the trim still lands on the trim, not the centre.
    const placed = placeByTrim(
      { width: 305 * cm, height: 100 * cm },
      { left: 5 * cm, top: 0, right: 0, bottom: 0 },
      trim,
      printed,
    )!;
    expect(placed.box.x).toBeCloseTo(-5);
    expect(placed.box.y).toBeCloseTo(0);
    expect(placed.box.width).toBeCloseTo(305);
    expect(placed.box.height).toBeCloseTo(100);
    // Outside the printed area: 3 cm on the left of 100 cm height.
    expect(placed.croppedShare).toBeCloseTo((3 * 100) / (305 * 100));
    // Blank: 2 cm on the right, and 2 cm above and below.
    expect(placed.uncoveredShare).toBeCloseTo(1 - (302 * 100) / (304 * 104));
  });

  it('declines a page whose trim has other proportions than the order', () => {
    expect(
      placeByTrim({ width: 200, height: 100 }, { left: 0, top: 0, right: 0, bottom: 0 }, trim, printed),
    ).toBeNull();
    expect(
      placeByTrim({ width: 10, height: 10 }, { left: 6, top: 0, right: 6, bottom: 0 }, trim, printed),
    ).toBeNull();
  });
});
