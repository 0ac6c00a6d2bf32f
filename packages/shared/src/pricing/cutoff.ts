import { type CivilDate, CUTOFF_HOUR, madridWallClock, productionStartDay } from './delivery';

/**
 * The "order within …" countdown of the product page (docs/product.md#delivery-estimate): the
 * next 13:00 in Madrid on the day production would start, so an order placed before it is
 * dispatched on the date the page shows. After the cutoff, on a weekend or a holiday, it is the
 * next working day's cutoff (the date shown is the same for every order until then).
 */
export function nextCutoff(now: Date): Date {
  return madridInstant(productionStartDay(now), CUTOFF_HOUR);
}

/** The instant of `hour`:00 on the wall clocks of Madrid on `day` (CET or CEST, whichever applies). */
export function madridInstant(day: CivilDate, hour: number): Date {
  // Madrid is UTC+1 in winter, UTC+2 in summer: try the winter offset, then the summer one.
  for (const offset of [1, 2]) {
    const guess = new Date(Date.UTC(day.year, day.month - 1, day.day, hour - offset));
    const clock = madridWallClock(guess);
    if (clock.hour === hour && clock.day === day.day) return guess;
  }
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hour - 1));
}

/** Whole minutes left before `cutoff` (at least 1 while it is ahead: "1 min", never "0 min"). */
export function minutesUntil(now: Date, cutoff: Date): number {
  return Math.max(1, Math.ceil((cutoff.getTime() - now.getTime()) / 60_000));
}
