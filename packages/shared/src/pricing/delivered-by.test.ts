import { describe, expect, it } from 'vitest';
import type { ShippingRegion } from '../shipping-regions';
import { COURIER_DAYS, planDelivery, productionDays } from './delivered-by';

type Saving = { productionDaysSaved?: number | null };

describe('productionDays', () => {
  it.each<[number, Saving[], number, string]>([
    [5, [], 5, 'no option: the turnaround'],
    [5, [{ productionDaysSaved: 0 }], 5, 'standard speed saves nothing'],
    [5, [{ productionDaysSaved: 2 }], 3, 'express saves two days'],
    [5, [{ productionDaysSaved: 2 }, { productionDaysSaved: 1 }], 3, 'savings do not add up'],
    [2, [{ productionDaysSaved: 5 }], 1, 'never under one day'],
    [3, [{ productionDaysSaved: null }, {}], 3, 'missing savings count as none'],
  ])('turnaround %i with %j → %i (%s)', (turnaround, options, expected) => {
    expect(productionDays(turnaround, options)).toBe(expected);
  });
});

describe('planDelivery', () => {
  it.each<[string, number, ShippingRegion, string, string, string]>([
    // instant (UTC), production days, region, ships on, delivered by: reason
    [
      '2025-03-03T09:00:00Z',
      5,
      'es_mainland',
      '2025-03-10',
      '2025-03-11',
      'Monday morning, 5 days + 1 courier day',
    ],
    ['2025-03-03T09:00:00Z', 3, 'es_mainland', '2025-03-06', '2025-03-07', 'express: two days earlier'],
    [
      '2025-03-03T12:30:00Z',
      3,
      'es_mainland',
      '2025-03-07',
      '2025-03-10',
      'after the 13:00 cutoff; courier skips the weekend',
    ],
    [
      '2025-03-03T09:00:00Z',
      5,
      'europe_mainland',
      '2025-03-10',
      '2025-03-13',
      'mainland Europe: 3 courier days',
    ],
    ['2025-03-03T09:00:00Z', 5, 'scandinavia', '2025-03-10', '2025-03-14', 'Scandinavia: 4 courier days'],
    ['2025-04-14T09:00:00Z', 3, 'es_mainland', '2025-04-17', '2025-04-21', 'Good Friday is no delivery day'],
    ['2025-12-03T09:00:00Z', 3, 'es_mainland', '2025-12-09', '2025-12-10', '6 and 8 December are holidays'],
  ])('%s, %i days to %s: ships %s, delivered %s (%s)', (now, days, region, shipsOn, deliveredBy) => {
    const plan = planDelivery(new Date(now), { productionDays: days, region });
    expect(plan).toEqual({ productionDays: days, courierDays: COURIER_DAYS[region], shipsOn, deliveredBy });
  });

  it('gives no delivery date where there is no courier quote', () => {
    const plan = planDelivery(new Date('2025-03-03T09:00:00Z'), {
      productionDays: 5,
      region: 'rest_of_world',
    });
    expect(plan.deliveredBy).toBeNull();
    expect(plan.shipsOn).toBe('2025-03-10');
  });

  it('moves the date earlier with express, whatever the day of ordering', () => {
    for (let day = 1; day <= 28; day += 1) {
      const now = new Date(Date.UTC(2025, 1, day, 10));
      const standard = planDelivery(now, { productionDays: productionDays(5, []), region: 'es_mainland' });
      const express = planDelivery(now, {
        productionDays: productionDays(5, [{ productionDaysSaved: 2 }]),
        region: 'es_mainland',
      });
      expect(express.deliveredBy! < standard.deliveredBy!).toBe(true);
    }
  });
});
