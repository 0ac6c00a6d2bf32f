import { describe, expect, it } from 'vitest';
import { madridInstant, minutesUntil, nextCutoff } from './cutoff';
import { estimateDelivery } from './delivery';

describe('the order cutoff countdown', () => {
  it('counts to 13:00 Madrid today before the cutoff (winter, UTC+1)', () => {
    // Tuesday 1 December 2026, 10:47 in Madrid.
    const now = new Date('2026-12-01T09:47:00Z');
    expect(nextCutoff(now).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(minutesUntil(now, nextCutoff(now))).toBe(133); // 2 h 13 min
  });

  it('uses the summer offset (UTC+2)', () => {
    expect(madridInstant({ year: 2026, month: 7, day: 15 }, 13).toISOString()).toBe(
      '2026-07-15T11:00:00.000Z',
    );
  });

  it('rolls to the next working day after the cutoff minute, and over a weekend and a holiday', () => {
    // Friday 4 December 2026, 13:00 Madrid: Monday 7 is a working day, Tuesday 8 a holiday.
    expect(nextCutoff(new Date('2026-12-04T12:00:00Z')).toISOString()).toBe('2026-12-07T12:00:00.000Z');
    // 12:59: still today.
    expect(nextCutoff(new Date('2026-12-04T11:59:00Z')).toISOString()).toBe('2026-12-04T12:00:00.000Z');
    // Monday 7 December after 13:00: Tuesday 8 is a national holiday, so Wednesday 9.
    expect(nextCutoff(new Date('2026-12-07T15:00:00Z')).toISOString()).toBe('2026-12-09T12:00:00.000Z');
  });

  it('an order placed just before the cutoff gets the date shown', () => {
    const now = new Date('2026-12-04T14:00:00Z'); // Friday after the cutoff
    const cutoff = nextCutoff(now);
    const justBefore = new Date(cutoff.getTime() - 60_000);
    expect(estimateDelivery(justBefore, 3)).toBe(estimateDelivery(now, 3));
    expect(estimateDelivery(cutoff, 3)).not.toBe(estimateDelivery(now, 3));
  });

  it('never says 0 minutes', () => {
    expect(minutesUntil(new Date('2026-12-01T11:59:30Z'), new Date('2026-12-01T12:00:00Z'))).toBe(1);
  });
});
