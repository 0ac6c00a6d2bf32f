import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

/** The content of ErrorModal, in its own chunk. */
export default function ErrorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-red-700">{t('errors.modalTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{t('errors.modalBody')}</Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {t('actions.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
