import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LAYOUT_NS } from '../../../i18n';
import { useUser } from '../api/get-user';
import { AVATAR_PLACEHOLDER } from '../api/types';

/**
 * Dropdown entries of docs/product.md#screens-and-routes for a signed-in user; staff also get
 * the back-office first, their only way there from the shop. No "Favourite": the shop keeps no
 * list of favourites (docs/decisions/044-spanish-without-gaps.md).
 */
const STAFF_ENTRY = { key: 'account.backOffice', to: '/admin' } as const;
const ENTRIES = [
  { key: 'account.profile', to: paths.profile },
  { key: 'account.invoices', to: paths.invoices },
  { key: 'account.currentServices', to: paths.currentOrders },
  { key: 'account.pastServices', to: paths.finishedServices },
  { key: 'account.currentProducts', to: paths.currentProducts },
  { key: 'account.pastProducts', to: paths.finishedProducts },
  { key: 'account.addresses', to: paths.address },
  { key: 'account.logout', to: paths.logout },
] as const;

/** The account dropdown (picture and name from GET /api/users/{id}); the cart link sits beside it. */
export function AccountMenu() {
  const { t, i18n } = useTranslation(LAYOUT_NS);
  const user = useUser().data;
  return (
    <div className="flex items-center gap-2">
      <DropdownMenu.Root modal={false} dir={i18n.dir()}>
        <DropdownMenu.Trigger
          className="flex items-center gap-2 rounded-full p-1 hover:bg-slate-100 sm:pe-3"
          aria-label={user ? t('account.menuOf', { name: user.name }) : t('account.menu')}
          data-testid="account-menu"
        >
          <img
            src={user?.image ?? AVATAR_PLACEHOLDER}
            alt=""
            width="32"
            height="32"
            className="size-8 rounded-full bg-slate-100 object-cover"
          />
          {user && (
            <span
              dir="auto"
              className="hidden max-w-32 truncate font-semibold text-slate-800 sm:inline"
              data-testid="account-name"
            >
              {user.name}
            </span>
          )}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="hidden size-4 text-slate-500 sm:block"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {user && (
              <DropdownMenu.Label className="border-b border-slate-100 px-3 py-2">
                <span className="block font-semibold text-slate-900" dir="auto">
                  {user.name}
                </span>
                <span className="block truncate text-sm text-slate-500" dir="ltr">
                  {user.email}
                </span>
              </DropdownMenu.Label>
            )}
            {(user?.role === 'staff' ? [STAFF_ENTRY, ...ENTRIES] : ENTRIES).map((entry) => (
              <DropdownMenu.Item key={entry.key} asChild>
                <Link
                  to={entry.to}
                  data-testid={entry === STAFF_ENTRY ? 'back-office-link' : undefined}
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
