import { AlertDialog, Dialog } from 'radix-ui';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api';
import { buttonClass } from './ui';

/*
 * The one dialog of the back-office (docs/decisions/034-admin-resource.md): overlay, focus
 * trap, Escape, title, optional description and close button are written here only. An
 * `alert` shell is radix's AlertDialog (role alertdialog, no close on an outside click, the
 * cancel button focused first); the two primitives share their part names, so one markup
 * serves both.
 */

const CENTRED = 'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white shadow-xl';
const SIZES = {
  small: `${CENTRED} w-[min(92vw,28rem)] p-6`,
  form: `${CENTRED} max-h-[92vh] w-[94vw] max-w-lg overflow-y-auto p-5`,
  wide: `${CENTRED} max-h-[92vh] w-[94vw] max-w-4xl overflow-y-auto p-5`,
  drawer: 'fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-slate-50 p-4 shadow-xl',
} as const;
export type DialogSize = keyof typeof SIZES;

const IsAlert = createContext(false);
const parts = (alert: boolean) => (alert ? AlertDialog : Dialog) as typeof Dialog;

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
      <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  alert = false,
  size = 'form',
  closeButton = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The element that opens the dialog (radix wires its ARIA and gives focus back to it). */
  trigger?: ReactNode;
  alert?: boolean;
  size?: DialogSize;
  /** The × in the corner, for dialogs without a cancel button of their own. */
  closeButton?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const P = parts(alert);
  const Close = alert ? AlertDialog.Cancel : Dialog.Close;
  const heading = <P.Title className="text-lg font-bold text-slate-900">{title}</P.Title>;
  return (
    <IsAlert.Provider value={alert}>
      <P.Root open={open} onOpenChange={onOpenChange}>
        {trigger ? <P.Trigger asChild>{trigger}</P.Trigger> : null}
        <P.Portal>
          <P.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <P.Content {...(description ? {} : { 'aria-describedby': undefined })} className={SIZES[size]}>
            {closeButton ? (
              <div className="mb-4 flex items-start justify-between gap-3">
                {heading}
                <Close className="rounded-md p-1.5 hover:bg-slate-200" aria-label={t('actions.close')}>
                  <CloseIcon />
                </Close>
              </div>
            ) : (
              heading
            )}
            {description ? (
              <P.Description className="mt-2 text-slate-700">{description}</P.Description>
            ) : null}
            {children}
          </P.Content>
        </P.Portal>
      </P.Root>
    </IsAlert.Provider>
  );
}

/** The footer's cancel button: radix's Cancel in an alert (focused first), Close otherwise. */
function DialogCancel({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const alert = useContext(IsAlert);
  const Cancel = alert ? AlertDialog.Cancel : Dialog.Close;
  return (
    <Cancel className={buttonClass('secondary')} disabled={disabled}>
      {t('actions.cancel')}
    </Cancel>
  );
}

/** The failure of a dialog's action, in the page's language, announced at once. */
export function DialogError({ error, className = '' }: { error: unknown; className?: string }) {
  const { t } = useTranslation('admin');
  if (!error) return null;
  return (
    <p role="alert" className={`rounded-md bg-red-50 p-2 text-sm text-red-800 ${className}`}>
      {errorText(error, t)}
    </p>
  );
}

/** Cancel, then the dialog's own action; cancelling is refused while the action runs. */
export function DialogFooter({
  busy,
  className,
  children,
}: {
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
      <DialogCancel disabled={busy} />
      {children}
    </div>
  );
}
