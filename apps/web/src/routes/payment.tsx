import { useTranslation } from 'react-i18next';
import { PAYMENT_NAMESPACES } from '../components/payment/namespaces';
import { useCart } from '../features/cart/api/get-cart';
import { CartEmpty, CartLoadError, CartSkeleton } from '../features/cart/components/cart-states';
import { CheckoutPayment } from '../features/checkout/components/checkout-payment';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /payment (signed in): delivery country and address, totals and the card
 * (docs/product.md#screens-and-routes, docs/product.md#validation, docs/product.md#error-messages).
 */
export function Component() {
  const { t } = useTranslation(['checkout', ...PAYMENT_NAMESPACES]);
  usePageTitle(t('paymentTitle'));
  const cart = useCart();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('paymentTitle')}</h1>
      {cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError ? (
        <CartLoadError onRetry={() => cart.refetch()} />
      ) : cart.data.lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <CheckoutPayment />
      )}
    </div>
  );
}
