import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

/** Placeholders in the shape of the cart while it loads. */
export function CartSkeleton() {
  const { t } = useTranslation('cart');
  return (
    <div role="status" aria-busy="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="space-y-4">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3 rounded-xl border border-slate-200 p-4">
            <div className="size-16 animate-pulse rounded-md bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

export function CartEmpty() {
  const { t } = useTranslation('cart');
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center"
      data-testid="cart-empty"
    >
      <p className="text-lg font-semibold text-slate-800">{t('empty.title')}</p>
      <p className="mt-1 text-slate-600">{t('empty.body')}</p>
      <ButtonLink to={paths.products} className="mt-6">
        {t('empty.browse')}
      </ButtonLink>
    </div>
  );
}

export function CartLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="font-semibold text-red-800">{t('common:errors.somethingWentWrong')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

export function CartGuest() {
  const { t } = useTranslation('cart');
  return (
    <div className="rounded-xl border border-slate-200 px-4 py-12 text-center">
      <p className="text-lg font-semibold text-slate-800">{t('guest.title')}</p>
      <ButtonLink to={`${paths.login}?next=${encodeURIComponent(paths.cart)}`} className="mt-6">
        {t('guest.login')}
      </ButtonLink>
    </div>
  );
}
