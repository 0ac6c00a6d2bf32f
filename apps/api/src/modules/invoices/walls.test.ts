import { describe, expect, it } from 'vitest';
import { importsOfModule } from '../../test/module-imports';

describe('the invoices module', () => {
  // Orders issues invoices and shows them; an import back from invoices would close the cycle
  // docs/decisions/030-module-walls.md no longer allows.
  it('imports nothing from orders, not even a type', () => {
    const reaches = importsOfModule('invoices')
      .map(({ from, to }) => `${from} → ${to}`)
      .filter((edge) => edge.includes('/modules/orders/'));
    expect(reaches).toEqual([]);
  }, 60_000);
});
