import { describe, expect, it } from 'vitest';
import { DetailsFormSchema } from './details-schema';
import {
  feesTotal,
  filterList,
  listQueryStatus,
  positiveId,
  progressSteps,
  serviceOrderLink,
  showsAmount,
  statusLabelKey,
  statusView,
} from './status';

describe('service order cards', () => {
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
    expect(statusLabelKey(42)).toBe('status.unknown');
  });

  it('shows the amount from status 3, once there is one', () => {
    expect(showsAmount(1, null)).toBe(false);
    expect(showsAmount(2, 10)).toBe(false);
    expect(showsAmount(3, 121)).toBe(true);
    expect(showsAmount(3, null)).toBe(false);
    expect(showsAmount(8, 121)).toBe(true);
  });

  it('links by status as the spec says', () => {
    expect(serviceOrderLink({ id: 9, code: 'S000123', status: 1 })).toBe('/currentOrders/status?n1=1&n2=9');
    expect(serviceOrderLink({ id: 9, code: 'S000123', status: 2 })).toBe('/processing/9');
    expect(serviceOrderLink({ id: 9, code: 'S000123', status: 3 })).toBe('/waitingForPayment/9');
    expect(serviceOrderLink({ id: 9, code: 'S000123', status: 4 })).toBe('/trackOrder/4/000123');
    expect(serviceOrderLink({ id: 9, code: 'S000123', status: 8 })).toBe('/trackOrder/8/000123');
  });
});

describe('status page', () => {
  it('picks the panel of docs/product.md#screens-and-routes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(statusView)).toEqual([
      'waiting',
      'rejected',
      'payment',
      'progress',
      'progress',
      'progress',
      'progress',
      'progress',
    ]);
  });

  it('marks the five production steps up to the one reached', () => {
    expect(progressSteps(6).map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(
      progressSteps(8)
        .map((s) => s.labelKey)
        .at(-1),
    ).toBe('status.8');
    expect(progressSteps(3).every((s) => s.state === 'upcoming')).toBe(true);
  });

  it('reads ids from the URL strictly', () => {
    expect(positiveId('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', '12abc', '99999999999']) {
      expect(positiveId(bad)).toBeNull();
    }
  });
});

describe('fees and lists', () => {
  it('adds service and tax to the cent', () => {
    expect(feesTotal({ service: 100.1, tax: 21.02 })).toBe(121.12);
    expect(feesTotal({ service: 0.1, tax: 0.2 })).toBe(0.3);
    expect(feesTotal(null)).toBeNull();
  });

  it('maps lists to the API filter and keeps only waiting requests for /waitingForApprove', () => {
    expect(listQueryStatus('current')).toBe(1);
    expect(listQueryStatus('waitingForApproval')).toBe(1);
    expect(listQueryStatus('finished')).toBe(2);
    const orders = [{ status: 1 }, { status: 3 }, { status: 1 }];
    expect(filterList('waitingForApproval', orders)).toHaveLength(2);
    expect(filterList('current', orders)).toHaveLength(3);
  });
});

describe('details form', () => {
  it('requires some text and caps it at 5000 characters', () => {
    const message = (details: string) =>
      DetailsFormSchema.safeParse({ details }).error?.issues[0]?.message ?? null;
    expect(message('')).toBe('common:validation.required');
    expect(message('   \n ')).toBe('common:validation.required');
    expect(message('A banner design')).toBeNull();
    expect(message('x'.repeat(5001))).toBe('service-orders:details.tooLong');
  });
});

describe('a cancelled service order (9)', () => {
  it('is labelled, has its own status view and links to the status page', () => {
    expect(statusLabelKey(9)).toBe('status.9');
    expect(statusView(9)).toBe('cancelled');
    expect(serviceOrderLink({ id: 7, code: 'S123456', status: 9 })).toContain('7');
  });
});
