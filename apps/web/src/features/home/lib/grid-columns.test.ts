import { describe, expect, it } from 'vitest';
import { gridColumns, pickColumns } from './grid-columns';

/** Cards on the last row of `count` cards in `columns` columns, a spanning last card counting as a full row. */
function lastRow(count: number, columns: number, spanLast: boolean): number {
  if (spanLast) return columns;
  return count % columns === 0 ? Math.min(columns, count) : count % columns;
}

describe('home category grid columns', () => {
  it('never leaves one card alone on the last row, at any width, for 1 to 30 cards', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (const candidates of [[2], [3, 2, 4], [4, 3, 5]]) {
        const { columns, spanLast } = pickColumns(count, candidates);
        const row = lastRow(count, columns, spanLast);
        if (count > 1) expect(row, `${count} cards in ${columns} columns`).toBeGreaterThan(1);
      }
    }
  });

  it('prefers an even split: 9 product categories make 3 × 3, 4 service categories 2 × 2 then one row', () => {
    expect(gridColumns(9)).toEqual({
      grid: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-3',
      last: 'max-md:col-span-full',
    });
    expect(gridColumns(4)).toEqual({ grid: 'grid-cols-2 md:grid-cols-2 lg:grid-cols-4', last: '' });
    expect(gridColumns(7).grid).toBe('grid-cols-2 md:grid-cols-4 lg:grid-cols-4');
  });
});
