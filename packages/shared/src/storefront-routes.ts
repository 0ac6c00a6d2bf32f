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

const PATTERNS = STOREFRONT_ROUTES.map((route) => {
  if (route === '/') return /^\/?$/;
  const wildcard = route.endsWith('/*');
  const body = (wildcard ? route.slice(0, -2) : route)
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^/${body}${wildcard ? '(?:/.*)?' : ''}/?$`, 'i');
});

/** Whether the storefront has a page at this path (query and hash excluded). */
export function isStorefrontPath(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
