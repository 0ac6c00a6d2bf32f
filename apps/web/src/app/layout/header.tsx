import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { LAYOUT_NS } from '../../i18n';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

// Signed-in only, so guests never download the dropdown's code.
const AccountMenu = lazy(() =>
  import('../../features/accounts/components/account-menu').then((m) => ({ default: m.AccountMenu })),
);

// The cart link with its count (signed-in only), in its own small chunk with the cart query.
const CartLink = lazy(() => import('../../features/cart/components/cart-link'));

// The search field and its results load just after the shell, so the first load stays small.
// From 640 px it opens from a button in the bar; narrower, it is a row of its own under the bar
// (the one search box there: the home page's hero box shows from 640 px only).
const HeaderSearch = lazy(() => import('../../components/search/header-search'));
const InlineSearch = lazy(() =>
  import('../../components/search/header-search').then((m) => ({ default: m.InlineSearch })),
);

// The slide-in menu (radix Dialog) loads when its button is first pointed at, focused or pressed.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = () => {
  // A failed preload is retried when the button is pressed.
  loadMobileMenu().catch(() => {});
};

/**
 * `section`: the paths below this link that belong to it (a category, product or service page
 * keeps Products or Services highlighted). Links to a part of the home page have none.
 */
type NavItem = { key: string; to: string; section?: RegExp };

/**
 * Top-bar links of docs/product.md#screens-and-routes with its extra labels (about us, services,
 * advantages). The spec's "offers" label is shown as what it opens, the price-match promise: the
 * shop has no public offers to list (docs/decisions/012-storefront-search-and-offers.md).
 */
const NAV_ITEMS: NavItem[] = [
  { key: 'nav.home', to: paths.home, section: /^\/home\/?$/i },
  { key: 'nav.about', to: `${paths.home}#about` },
  { key: 'nav.services', to: paths.services, section: /^\/services(?:\/|$)/i },
  { key: 'nav.products', to: paths.products, section: /^\/products(?:\/|$)/i },
  { key: 'nav.advantages', to: `${paths.home}#advantages` },
  { key: 'nav.priceMatch', to: paths.priceMatch, section: /^\/pricematch\/?$/i },
  { key: 'nav.contact', to: paths.contact, section: /^\/contact\/?$/i },
];

/** `page` on the link's own page, `true` on a page inside its section, else nothing. */
function navCurrent(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  if (!item.section?.test(pathname)) return undefined;
  return pathname.replace(/\/$/, '').toLowerCase() === item.to.toLowerCase() ? 'page' : 'true';
}

/**
 * In the bar (from 1025 px) the links are narrower and never wrap: the Spanish labels with the
 * login and sign-up buttons must fit one line at 1280 px (docs/decisions/044-spanish-without-gaps.md).
 */
function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation(LAYOUT_NS);
  const { pathname } = useLocation();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-0.5'}>
      {NAV_ITEMS.map((item) => {
        const current = navCurrent(item, pathname);
        return (
          <li key={item.key}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={current}
              className={`block whitespace-nowrap rounded-md px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-700 min-[1025px]:px-2 ${
                current
                  ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8'
                  : 'text-slate-700'
              }`}
            >
              {t(item.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Pages with a search field of their own: the row under the bar would be a second one. */
const OWN_SEARCH = /^\/search\/?$/i;

function AuthArea() {
  const { t } = useTranslation(LAYOUT_NS);
  const session = useSession();
  if (session) {
    return (
      <div className="flex items-center gap-2">
        <Suspense fallback={<span className="inline-block size-10" />}>
          <CartLink />
        </Suspense>
        <Suspense fallback={<span className="inline-block size-10" />}>
          <AccountMenu />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link
        to={paths.login}
        className="whitespace-nowrap rounded-md px-2 py-2 sm:px-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('nav.login')}
      </Link>
      <Link
        to={paths.signUp}
        className="hidden rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 sm:inline-block"
      >
        {t('nav.createAccount')}
      </Link>
    </div>
  );
}

export function Header() {
  const { t } = useTranslation(LAYOUT_NS);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header
      data-site-header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 sm:gap-3 sm:px-4">
        <button
          ref={menuButton}
          type="button"
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 min-[1025px]:hidden"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
            <path strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} menuButton={menuButton}>
              <nav aria-label={t('nav.mainNavigation')}>
                <NavLinks vertical onNavigate={() => setMenuOpen(false)} />
              </nav>
            </MobileMenu>
          </Suspense>
        ) : null}

        <Logo />

        <nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 justify-center min-[1025px]:flex">
          <NavLinks />
        </nav>

        <div className="ms-auto flex items-center gap-2 min-[1025px]:ms-0">
          <div className="hidden sm:block">
            <Suspense fallback={<span className="inline-block size-10" />}>
              <HeaderSearch />
            </Suspense>
          </div>
          <LanguageSwitch />
          <AuthArea />
        </div>
      </div>
      {OWN_SEARCH.test(pathname) ? null : (
        <div className="px-4 pb-3 sm:hidden">
          <Suspense fallback={<div className="h-10.5" />}>
            <InlineSearch />
          </Suspense>
        </div>
      )}
    </header>
  );
}
