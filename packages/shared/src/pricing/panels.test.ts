import { describe, expect, it } from 'vitest';
import { panelLayout, splitSide } from './panels';

describe('splitSide', () => {
  it.each([
    // length, max piece, pieces (2 cm overlap at each joint)
    [300, 300, [300]],
    [301, 300, [152, 151]],
    [598, 300, [300, 300]],
    [599, 300, [201, 201, 201]],
    [600, 300, [202, 201, 201]],
    [1000, 320, [252, 252, 251, 251]],
  ])('splits %i cm into pieces of at most %i cm', (length, max, expected) => {
    const pieces = splitSide(length, max);
    expect(pieces).toEqual(expected);
    const joints = pieces.length - 1;
    // The pieces cover the length exactly once the overlaps are welded.
    expect(pieces.reduce((a, b) => a + b, 0) - joints * 2).toBe(length);
    for (const piece of pieces) expect(piece).toBeLessThanOrEqual(max);
    // One piece fewer could not cover it.
    expect(joints * (max - 2) + 2).toBeLessThan(length + (length <= max ? 1 : 0));
  });

  it('refuses pieces no larger than the overlap', () => {
    expect(() => splitSide(10, 2)).toThrow(RangeError);
  });
});

describe('panelLayout', () => {
  it('is null when the size fits in one piece', () => {
    expect(panelLayout(300, 500, 300, 500)).toBeNull();
  });

  it('lists vertical panels running the full height', () => {
    expect(panelLayout(500, 200, 300, 500)).toEqual({
      columns: 2,
      rows: 1,
      overlapCm: 2,
      panels: [
        { width: 251, height: 200 },
        { width: 251, height: 200 },
      ],
    });
  });

  it('splits the height too when it is above its maximum', () => {
    const layout = panelLayout(400, 600, 300, 500);
    expect(layout).toMatchObject({ columns: 2, rows: 2 });
    expect(layout?.panels).toEqual([
      { width: 201, height: 301 },
      { width: 201, height: 301 },
      { width: 201, height: 301 },
      { width: 201, height: 301 },
    ]);
  });
});
