import { useTranslation } from 'react-i18next';
import { postToGateway } from '../../lib/payment/gateway-form';
import type { GatewayRedirect } from '../../lib/payment/types';

/** Shown while the browser leaves for the bank's page; the button posts the form again if it stalls. */
export function ToBank({ redirect }: { redirect: GatewayRedirect }) {
  const { t } = useTranslation('payments');
  return (
    <div
      role="status"
      className="space-y-2 rounded-md border border-brand-200 bg-brand-50 p-3"
      data-testid="to-bank"
    >
      <p className="flex items-center gap-2 font-bold text-brand-800">
        <span
          aria-hidden="true"
          className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        {t('toBank.title')}
      </p>
      <p className="text-sm text-slate-700">{t('toBank.body')}</p>
      <button
        type="button"
        onClick={() => postToGateway(redirect)}
        className="font-semibold text-brand-700 underline"
      >
        {t('toBank.continue')}
      </button>
    </div>
  );
}
