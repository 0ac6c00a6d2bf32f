import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

describe("the footer's year", () => {
  it('is the year in Madrid, which turns an hour before UTC', async () => {
    const { madridYear } = await import('./footer');
    const inMadrid = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' });
    for (const instant of [
      '2026-12-31T22:59:59.999Z',
      '2026-12-31T23:00:00Z',
      '2027-01-01T00:30:00Z',
      '2027-07-01T22:30:00Z',
      '2024-12-31T23:00:00Z',
    ]) {
      const date = new Date(instant);
      expect(madridYear(date), instant).toBe(Number(inMadrid.format(date)));
    }
  });

  it('builds no time-zone formatter when its chunk loads (ICU zone data costs ~50 ms on a phone)', async () => {
    const { DateTimeFormat } = Intl;
    const zones: string[] = [];
    // A subclass that records: vi.spyOn cannot stand in for a constructor called with `new`.
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super(locale, options);
        if (options?.timeZone) zones.push(options.timeZone);
      }
    } as typeof DateTimeFormat;
    try {
      await import('./footer');
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
    expect(zones).toEqual([]);
  });
});
