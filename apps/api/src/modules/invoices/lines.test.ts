import { describe, expect, it } from 'vitest';
import { byRateOf, invoiceLinesOf } from './lines';

const t = (en: string) => ({ en, ar: en });
const option = (id: number, name: string) => ({
  id,
  section: t('Finishing'),
  name: t(name),
  parentName: null,
});

describe('invoice lines (docs/decisions/043-invoices-an-accountant-accepts.md)', () => {
  it('a one-off charge and the quantity discount are lines of their own; each multiplies out; they add up', () => {
    // 10 × €7.74 with 10 % off the items and a €9 file check, once: €78.66.
    const lines = invoiceLinesOf({
      title: t('PVC banner'),
      options: [option(1, 'Eyelets'), option(2, 'File check')],
      widthCm: 100,
      heightCm: 100,
      quantity: 10,
      unitCents: 774,
      totalCents: 7866,
      charges: {
        itemsCents: 7740,
        discountPercent: 10,
        discountCents: 774,
        fixed: [{ optionId: 2, cents: 900 }],
      },
    });
    expect(lines.map((l) => [l.kind ?? 'item', l.quantity, l.unitCents, l.totalCents])).toEqual([
      ['item', 10, 774, 7740],
      ['discount', 1, -774, -774],
      ['charge', 1, 900, 900],
    ]);
    expect(lines[0]!.options.map((o) => o.id)).toEqual([1]);
    expect(lines[2]!.options.map((o) => o.id)).toEqual([2]);
    for (const line of lines) expect(line.quantity * line.unitCents).toBe(line.totalCents);
    expect(lines.reduce((sum, l) => sum + l.totalCents, 0)).toBe(7866);
  });

  it('the minimum charge tops the line up on a line of its own', () => {
    const lines = invoiceLinesOf({
      title: t('PVC banner'),
      options: [],
      widthCm: 50,
      heightCm: 50,
      quantity: 1,
      unitCents: 300,
      totalCents: 1500,
      charges: { itemsCents: 300, discountPercent: 0, discountCents: 0, fixed: [] },
    });
    expect(lines.map((l) => [l.kind ?? 'item', l.quantity, l.unitCents, l.totalCents])).toEqual([
      ['item', 1, 300, 300],
      ['minimum', 1, 1200, 1200],
    ]);
  });

  it('a payment started before: the line as it was', () => {
    const line = {
      title: t('Mug'),
      options: [],
      widthCm: null,
      heightCm: null,
      quantity: 2,
      unitCents: 500,
      totalCents: 1000,
    };
    expect(invoiceLinesOf(line)).toEqual([line]);
  });

  it('the base imponible is what the VAT was charged on', () => {
    expect(byRateOf({ vatRateBasisPoints: 2100, vatCents: 1649, totalCents: 9499 })).toEqual([
      { rateBasisPoints: 2100, baseCents: 7850, taxCents: 1649 },
    ]);
  });
});
