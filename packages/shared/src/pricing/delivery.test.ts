import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  estimateDelivery,
  formatCivilDate,
  isWorkingDay,
  madridWallClock,
  spanishNationalHolidays,
} from './delivery';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, date) => {
    expect(formatCivilDate(easterSunday(year))).toBe(date);
  });
});

describe('working days', () => {
  it('lists the ten national holidays, Good Friday included', () => {
    const holidays = [...spanishNationalHolidays(2025)].sort();
    expect(holidays).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-18',
      '2025-05-01',
      '2025-08-15',
      '2025-10-12',
      '2025-11-01',
      '2025-12-06',
      '2025-12-08',
      '2025-12-25',
    ]);
  });

  it.each([
    ['2025-03-03', true], // Monday
    ['2025-03-08', false], // Saturday
    ['2025-03-09', false], // Sunday
    ['2025-04-18', false], // Good Friday
    ['2025-12-08', false], // Immaculate Conception, a Monday
  ])('%s is a working day: %s', (date, expected) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    expect(isWorkingDay({ year, month, day })).toBe(expected);
  });
});

describe('estimateDelivery', () => {
  it.each([
    // instant (UTC), turnaround, expected date: reason
    ['2025-03-03T09:00:00Z', 3, '2025-03-06', 'Monday 10:00 in Madrid, before the cutoff'],
    ['2025-03-03T11:59:00Z', 3, '2025-03-06', 'Monday 12:59, still before the cutoff'],
    ['2025-03-03T12:00:00Z', 3, '2025-03-07', 'Monday 13:00: the cutoff adds a day'],
    ['2025-03-07T11:00:00Z', 3, '2025-03-12', 'Friday noon: the weekend does not count'],
    ['2025-03-08T10:00:00Z', 3, '2025-03-13', 'Saturday: production starts on Monday'],
    ['2025-03-07T23:30:00Z', 3, '2025-03-13', 'Friday 23:30 UTC is already Saturday in Madrid'],
    ['2025-04-17T08:00:00Z', 1, '2025-04-21', 'Good Friday is skipped'],
    ['2025-12-24T08:00:00Z', 2, '2025-12-29', 'Christmas Day is skipped'],
    ['2025-12-31T14:00:00Z', 3, '2026-01-08', 'New Year and Epiphany are skipped'],
    ['2025-07-01T10:59:00Z', 5, '2025-07-08', 'summer time: 12:59 in Madrid'],
    ['2025-07-01T11:00:00Z', 5, '2025-07-09', 'summer time: 13:00 in Madrid'],
    ['2025-03-03T09:00:00Z', 0, '2025-03-03', 'no turnaround'],
  ])('%s + %i working days → %s (%s)', (instant, days, expected) => {
    expect(estimateDelivery(new Date(instant), days)).toBe(expected);
  });

  it('reads the wall clock of Madrid', () => {
    expect(madridWallClock(new Date('2025-01-15T12:30:00Z'))).toEqual({
      year: 2025,
      month: 1,
      day: 15,
      hour: 13,
      minute: 30,
    });
    expect(madridWallClock(new Date('2025-07-15T12:30:00Z')).hour).toBe(14);
  });
});
