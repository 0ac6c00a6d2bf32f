import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Dropdown entries of spec section 2 for a signed-in user. */
const ENTRIES = [
  { key: 'account.profile', to: paths.profile },
  { key: 'account.currentServices', to: paths.currentOrders },
  { key: 'account.pastServices', to: paths.finishedServices },
  { key: 'account.currentProducts', to: paths.currentProducts },
  { key: 'account.pastProducts', to: paths.finishedProducts },
  { key: 'account.addresses', to: paths.address },
  { key: 'account.favourite', to: paths.profile },
  { key: 'account.logout', to: paths.logout },
] as const;

export function AccountMenu() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <Link
        to={paths.cart}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
        aria-label={t('nav.cart')}
        data-testid="cart-link"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
          <path
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M3 4h2l2.4 11h10.2L20 7H6.2"
          />
          <circle cx="9" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </svg>
      </Link>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="flex items-center gap-1 rounded-full p-1 hover:bg-slate-100"
          aria-label={t('account.menu')}
          data-testid="account-menu"
        >
          <img
            src="/images/avatar-placeholder.svg"
            alt=""
            width="32"
            height="32"
            className="size-8 rounded-full"
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {ENTRIES.map((entry) => (
              <DropdownMenu.Item key={entry.key} asChild>
                <Link
                  to={entry.to}
                  className="block rounded-md px-3 py-2 text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700"
                >
                  {t(entry.key)}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
