import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { errorLines } from './messages';

/** docs/product.md#error-messages: profile update errors are listed in a dialog. */
export function ErrorListDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const lines = error ? errorLines(error, t('common:errors.generic')) : [];
  return (
    <Dialog.Root open={Boolean(error)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-red-700">{t('profile.errorsTitle')}</Dialog.Title>
          <Dialog.Description asChild>
            <ul className="mt-3 space-y-1 text-red-700">
              {lines.map((line) => (
                <li key={line}>* {line}</li>
              ))}
            </ul>
          </Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {t('common:actions.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
