import { describe, expect, it } from 'vitest';
import {
  FINISHING_CLEARANCE_CM,
  finishingLayout,
  type LayoutProduct,
  layoutFacts,
  layoutProductFromDetail,
  type OptionFinishing,
} from './finishing-layout';

const EYELETS_50: OptionFinishing = { kind: 'eyelets', spacing: 50, inset: 2.5, diameter: 3 };
const EYELETS_25: OptionFinishing = { kind: 'eyelets', spacing: 25, inset: 2.5, diameter: 3 };
const CORNERS: OptionFinishing = { kind: 'eyelets', spacing: null, inset: 2.5, diameter: 3 };

/** A PVC banner like the seeded one: 500 × 250 cm at most in one piece, weldable. */
function banner(overrides: Partial<LayoutProduct> = {}): LayoutProduct {
  return {
    pricingMode: 'per_m2',
    minWidth: 30,
    maxWidth: 300,
    minHeight: 30,
    maxHeight: 250,
    weldable: true,
    artwork: { bleed: 2, safe: 3 },
    options: [
      { id: 1, parentId: null, finishing: null }, // Cut to size
      { id: 2, parentId: null, finishing: { kind: 'hem', width: 3 } },
      { id: 3, parentId: null, finishing: null }, // Eyelets (its children say where)
      { id: 4, parentId: 3, finishing: EYELETS_50 },
      { id: 5, parentId: 3, finishing: EYELETS_25 },
      { id: 6, parentId: 3, finishing: CORNERS },
      { id: 7, parentId: 4, finishing: null }, // Brass
      { id: 8, parentId: null, finishing: null }, // Pole pockets
      { id: 9, parentId: 8, finishing: { kind: 'pole_pockets', edges: ['top', 'bottom'], depth: 7 } },
      { id: 10, parentId: 8, finishing: { kind: 'pole_pockets', edges: ['left', 'right'], depth: 7 } },
      { id: 11, parentId: null, finishing: null }, // Single-sided
      { id: 12, parentId: null, finishing: { kind: 'double_sided' } },
    ],
    ...overrides,
  };
}

const layoutOf = (width: number, height: number, optionIds: number[], product = banner()) => {
  const layout = finishingLayout({ product, width, height, optionIds });
  if (!layout) throw new Error('expected a layout');
  return layout;
};

describe('eyelets', () => {
  it('puts 16 on a 300 × 100 cm banner every 50 cm, corners included, clockwise', () => {
    const layout = layoutOf(300, 100, [3, 4, 7]);
    const eyelets = layout.eyelets;
    expect(eyelets?.positions).toHaveLength(16);
    // Top edge: 295 cm between the corner eyelets in 6 gaps of 49.17 cm.
    const top = eyelets?.positions.filter((p) => p.y === 2.5).map((p) => p.x);
    expect(top).toEqual([2.5, 51.67, 100.83, 150, 199.17, 248.33, 297.5]);
    // Sides: 95 cm in 2 gaps, so one eyelet between the corners.
    expect(eyelets?.positions.filter((p) => p.x === 297.5).map((p) => p.y)).toEqual([2.5, 50, 97.5]);
    expect(eyelets?.positions[0]).toEqual({ x: 2.5, y: 2.5 });
    expect(eyelets?.positions[7]).toEqual({ x: 297.5, y: 50 });
    expect(eyelets?.actualSpacing).toBe(49.17);
    expect(eyelets?.spacing).toBe(50);
    // Each position once.
    expect(new Set(eyelets?.positions.map((p) => `${p.x},${p.y}`)).size).toBe(16);
  });

  it.each([
    // width, height, option, count
    [300, 100, 5, 32], // every 25 cm: 12 gaps along, 4 down
    [100, 50, 4, 6], // 95 cm → 2 gaps, 45 cm → 1 gap
    [30, 30, 4, 4], // smaller than the spacing: the corners only
    [306, 100, 4, 18], // 301 cm: 6 gaps of 50 are not enough, 7
    [250, 125, 4, 16], // 245 → 5 gaps, 120 → 3 gaps
    [300, 100, 6, 4], // corners only
  ])('on %i × %i cm with option %i: %i eyelets', (width, height, optionId, count) => {
    const layout = layoutOf(width, height, [3, optionId]);
    expect(layout.eyelets?.positions).toHaveLength(count);
    for (const p of layout.eyelets?.positions ?? []) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(width);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(height);
    }
    expect(layout.eyelets?.actualSpacing).toBeLessThanOrEqual(
      optionId === 5 ? 25 : optionId === 4 ? 50 : 1e9,
    );
  });

  it('places corners only at the four corners', () => {
    const layout = layoutOf(300, 100, [3, 6]);
    expect(layout.eyelets?.positions).toEqual([
      { x: 2.5, y: 2.5 },
      { x: 297.5, y: 2.5 },
      { x: 297.5, y: 97.5 },
      { x: 2.5, y: 97.5 },
    ]);
    expect(layoutFacts(layout).eyelets).toMatchObject({ count: 4, spacingCm: null });
  });

  it('keeps to the chosen edges when the option names them', () => {
    const product = banner({
      options: [{ id: 1, parentId: null, finishing: { ...EYELETS_50, edges: ['top'] } }],
    });
    const layout = layoutOf(200, 100, [1], product);
    expect(layout.eyelets?.positions.map((p) => p.y)).toEqual([2.5, 2.5, 2.5, 2.5, 2.5]);
    expect(layout.safe.top).toBe(2.5 + 1.5 + FINISHING_CLEARANCE_CM);
    expect(layout.safe.bottom).toBe(3);
  });

  it('collapses to one eyelet on a piece narrower than two insets', () => {
    const layout = layoutOf(4, 4, [4]);
    expect(layout.eyelets?.positions).toEqual([{ x: 2, y: 2 }]);
  });

  it('moves the safe zone inside the eyelets', () => {
    const layout = layoutOf(300, 100, [3, 4]);
    expect(layout.safe).toEqual({ top: 5, right: 5, bottom: 5, left: 5 });
    expect(layout.safeArea).toEqual({ x: 5, y: 5, width: 290, height: 90 });
  });
});

describe('panels and welds', () => {
  it('makes a 700 cm banner of three panels welded with a 2 cm overlap', () => {
    const layout = layoutOf(700, 100, [1]);
    expect(layout.panels).toMatchObject({ columns: 3, rows: 1, overlap: 2 });
    expect(layout.panels?.pieces.map((p) => [p.x, p.width])).toEqual([
      [0, 235],
      [233, 235],
      [466, 234],
    ]);
    expect(layout.welds).toEqual([
      { orientation: 'vertical', at: 234, overlap: [233, 235] },
      { orientation: 'vertical', at: 467, overlap: [466, 468] },
    ]);
    // The last panel ends at the trim.
    const last = layout.panels?.pieces.at(-1);
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBe(700);
    expect(layoutFacts(layout)).toMatchObject({
      panelCount: 3,
      panelWidthsCm: [235, 235, 234],
      weldCount: 2,
    });
  });

  it.each([
    // width, height, columns, rows, weld positions
    [300, 100, 0, 0, []],
    [301, 100, 2, 1, [151]],
    [598, 200, 2, 1, [299]],
    [599, 100, 3, 1, [200, 399]],
    [400, 300, 2, 2, [200, 150]],
  ])('%i × %i cm: %i × %i panels, welds at %j', (width, height, columns, rows, welds) => {
    const layout = layoutOf(width, height, []);
    if (columns === 0) expect(layout.panels).toBeNull();
    else expect(layout.panels).toMatchObject({ columns, rows });
    expect(layout.welds.map((w) => w.at)).toEqual(welds);
    for (const w of layout.welds) expect(w.overlap[1] - w.overlap[0]).toBe(2);
  });

  it('never welds a product that cannot be welded', () => {
    expect(layoutOf(700, 100, [], banner({ weldable: false })).panels).toBeNull();
  });
});

describe('pole pockets, hems, double-sided', () => {
  it('puts 7 cm pockets top and bottom and keeps the artwork clear of them', () => {
    const layout = layoutOf(300, 100, [8, 9]);
    expect(layout.polePockets).toEqual([
      { edge: 'top', depth: 7, rect: { x: 0, y: 0, width: 300, height: 7 } },
      { edge: 'bottom', depth: 7, rect: { x: 0, y: 93, width: 300, height: 7 } },
    ]);
    expect(layout.safe).toEqual({ top: 8, right: 3, bottom: 8, left: 3 });
    expect(layoutFacts(layout).polePockets).toEqual({ edges: ['top', 'bottom'], depthCm: 7 });
  });

  it('puts pockets left and right', () => {
    const layout = layoutOf(200, 80, [8, 10]);
    expect(layout.polePockets.map((p) => [p.edge, p.rect.x, p.rect.width])).toEqual([
      ['right', 193, 7],
      ['left', 0, 7],
    ]);
  });

  it('hems every side', () => {
    const layout = layoutOf(200, 100, [2]);
    expect(layout.hems).toEqual({ top: 3, right: 3, bottom: 3, left: 3 });
    expect(layout.safe.top).toBe(4);
    expect(layout.eyelets).toBeNull();
    expect(layout.polePockets).toEqual([]);
  });

  it('is single-sided unless the double-sided option is chosen', () => {
    expect(layoutOf(200, 100, [11]).doubleSided).toBe(false);
    expect(layoutOf(200, 100, [12]).doubleSided).toBe(true);
    expect(layoutFacts(layoutOf(200, 100, [12])).doubleSided).toBe(true);
  });

  it('bleeds the product’s bleed on every side, the default when it has no settings', () => {
    expect(layoutOf(200, 100, []).bleed).toEqual({ top: 2, right: 2, bottom: 2, left: 2 });
    expect(layoutOf(200, 100, [], banner({ artwork: { bleed: 0.3, safe: 0.5 } })).bleed.left).toBe(0.3);
    expect(layoutOf(200, 100, [], banner({ artwork: null })).safe.left).toBe(3);
  });
});

describe('hardware', () => {
  const frameSizes = (hardware: NonNullable<LayoutProduct['artwork']>['hardware']): LayoutProduct => ({
    pricingMode: 'per_item',
    minWidth: null,
    maxWidth: null,
    minHeight: null,
    maxHeight: null,
    weldable: false,
    artwork: hardware ? { bleed: 2, safe: 3, hardware } : null,
    options: [
      { id: 1, parentId: null, finishing: { kind: 'print_size', width: 200, height: 100 } },
      { id: 2, parentId: null, finishing: { kind: 'print_size', width: 300, height: 150 } },
      { id: 3, parentId: null, finishing: { kind: 'double_sided' } },
    ],
  });

  it('takes the print size from the chosen option and outlines a frame around it', () => {
    const layout = finishingLayout({
      product: frameSizes({ kind: 'frame', profile: 4 }),
      width: 999,
      height: 999,
      optionIds: [2],
    });
    expect(layout?.trim).toEqual({ width: 300, height: 150 });
    expect(layout?.hardware).toEqual({
      kind: 'frame',
      parts: [{ part: 'frame', x: -4, y: -4, width: 308, height: 158 }],
    });
  });

  it('has no layout before a size option is chosen', () => {
    expect(finishingLayout({ product: frameSizes({ kind: 'frame', profile: 4 }), optionIds: [] })).toBeNull();
  });

  it('draws a flag’s pole along the left edge down to its base', () => {
    const layout = finishingLayout({
      product: frameSizes({ kind: 'flag', pole: 3, below: 60, base: { width: 50, height: 10 } }),
      optionIds: [1, 3],
    });
    expect(layout?.doubleSided).toBe(true);
    expect(layout?.hardware?.parts).toEqual([
      { part: 'pole', x: -3, y: 0, width: 3, height: 160 },
      { part: 'base', x: -26.5, y: 160, width: 50, height: 10 },
    ]);
    expect(layout && layoutFacts(layout).hardware).toBe('flag');
  });

  it('stands a barrier between two posts and a roll-up on its cassette', () => {
    const barrier = finishingLayout({
      product: frameSizes({ kind: 'barrier', post: 5, above: 5, below: 10 }),
      optionIds: [1],
    });
    expect(barrier?.hardware?.parts.map((p) => [p.part, p.x, p.y, p.height])).toEqual([
      ['post', -5, -5, 115],
      ['post', 200, -5, 115],
    ]);
    const stand = finishingLayout({
      product: frameSizes({ kind: 'stand', base: 9, overhang: 1 }),
      optionIds: [1],
    });
    expect(stand?.hardware?.parts).toEqual([{ part: 'cassette', x: -1, y: 100, width: 202, height: 9 }]);
  });
});

describe('edge cases', () => {
  it.each([
    [0, 100],
    [100, -5],
    [Number.NaN, 100],
    [Number.POSITIVE_INFINITY, 100],
  ])('refuses a size of %s × %s cm', (width, height) => {
    expect(finishingLayout({ product: banner(), width, height, optionIds: [] })).toBeNull();
  });

  it('keeps the safe area from turning negative on a tiny piece', () => {
    const layout = layoutOf(5, 5, [8, 9]);
    expect(layout.safeArea.width).toBe(0);
    expect(layout.safeArea.height).toBe(0);
    expect(layout.polePockets[0]?.rect.height).toBe(5);
  });

  it('ignores unknown and repeated option ids', () => {
    expect(layoutOf(300, 100, [999, 4, 4]).eyelets?.positions).toHaveLength(16);
  });

  it('reads the storefront’s product answer', () => {
    const product = layoutProductFromDetail({
      pricing_mode: 'per_m2',
      min_width: 30,
      max_width: 300,
      min_height: 30,
      max_height: 250,
      weldable: true,
      artwork: null,
      sections: [
        {
          id: 1,
          name: 'Finishing',
          required: true,
          options: [
            {
              id: 3,
              section_id: 1,
              parent_id: null,
              name: 'Eyelets',
              description: '',
              image: null,
              price_mode: 'fixed',
              price: 0,
              percent: null,
              production_days_saved: 0,
              finishing: null,
              childrens: [
                {
                  id: 4,
                  section_id: 1,
                  parent_id: 3,
                  name: 'Every 50 cm',
                  description: '',
                  image: null,
                  price_mode: 'per_m2',
                  price: 0.6,
                  percent: null,
                  production_days_saved: 0,
                  finishing: EYELETS_50,
                  childrens: [],
                },
              ],
            },
          ],
        },
      ],
    } as unknown as Parameters<typeof layoutProductFromDetail>[0]);
    expect(product.options).toEqual([
      { id: 3, parentId: null, finishing: null },
      { id: 4, parentId: 3, finishing: EYELETS_50 },
    ]);
    const layout = finishingLayout({ product, width: 700, height: 100, optionIds: [3, 4] });
    expect(layout && layoutFacts(layout)).toMatchObject({
      widthCm: 700,
      heightCm: 100,
      panelCount: 3,
      weldCount: 2,
      eyelets: { count: 32, spacingCm: 50 },
    });
  });
});

describe('product-wide finishing', () => {
  it('applies the product’s own finishing, and a chosen option of the same kind replaces it', () => {
    const product: LayoutProduct = {
      pricingMode: 'per_item',
      minWidth: null,
      maxWidth: null,
      minHeight: null,
      maxHeight: null,
      weldable: false,
      artwork: {
        bleed: 2,
        safe: 3,
        hardware: { kind: 'barrier', post: 5, above: 5, below: 10 },
        finishing: [
          { kind: 'print_size', width: 150, height: 90 },
          { kind: 'pole_pockets', edges: ['top', 'bottom'], depth: 4 },
        ],
      },
      options: [{ id: 1, parentId: null, finishing: { kind: 'print_size', width: 180, height: 90 } }],
    };
    const fixed = finishingLayout({ product, optionIds: [] });
    expect(fixed?.trim).toEqual({ width: 150, height: 90 });
    expect(fixed?.polePockets.map((p) => p.edge)).toEqual(['top', 'bottom']);
    expect(finishingLayout({ product, optionIds: [1] })?.trim).toEqual({ width: 180, height: 90 });
  });
});
