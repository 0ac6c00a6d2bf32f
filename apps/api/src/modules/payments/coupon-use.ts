import { registerCouponUse } from '../coupons';
import { pendingCouponReservations } from './flow';

// A coupon a pending payment holds is a use on its way: staff deleting it meanwhile deactivate
// it instead, so the payment's finish can still count its use and the order keep it.
registerCouponUse({ count: pendingCouponReservations });
