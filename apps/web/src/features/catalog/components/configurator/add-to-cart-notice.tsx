import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';

/**
 * What became of the last Add to cart: "added" with the way to the cart, or why not. It is part
 * of the page's flow (never laid over it), inside a live region that stays mounted (the
 * configurator's `aria-live` box, in the first load), so screen readers hear each new answer.
 * Its code and texts (`product-extras`) come with the configurator's extras (deferred.tsx):
 * nothing is shown before the first Add to cart. Whatever holds it must not place content after
 * it that a sticky box could slide over: the answer grows that box.
 */
export function AddToCartNotice({
  added,
  message,
  error,
}: {
  added: boolean;
  /** The server's own words for the success, when it sent any. */
  message?: string;
  /** Why the last Add to cart was refused (null when it was not, or nothing was sent). */
  error: unknown;
}) {
  const { t } = useTranslation('product-extras');
  // The server's words when it refused the line (one per problem), ours otherwise.
  const errors: string[] =
    error instanceof ApiError && error.status > 0 && error.status < 500
      ? error.errors.length > 0
        ? error.errors
        : [
            error.message ||
              t(
                error.status === 413
                  ? 'addToCart.tooLarge'
                  : error.status === 415
                    ? 'addToCart.badFile'
                    : 'addToCart.failed',
              ),
          ]
      : error
        ? [t('addToCart.failed')]
        : [];
  return (
    <>
      {added ? (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          data-testid="cart-notice"
        >
          {message || t('addToCart.added')}{' '}
          <Link to={paths.cart} className="inline-block py-1 font-semibold underline">
            {t('addToCart.view')}
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
    </>
  );
}
