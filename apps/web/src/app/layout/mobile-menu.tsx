import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogTitleBar } from '../../components/ui/dialog-title-bar';
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
          <DialogTitleBar title={t('nav.menu')} titleClassName="text-lg font-bold" />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
