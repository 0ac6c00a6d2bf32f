import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLang, LAYOUT_NS } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useCart } from '../api/get-cart';

/**
 * The top bar's cart link with the item count (docs/product.md#screens-and-routes). Loaded only for
 * signed-in users; the count is GET /api/card's meta.count and follows adds, deletes and payments.
 */
export default function CartLink() {
  const { t } = useTranslation(LAYOUT_NS);
  const cart = useCart();
  const count = cart.data?.meta.count ?? 0;
  return (
    <Link
      to={paths.cart}
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
      aria-label={cart.data ? t('nav.cartCount', { count }) : t('nav.cart')}
      data-testid="cart-link"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
        <path strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M3 4h2l2.4 11h10.2L20 7H6.2" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -end-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs font-bold leading-5 text-slate-900"
          data-testid="cart-count"
        >
          {formatNumber(count, currentLang())}
        </span>
      ) : null}
    </Link>
  );
}
