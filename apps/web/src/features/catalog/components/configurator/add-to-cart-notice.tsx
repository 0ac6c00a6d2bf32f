import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

/**
 * What became of the last Add to cart: "added" with the way to the cart, or why not. It is part
 * of the page's flow (never laid over it), inside a live region that stays mounted, so screen
 * readers hear each new answer. Whatever holds it must not place content after it that a
 * sticky box could slide over: the answer grows that box.
 */
export function AddToCartNotice({
  added,
  message,
  errors,
}: {
  added: boolean;
  /** The server's own words for the success, when it sent any. */
  message?: string;
  /** The refusal, one line per problem. */
  errors: string[];
}) {
  const { t } = useTranslation('catalog');
  return (
    <div aria-live="polite">
      {added ? (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          data-testid="cart-notice"
        >
          {message || t('cart.added')}{' '}
          <Link to={paths.cart} className="inline-block py-1 font-semibold underline">
            {t('cart.view')}
          </Link>
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul
          role="alert"
          className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="cart-error"
        >
          {errors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
