/** The public face of the shipping module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { shippingAdminRoutes } from './admin-routes';
export { registerCountryUse } from './country-use';
export { courierDaysTable } from './courier-days';
export { shippingRatesRoutes } from './rates-routes';
export { countries, shippingRates } from './table';

import { registerCourierDays } from '../catalog';
import { courierDaysTable } from './courier-days';

// The catalogue's quotes (the product page's summary) count with the staff's courier days.
registerCourierDays(courierDaysTable);
