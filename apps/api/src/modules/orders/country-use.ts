import { count, eq } from 'drizzle-orm';
import { registerCountryUse } from '../shipping';
import { orders } from './table';

// A country its orders refer to cannot be deleted (shipping's back-office answers 409).
registerCountryUse(async (tx, countryId) => {
  const [row] = await tx.select({ value: count() }).from(orders).where(eq(orders.countryId, countryId));
  return row?.value ?? 0;
});
