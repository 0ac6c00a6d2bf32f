/** The shop's calendar is Europe/Madrid: days in filters, coupons and the dashboard are its days. */
const TIME_ZONE = 'Europe/Madrid';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Madrid is ahead of UTC at this instant (60 in winter, 120 in summer). */
function offsetMinutes(at: Date): number {
  const get = (type: string) => Number(parts.formatToParts(at).find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a Madrid day (YYYY-MM-DD) begins. */
export function madridDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let at = guess - offsetMinutes(new Date(guess)) * 60_000;
  // Across a daylight-saving change the offset at the result can differ from the guess's.
  const again = offsetMinutes(new Date(at));
  at = guess - again * 60_000;
  return new Date(at);
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The Madrid day (YYYY-MM-DD) of an instant. */
export function madridDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A validity bound as given by staff: a day means its start (from) or its end (until) in Madrid. */
export function validityInstant(value: string | null, bound: 'from' | 'until'): Date | null {
  if (value === null) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return bound === 'from' ? madridDayStart(value) : new Date(madridDayStart(nextDay(value)).getTime() - 1);
  }
  return new Date(value);
}
