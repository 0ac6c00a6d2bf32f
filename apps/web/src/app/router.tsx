import {
  type RouteKey,
  STOREFRONT_ROUTE_LIST,
  STOREFRONT_ROUTE_TABLE,
  type StorefrontRoute,
} from '@shop/shared/storefront-routes';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { RequireAuth } from './layout/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

type PageModule = () => Promise<Partial<Pick<RouteObject, 'Component' | 'loader'>>>;

/**
 * Each route of the one table (@shop/shared/storefront-routes; docs/product.md#screens-and-routes)
 * with its page's module, its own chunk (`lazy`), so the first load carries only the shell. The `Record` makes a table entry
 * without a module, or a module without an entry, a type error. React Router matches paths
 * case-insensitively: /Services and /services, /finishedPRoducts and /finishedProducts.
 */
export const pageModules: Record<RouteKey, PageModule> = {
  home: () => import('../routes/home'),
  testProduct: () => import('../routes/test-product'),
  contact: () => import('../routes/contact'),
  privacy: () => import('../routes/privacy-policy'),
  shipping: () => import('../routes/shipping-policy'),
  priceMatch: () => import('../routes/price-match'),
  termsOfSale: () => import('../routes/terms-conditions'),
  returns: () => import('../routes/returns-policy'),
  services: () => import('../routes/services'),
  serviceCategory: () => import('../routes/service-category'),
  service: () => import('../routes/service'),
  serviceOrder: () => import('../routes/service-order'),
  products: () => import('../routes/products'),
  productCategory: () => import('../routes/product-category'),
  product: () => import('../routes/product'),
  search: () => import('../routes/search'),
  cart: () => import('../routes/cart'),
  login: () => import('../routes/login'),
  logout: () => import('../routes/logout'),
  signUp: () => import('../routes/sign-up'),
  signUpCode: () => import('../routes/sign-up-code'),
  forgotPassword: () => import('../routes/forget-pass'),
  forgotPasswordCode: () => import('../routes/forget-pass-code'),
  resetPassword: () => import('../routes/reset-pass'),
  undoEmail: () => import('../routes/undo-email'),
  profile: () => import('../routes/profile'),
  address: () => import('../routes/address'),
  payment: () => import('../routes/payment'),
  paymentOptions: () => import('../routes/payment-options'),
  invoices: () => import('../routes/invoices'),
  savedQuotes: () => import('../routes/saved-quotes'),
  paymentResult: () => import('../routes/payment-result'),
  pastProducts: () => import('../routes/finished-products'),
  pastServices: () => import('../routes/past-services'),
  waitingForPayment: () => import('../routes/waiting-for-payment'),
  waitingForApprove: () => import('../routes/waiting-for-approve'),
  trackOrder: () => import('../routes/track-order'),
  processing: () => import('../routes/processing'),
  currentOrders: () => import('../routes/current-orders'),
  orderStatus: () => import('../routes/current-orders-status'),
  currentProducts: () => import('../routes/current-products'),
  productOrderStatus: () => import('../routes/product-order-status'),
  finishedProducts: () => import('../routes/finished-products'),
  finishedServices: () => import('../routes/finished-services'),
  // The staff back-office: one lazy chunk (apps/web/src/admin) with its own layout and routes.
  admin: () => import('../admin/app'),
};

/** A table route as React Router's route object; `id` is the table's key, for tests and logs. */
const routeOf = ({ key, path }: StorefrontRoute, relative: boolean): RouteObject => ({
  id: key,
  path: relative ? path.slice(1) : path,
  lazy: pageModules[key],
});

const inLayout = STOREFRONT_ROUTE_LIST.filter((route) => route.access !== 'staff');

export const routes: RouteObject[] = [
  ...STOREFRONT_ROUTE_LIST.filter((route) => route.access === 'staff').map((route) => ({
    ...routeOf(route, false),
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
  })),
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy chunk loads (silences react-router's hydration warning).
    HydrateFallback: PageSpinner,
    children: [
      { index: true, element: <Navigate to={STOREFRONT_ROUTE_TABLE.home.path} replace /> },
      ...inLayout.filter((route) => route.access === 'public').map((route) => routeOf(route, true)),
      {
        element: <RequireAuth />,
        children: inLayout
          .filter((route) => route.access === 'signedIn')
          .map((route) => routeOf(route, true)),
      },
      { id: 'notFound', path: '*', lazy: () => import('../routes/not-found') },
    ],
  },
];

/**
 * Loads the lazy modules of the routes a URL matches and puts them in place, as React Router
 * asks before hydrating server-rendered HTML: otherwise the router would render its fallback
 * over the server's markup. The same modules then serve client-side navigation.
 */
export async function resolveLazyRoutes(location: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** The browser's router; a server-rendered page hands over its loader data (main.tsx). */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
