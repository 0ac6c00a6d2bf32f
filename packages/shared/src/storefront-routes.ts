/**
 * The storefront's one route table (docs/decisions/032-one-route-table.md). Everything that
 * needs to know the storefront's pages is derived from it: the browser's router and the server
 * render (apps/web/src/app/router.tsx attaches each key's lazy module), the paths the API
 * renders on the server or answers 404 for (plugins/web.ts), the sitemap (catalog/seo.ts) and
 * the link builders (apps/web/src/config/paths.ts). Data only, no React: the API imports it.
 *
 * Paths match case-insensitively, as React Router matches; `:id` stands for one segment, a
 * trailing `/*` for anything below.
 */
type RouteEntry = {
  path: string;
  /**
   * `server`: a public page rendered on the server with its data (docs/decisions/016-ssr.md);
   * `browser`: the HTML shell, rendered in the browser (account, cart, sign-in, back office).
   */
  render: 'server' | 'browser';
  /** Who may open it: `signedIn` pages sit behind the router's RequireAuth. */
  access: 'public' | 'signedIn' | 'staff';
  /**
   * Listed in /sitemap.xml. A path with `:id` segments is listed once per catalogue item
   * (category, service or product), which the sitemap reads from the catalogue.
   */
  sitemap: boolean;
};

const server = { render: 'server', access: 'public', sitemap: true } as const;
const open = { render: 'browser', access: 'public', sitemap: false } as const;
const account = { render: 'browser', access: 'signedIn', sitemap: false } as const;

export const STOREFRONT_ROUTE_TABLE = {
  home: { path: '/home', ...server },
  testProduct: { path: '/testproduct', ...open },
  contact: { path: '/contact', ...server },
  privacy: { path: '/PrivacyPolicy', ...server },
  shipping: { path: '/ShippingPolicy', ...server },
  priceMatch: { path: '/PriceMatch', ...server },
  termsOfSale: { path: '/TermsConditions', ...server },
  returns: { path: '/Terms', ...server },
  services: { path: '/services', ...server },
  serviceCategory: { path: '/services/:id', ...server },
  service: { path: '/services/:id/:id2', ...server },
  serviceOrder: { path: '/services/:id/:id2/:id3', ...open },
  products: { path: '/products', ...server },
  productCategory: { path: '/products/:id', ...server },
  product: { path: '/products/:id/:id2', ...server },
  search: { path: '/search', ...open },
  cart: { path: '/cart', ...open },
  login: { path: '/login', ...open },
  logout: { path: '/logout', ...open },
  signUp: { path: '/signUp', ...open },
  signUpCode: { path: '/signUp/enterCode', ...open },
  forgotPassword: { path: '/forgetPass', ...open },
  forgotPasswordCode: { path: '/forgetPass/enterCode', ...open },
  resetPassword: { path: '/forgetPass/enterCode/ResetPass', ...open },
  undoEmail: { path: '/undo-email', ...open },
  profile: { path: '/profile', ...account },
  // "My invoices": a page of its own, reached from the account menu and the profile (issue 27).
  invoices: { path: '/invoices', ...account },
  // "My quotes": carts saved as dated quotes, their PDFs and Reopen (issue 25).
  savedQuotes: { path: '/quotes', ...account },
  address: { path: '/address', ...account },
  payment: { path: '/payment', ...account },
  // How paying works (the account menu's "Payment options"); /payment itself is the checkout.
  paymentOptions: { path: '/paymentOptions', ...account },
  // Where the bank (or a payment still being confirmed) brings the customer back: ?payment=<id>.
  paymentResult: { path: '/payment/result', ...account },
  pastProducts: { path: '/pastProducts', ...account },
  pastServices: { path: '/pastServices', ...account },
  waitingForPayment: { path: '/waitingForPayment/:id', ...account },
  waitingForApprove: { path: '/waitingForApprove', ...account },
  trackOrder: { path: '/trackOrder/:id/:id2', ...account },
  processing: { path: '/processing/:id', ...account },
  currentOrders: { path: '/currentOrders', ...account },
  orderStatus: { path: '/currentOrders/status', ...account },
  currentProducts: { path: '/currentProducts', ...account },
  productOrderStatus: { path: '/currentProducts/proStatus', ...account },
  // One path is enough: the router matches /finishedPRoducts and /finishedProducts alike.
  finishedProducts: { path: '/finishedPRoducts', ...account },
  finishedServices: { path: '/finishedServices', ...account },
  admin: { path: '/admin/*', render: 'browser', access: 'staff', sitemap: false },
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof STOREFRONT_ROUTE_TABLE;
export type StorefrontRoute = RouteEntry & { key: RouteKey };

/** The table as a list, in its order (the router's order). */
export const STOREFRONT_ROUTE_LIST: readonly StorefrontRoute[] = Object.entries(STOREFRONT_ROUTE_TABLE).map(
  ([key, entry]) => ({ key: key as RouteKey, ...entry }),
);

/** The table's paths whose route passes the test (pure: the browser bundle leaves unused lists out). */
function pathsWhere(keep: (route: StorefrontRoute) => boolean): readonly string[] {
  return STOREFRONT_ROUTE_LIST.filter(keep).map((route) => route.path);
}

/** Every path the storefront answers with a page: the table's, and `/`, which sends to /home. */
export const STOREFRONT_ROUTES: readonly string[] = /* @__PURE__ */ ['/'].concat(
  /* @__PURE__ */ pathsWhere(() => true),
);

/** The public pages the server renders with their data; any unknown path renders too (404). */
export const SERVER_RENDERED_ROUTES = /* @__PURE__ */ pathsWhere((route) => route.render === 'server');

/** The sitemap's pages without parameters, listed as they are (the catalogue's items are added to them). */
export const SITEMAP_PATHS = /* @__PURE__ */ pathsWhere(
  (route) => route.sitemap && !route.path.includes(':'),
);

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

const MATCHERS = /* @__PURE__ */ STOREFRONT_ROUTE_LIST.map((route) => ({
  route,
  pattern: toPattern(route.path),
}));
const ROOT = /* @__PURE__ */ toPattern('/');

/** The table's route a path shows (query and hash excluded), or undefined (`/` and unknown paths). */
export function storefrontRouteAt(pathname: string): StorefrontRoute | undefined {
  return MATCHERS.find(({ pattern }) => pattern.test(pathname))?.route;
}

/** Whether the storefront has a page at this path (query and hash excluded). */
export function isStorefrontPath(pathname: string): boolean {
  return ROOT.test(pathname) || storefrontRouteAt(pathname) !== undefined;
}

/** Whether the server renders this path's page (a public page, or the "not found" page). */
export function isServerRenderedPath(pathname: string): boolean {
  if (ROOT.test(pathname)) return false;
  const route = storefrontRouteAt(pathname);
  return route === undefined || route.render === 'server';
}

type Segment = string | number;
/** One value per `:param` of a path, in order: `/products/:id/:id2` takes two. */
export type PathParams<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Segment, ...PathParams<Rest>]
  : P extends `${string}:${string}`
    ? [Segment]
    : [];

/** A route's path with its parameters filled in, in order (each one URL-encoded). */
export function routePath<K extends RouteKey>(
  key: K,
  ...params: PathParams<(typeof STOREFRONT_ROUTE_TABLE)[K]['path']>
): string {
  let next = 0;
  return STOREFRONT_ROUTE_TABLE[key].path.replace(/:[^/]+/g, () =>
    encodeURIComponent(String(params[next++] ?? '')),
  );
}
