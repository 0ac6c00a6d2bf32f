import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type DialogTitleBarProps = {
  title: ReactNode;
  /** Spacing below the bar; the layout of title and × is the same in every dialog. */
  className?: string;
  titleClassName?: string;
};

/**
 * A storefront dialog's title with its × button (the address form, the invoices, the phone
 * menu), written once; the back-office has its own shell (admin/components/dialog-shell.tsx).
 */
export function DialogTitleBar({
  title,
  className = 'mb-4',
  titleClassName = 'text-xl font-bold',
}: DialogTitleBarProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`${className} flex items-center justify-between gap-4`}>
      <Dialog.Title className={titleClassName}>{title}</Dialog.Title>
      <Dialog.Close className="rounded-md p-2 hover:bg-slate-100" aria-label={t('actions.close')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
          <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Dialog.Close>
    </div>
  );
}
