import { describe, expect, it } from 'vitest';
import type { ShippingRegion } from '../shipping-regions';
import {
  COURIER_DAYS,
  courierDaysFor,
  deliveredByFrom,
  planDelivery,
  productionDays,
  promiseForLine,
  promiseForOrder,
} from './delivered-by';

// Madrid is UTC+1 in these March and December dates: 09:00Z is 10:00 on the shop's clocks.
describe('promiseForLine (dispatch and delivered-by dates)', () => {
  it.each<[string, string, number, ShippingRegion, string, string | null]>([
    // reason, instant, production days, region, dispatch by, delivered by
    [
      'across a weekend: Friday + 5 working days',
      '2025-03-07T09:00:00Z',
      5,
      'es_mainland',
      '2025-03-14',
      '2025-03-17',
    ],
    ['courier skips the weekend', '2025-03-05T09:00:00Z', 2, 'es_mainland', '2025-03-07', '2025-03-10'],
    [
      'a Spanish holiday (Mon 8 Dec, Inmaculada) is skipped',
      '2025-12-04T09:00:00Z',
      2,
      'es_mainland',
      '2025-12-09',
      '2025-12-10',
    ],
    ['Good Friday is a holiday', '2025-04-16T09:00:00Z', 2, 'es_mainland', '2025-04-21', '2025-04-22'],
    [
      '12:59 Madrid: production starts today',
      '2025-03-04T11:59:00Z',
      5,
      'es_mainland',
      '2025-03-11',
      '2025-03-12',
    ],
    [
      '13:00 Madrid: production starts tomorrow',
      '2025-03-04T12:00:00Z',
      5,
      'es_mainland',
      '2025-03-12',
      '2025-03-13',
    ],
    [
      'summer time: 12:59 Madrid is 10:59Z',
      '2025-07-01T10:59:00Z',
      1,
      'es_mainland',
      '2025-07-02',
      '2025-07-03',
    ],
    [
      'summer time: 13:00 Madrid is 11:00Z',
      '2025-07-01T11:00:00Z',
      1,
      'es_mainland',
      '2025-07-03',
      '2025-07-04',
    ],
    [
      'ordered on Saturday: starts Monday',
      '2025-03-08T09:00:00Z',
      1,
      'es_mainland',
      '2025-03-11',
      '2025-03-12',
    ],
  ])('%s', (_reason, instant, days, region, dispatchBy, deliveredBy) => {
    expect(promiseForLine(new Date(instant), { productionDays: days }, courierDaysFor(region))).toEqual({
      dispatchBy,
      deliveredBy,
    });
  });

  it.each<[string, number, { productionDaysSaved?: number }[], string]>([
    ['banner, standard 5 days', 5, [], '2025-03-11'],
    ['banner with express (saves 3): about two days', 5, [{ productionDaysSaved: 3 }], '2025-03-06'],
    ['vinyl, 2 days', 2, [], '2025-03-06'],
    ['vinyl sped up by one day', 2, [{ productionDaysSaved: 1 }], '2025-03-05'],
  ])('%s', (_reason, turnaround, options, dispatchBy) => {
    const days = productionDays(turnaround, options);
    expect(promiseForLine(new Date('2025-03-04T09:00:00Z'), { productionDays: days }, 1).dispatchBy).toBe(
      dispatchBy,
    );
  });

  it('a proof approved late: production starts at the approval (after its cutoff: the next working day)', () => {
    const orderedAt = new Date('2025-03-03T09:00:00Z'); // Monday 10:00
    const approved = new Date('2025-03-05T14:00:00Z'); // Wednesday 15:00, after the cutoff
    expect(promiseForLine(orderedAt, { productionDays: 5 }, 1)).toEqual({
      dispatchBy: '2025-03-10',
      deliveredBy: '2025-03-11',
    });
    expect(promiseForLine(orderedAt, { productionDays: 5, productionStartsAt: approved }, 1)).toEqual({
      dispatchBy: '2025-03-13',
      deliveredBy: '2025-03-14',
    });
    // Approved before the cutoff the same Wednesday: Wednesday counts.
    const morning = new Date('2025-03-05T09:00:00Z');
    expect(promiseForLine(orderedAt, { productionDays: 5, productionStartsAt: morning }, 1).dispatchBy).toBe(
      '2025-03-12',
    );
  });

  it('a proof approval before the order changes nothing', () => {
    const orderedAt = new Date('2025-03-03T09:00:00Z');
    const earlier = new Date('2025-02-20T09:00:00Z');
    expect(promiseForLine(orderedAt, { productionDays: 5, productionStartsAt: earlier }, 1).dispatchBy).toBe(
      '2025-03-10',
    );
  });
});

describe('courier days by region', () => {
  it.each<[ShippingRegion, string | null]>([
    ['es_mainland', '2025-03-17'],
    ['es_non_mainland', '2025-03-19'],
    ['uk_mainland', '2025-03-19'],
    ['europe_mainland', '2025-03-19'],
    ['switzerland', '2025-03-20'],
    ['scandinavia', '2025-03-20'],
    ['rest_of_world', null],
  ])('dispatched Friday 14 March to %s → %s', (region, deliveredBy) => {
    expect(deliveredByFrom('2025-03-14', courierDaysFor(region))).toBe(deliveredBy);
    expect(planDelivery(new Date('2025-03-07T09:00:00Z'), { productionDays: 5, region }).deliveredBy).toBe(
      deliveredBy,
    );
  });

  it("the staff's table wins over the defaults; a region missing from it keeps its default", () => {
    const table = { es_mainland: 2, rest_of_world: 6 };
    expect(courierDaysFor('es_mainland', table)).toBe(2);
    expect(courierDaysFor('rest_of_world', table)).toBe(6);
    expect(courierDaysFor('switzerland', table)).toBe(COURIER_DAYS.switzerland);
    expect(
      planDelivery(new Date('2025-03-07T09:00:00Z'), {
        productionDays: 5,
        region: 'es_mainland',
        courierDays: table,
      }).deliveredBy,
    ).toBe('2025-03-18');
  });
});

describe('promiseForOrder', () => {
  it('is the latest line', () => {
    const orderedAt = new Date('2025-03-04T09:00:00Z');
    expect(
      promiseForOrder(orderedAt, [{ productionDays: 2 }, { productionDays: 5 }, { productionDays: 1 }], 3),
    ).toEqual({
      dispatchBy: '2025-03-11',
      deliveredBy: '2025-03-14',
    });
  });

  it('a line waiting on a late proof makes the whole order later', () => {
    const orderedAt = new Date('2025-03-04T09:00:00Z');
    const approved = new Date('2025-03-10T09:00:00Z');
    expect(
      promiseForOrder(
        orderedAt,
        [{ productionDays: 5 }, { productionDays: 2, productionStartsAt: approved }],
        1,
      ),
    ).toEqual({ dispatchBy: '2025-03-12', deliveredBy: '2025-03-13' });
  });

  it('has no promise without lines', () => {
    expect(promiseForOrder(new Date(), [], 1)).toBeNull();
  });
});
