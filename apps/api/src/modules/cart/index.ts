/** The public face of the cart module: all that other modules, app.ts and db/ may import from it (see README.md). */

export { linePrice } from './quoted-price';
export { assertCartRoom } from './room';
export { cartRoutes } from './routes';
export { forgetCart, getOrCreateCart, loadCartRows, viewCart } from './service';
export { removeStaleCarts } from './stale';
export { cartLines, carts } from './table';

import './country-use';
import './coupon-use';
import './room';
