import { describe, expect, it } from 'vitest';
import { importsOfModule } from '../../test/module-imports';

describe('the events module', () => {
  // Handlers register with events (docs/decisions/038-order-events-outbox.md): importing the
  // modules that handle events (orders, mail, webhooks, invoices) would turn that around.
  it('imports no other module than jobs', () => {
    const reaches = importsOfModule('events')
      .map(({ to }) => to)
      .filter((to) => to.includes('/modules/') && !/\/modules\/(events|jobs)\//.test(to));
    expect(reaches).toEqual([]);
  }, 60_000);
});
