/**
 * Column counts for a grid of `count` cards at each width, chosen so that the last row never
 * holds a single card: an even split where one exists, else any count whose last row has two
 * or more cards. Where every candidate leaves one card alone (an odd count on two columns),
 * that card spans the whole row instead.
 */
const CANDIDATES = {
  base: [2],
  md: [3, 2, 4],
  lg: [4, 3, 5],
} as const;

type Breakpoint = keyof typeof CANDIDATES;

/** Static class names, so Tailwind sees every one of them. */
const COLUMN_CLASS: Record<Breakpoint, Record<number, string>> = {
  base: { 2: 'grid-cols-2' },
  md: { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' },
  lg: { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' },
};
const SPAN_CLASS: Record<Breakpoint, string> = {
  base: 'max-md:col-span-full',
  md: 'md:max-lg:col-span-full',
  lg: 'lg:col-span-full',
};

const lone = (count: number, columns: number) => count > columns && count % columns === 1;

export function pickColumns(
  count: number,
  candidates: readonly number[],
): { columns: number; spanLast: boolean } {
  const first = candidates[0] as number;
  const even = candidates.find((c) => count % c === 0 && count >= c);
  if (even !== undefined) return { columns: even, spanLast: false };
  const fine = candidates.find((c) => !lone(count, c));
  if (fine !== undefined) return { columns: fine, spanLast: false };
  return { columns: first, spanLast: true };
}

/** The grid's classes and the last card's, for `count` cards. */
export function gridColumns(count: number): { grid: string; last: string } {
  const grid: string[] = [];
  const last: string[] = [];
  for (const breakpoint of Object.keys(CANDIDATES) as Breakpoint[]) {
    const { columns, spanLast } = pickColumns(count, CANDIDATES[breakpoint]);
    grid.push(COLUMN_CLASS[breakpoint][columns] as string);
    if (spanLast) last.push(SPAN_CLASS[breakpoint]);
  }
  return { grid: grid.join(' '), last: last.join(' ') };
}
