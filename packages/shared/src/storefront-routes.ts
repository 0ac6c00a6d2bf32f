/**
 * Every path the storefront's router answers (apps/web/src/app/router.tsx; a web test keeps
 * the two in step), so the server can send its HTML shell with status 404 for any other
 * path while the browser shows the same "not found" page. Matched case-insensitively, as
 * the router matches; `:id` stands for one path segment, a trailing `/*` for anything below.
 */
export const STOREFRONT_ROUTES = [
  '/',
  '/home',
  '/testproduct',
  '/contact',
  '/PrivacyPolicy',
  '/ShippingPolicy',
  '/PriceMatch',
  '/TermsConditions',
  '/Terms',
  '/services',
  '/services/:id',
  '/services/:id/:id2',
  '/services/:id/:id2/:id3',
  '/products',
  '/products/:id',
  '/products/:id/:id2',
  '/search',
  '/cart',
  '/login',
  '/logout',
  '/signUp',
  '/signUp/enterCode',
  '/forgetPass',
  '/forgetPass/enterCode',
  '/forgetPass/enterCode/ResetPass',
  '/undo-email',
  '/profile',
  '/address',
  '/payment',
  '/pastProducts',
  '/pastServices',
  '/waitingForPayment/:id',
  '/waitingForApprove',
  '/trackOrder/:id/:id2',
  '/processing/:id',
  '/currentOrders',
  '/currentOrders/status',
  '/currentProducts',
  '/currentProducts/proStatus',
  '/finishedPRoducts',
  '/finishedServices',
  '/admin/*',
] as const;

/**
 * The public pages the server renders with their data (docs/decisions/016-ssr.md); the other
 * routes (account, cart, checkout, sign-in, back office) get the HTML shell and render in the
 * browser. A path outside STOREFRONT_ROUTES is rendered too: the "not found" page, status 404.
 */
export const SERVER_RENDERED_ROUTES = [
  '/home',
  '/contact',
  '/PrivacyPolicy',
  '/ShippingPolicy',
  '/PriceMatch',
  '/TermsConditions',
  '/Terms',
  '/services',
  '/services/:id',
  '/services/:id/:id2',
  '/products',
  '/products/:id',
  '/products/:id/:id2',
] as const satisfies readonly (typeof STOREFRONT_ROUTES)[number][];

function toPattern(route: string): RegExp {
  if (route === '/') return /^\/?$/;
  const wildcard = route.endsWith('/*');
  const body = (wildcard ? route.slice(0, -2) : route)
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^/${body}${wildcard ? '(?:/.*)?' : ''}/?$`, 'i');
}

const PATTERNS = STOREFRONT_ROUTES.map(toPattern);
const SERVER_RENDERED = SERVER_RENDERED_ROUTES.map(toPattern);

/** Whether the storefront has a page at this path (query and hash excluded). */
export function isStorefrontPath(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}

/** Whether the server renders this path's page (a public page, or the "not found" page). */
export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname)) || !isStorefrontPath(pathname);
}
