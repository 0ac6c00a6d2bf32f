import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogError, DialogFooter, DialogShell } from './dialog-shell';
import { type ButtonVariant, buttonClass } from './ui';

/**
 * A destructive or irreversible action behind a confirmation (an alert dialog). The dialog
 * stays open while the action runs and shows its error, if any, in the page's language.
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  variant = 'danger',
  small = false,
  disabled = false,
  ariaLabel,
}: {
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  variant?: ButtonVariant;
  small?: boolean;
  disabled?: boolean;
  ariaLabel?: string;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <DialogShell
      alert
      size="small"
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setError(null);
      }}
      title={title}
      description={description}
      trigger={
        <button
          type="button"
          className={buttonClass(variant, small)}
          disabled={disabled}
          aria-label={ariaLabel}
        >
          {label}
        </button>
      }
    >
      <DialogError error={error} className="mt-3" />
      <DialogFooter busy={busy} className="mt-6">
        <button
          type="button"
          className={buttonClass(variant === 'danger' ? 'danger' : 'primary')}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onConfirm();
              setBusy(false);
              setOpen(false);
            } catch (e) {
              setBusy(false);
              setError(e);
            }
          }}
        >
          {busy ? t('states.working') : confirmLabel}
        </button>
      </DialogFooter>
    </DialogShell>
  );
}

/** A form in a modal dialog (new / edit rows of small tables). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size={wide ? 'wide' : 'form'}
      closeButton
    >
      {children}
    </DialogShell>
  );
}
