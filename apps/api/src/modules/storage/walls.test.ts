import { describe, expect, it } from 'vitest';
import { importsOfModule } from '../../test/module-imports';

describe('the storage module', () => {
  // Cart, orders and uploads use the limits, the quota and the sweep; an import back from
  // storage would close the cycle docs/decisions/030-module-walls.md no longer allows. They
  // register their counts (registerUploadUse) and app.ts hands the sweep cart's part.
  it('imports nothing from cart, orders or uploads, not even a type', () => {
    const reaches = importsOfModule('storage')
      .map(({ from, to }) => `${from} → ${to}`)
      .filter((edge) => /\/modules\/(cart|orders|uploads)\//.test(edge));
    expect(reaches).toEqual([]);
  }, 60_000);
});
