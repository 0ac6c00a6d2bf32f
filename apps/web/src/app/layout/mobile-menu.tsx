import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_NS } from '../../i18n';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, focused again when the menu closes (it sits outside the dialog's tree). */
  menuButton: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/**
 * The slide-in menu below 1025 px. Its own chunk (radix Dialog, about 15 KiB gzip), loaded when
 * the menu button is first pointed at, focused or pressed, so it is not in any page's first load.
 */
export default function MobileMenu({ open, onOpenChange, menuButton, children }: MobileMenuProps) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl"
          aria-describedby={undefined}
          data-testid="mobile-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 hover:bg-slate-100"
              aria-label={t('actions.close', { ns: 'common' })}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
              >
                <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
