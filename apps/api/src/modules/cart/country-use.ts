import { count, eq } from 'drizzle-orm';
import { registerCountryUse } from '../shipping';
import { carts } from './table';

// A country its carts refer to cannot be deleted (shipping's back-office answers 409).
registerCountryUse(async (tx, countryId) => {
  const [row] = await tx.select({ value: count() }).from(carts).where(eq(carts.countryId, countryId));
  return row?.value ?? 0;
});
