/**
 * Delivery estimate (docs/product.md#delivery-estimate): the product's turnaround in working
 * days (Monday to Friday, Spanish national holidays excluded), counted from today when the
 * order comes before 13:00 in Madrid on a working day, otherwise from the next working day.
 * Dates are civil dates in Madrid ("YYYY-MM-DD"); only Intl is used, so browser and server
 * agree.
 */

export const SHOP_TIME_ZONE = 'Europe/Madrid';
export const CUTOFF_HOUR = 13;

/** A calendar date without a time zone. */
export type CivilDate = { year: number; month: number; day: number };

const madridFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type WallClock = CivilDate & { hour: number; minute: number };
/** The last minute asked for: every price quote asks, and Intl formatting is slow (~5 % of one). */
let lastMinute: { minute: number; clock: WallClock } | null = null;

/** The date and time on the wall clocks of Madrid at `instant`. */
export function madridWallClock(instant: Date): WallClock {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastMinute?.minute === minute) return { ...lastMinute.clock };
  const parts = Object.fromEntries(madridFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const clock = {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
  lastMinute = { minute, clock };
  return { ...clock };
}

function toUtcDate({ year, month, day }: CivilDate): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtcDate(date: Date): CivilDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const next = toUtcDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtcDate(next);
}

export function formatCivilDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseCivilDate(value: string): CivilDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** Fixed-date national holidays of Spain (fiestas nacionales), month and day. */
const FIXED_HOLIDAYS: readonly [number, number][] = [
  [1, 1], // Año Nuevo
  [1, 6], // Epifanía del Señor
  [5, 1], // Fiesta del Trabajo
  [8, 15], // Asunción de la Virgen
  [10, 12], // Fiesta Nacional de España
  [11, 1], // Todos los Santos
  [12, 6], // Día de la Constitución
  [12, 8], // Inmaculada Concepción
  [12, 25], // Natividad del Señor
];

const holidayCache = new Map<number, Set<string>>();

/** The national holidays of a year, as "YYYY-MM-DD" (Good Friday moves with Easter). */
export function spanishNationalHolidays(year: number): Set<string> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(FIXED_HOLIDAYS.map(([month, day]) => formatCivilDate({ year, month, day })));
    set.add(formatCivilDate(addDays(easterSunday(year), -2)));
    holidayCache.set(year, set);
  }
  return set;
}

export function isWorkingDay(date: CivilDate): boolean {
  const weekday = toUtcDate(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !spanishNationalHolidays(date.year).has(formatCivilDate(date));
}

export function nextWorkingDay(date: CivilDate): CivilDate {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The day production starts: today before the cutoff on a working day, else the next working day. */
export function productionStartDay(now: Date): CivilDate {
  const clock = madridWallClock(now);
  const today: CivilDate = { year: clock.year, month: clock.month, day: clock.day };
  if (isWorkingDay(today) && clock.hour < CUTOFF_HOUR) return today;
  return nextWorkingDay(today);
}

/** The estimated delivery date ("YYYY-MM-DD", Madrid) of an order placed at `now`. */
export function estimateDelivery(now: Date, turnaroundDays: number): string {
  let day = productionStartDay(now);
  const days = Math.max(0, Math.floor(turnaroundDays));
  for (let i = 0; i < days; i += 1) day = nextWorkingDay(day);
  return formatCivilDate(day);
}
