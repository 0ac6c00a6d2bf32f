import { describe, expect, it } from 'vitest';
import { orderLink, showsAmount, statusLabelKey, trackingSteps } from './status';

describe('order cards', () => {
  it('names every status by its number, the keys every page shares', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(statusLabelKey)).toEqual([
      'status.1',
      'status.2',
      'status.3',
      'status.4',
      'status.5',
      'status.6',
      'status.7',
      'status.8',
      'status.9',
    ]);
  });

  it('shows the amount from status 3', () => {
    expect(showsAmount(2)).toBe(false);
    expect(showsAmount(3)).toBe(true);
  });

  it('links by status as the spec says', () => {
    expect(orderLink({ id: 9, code: 'P000123', status: 4 })).toBe('/trackOrder/4/000123');
    expect(orderLink({ id: 9, code: 'P000123', status: 8 })).toBe('/trackOrder/8/000123');
    expect(orderLink({ id: 9, code: 'S1', status: 3 })).toBe('/waitingForPayment/9');
    expect(orderLink({ id: 9, code: 'S1', status: 2 })).toBe('/processing/9');
    expect(orderLink({ id: 9, code: 'S1', status: 1 })).toBeNull();
  });
});

describe('tracking steps', () => {
  const history = [
    { status: 4, at: '2026-11-02T10:00:00Z' },
    { status: 5, at: '2026-11-03T10:00:00Z' },
    { status: 6, at: '2026-11-04T10:00:00Z' },
  ];

  it('marks the steps up to the one reached, with dates', () => {
    const steps = trackingSteps(6, history);
    expect(steps.map((s) => s.status)).toEqual([4, 5, 6, 7, 8]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(steps.map((s) => s.at)).toEqual([
      '2026-11-02T10:00:00Z',
      '2026-11-03T10:00:00Z',
      '2026-11-04T10:00:00Z',
      null,
      null,
    ]);
  });

  it('copes with a missing history entry and a delivered order', () => {
    const steps = trackingSteps(8, [{ status: 4, at: 'a' }]);
    expect(steps.at(-1)).toMatchObject({ state: 'current', at: null });
    expect(steps[0]).toMatchObject({ state: 'done', at: 'a' });
  });
});

describe('a cancelled order (9)', () => {
  it('has a label, no tracking link, and shows only the steps reached before, none current', () => {
    expect(statusLabelKey(9)).toBe('status.9');
    expect(orderLink({ id: 1, code: 'P123456', status: 9 })).toBeNull();
    const steps = trackingSteps(9, [
      { status: 4, at: '2026-11-01T10:00:00Z' },
      { status: 5, at: '2026-11-02T10:00:00Z' },
      { status: 9, at: '2026-11-03T10:00:00Z' },
    ]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'upcoming', 'upcoming', 'upcoming']);
  });
});
