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

/**
 * The route table of docs/product.md#screens-and-routes. Each page is its own chunk (`lazy`), so
 * the first load carries only the shell. react-router matches paths case-insensitively, which makes
 * /Services, /services, /finishedPRoducts and /finishedProducts all work.
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

const signedInRoutes: RouteObject[] = [
  { path: 'profile', ...page(() => import('../routes/profile')) },
  { path: 'address', ...page(() => import('../routes/address')) },
  { path: 'payment', ...page(() => import('../routes/payment')) },
  { path: 'pastProducts', ...page(() => import('../routes/finished-products')) },
  { path: 'pastServices', ...page(() => import('../routes/past-services')) },
  { path: 'waitingForPayment/:id', ...page(() => import('../routes/waiting-for-payment')) },
  { path: 'waitingForApprove', ...page(() => import('../routes/waiting-for-approve')) },
  { path: 'trackOrder/:id/:id2', ...page(() => import('../routes/track-order')) },
  { path: 'processing/:id', ...page(() => import('../routes/processing')) },
  { path: 'currentOrders', ...page(() => import('../routes/current-orders')) },
  { path: 'currentOrders/status', ...page(() => import('../routes/current-orders-status')) },
  { path: 'currentProducts', ...page(() => import('../routes/current-products')) },
  { path: 'currentProducts/proStatus', ...page(() => import('../routes/product-order-status')) },
  // One path is enough: react-router matches /finishedPRoducts and /finishedProducts alike.
  { path: 'finishedPRoducts', ...page(() => import('../routes/finished-products')) },
  { path: 'finishedServices', ...page(() => import('../routes/finished-services')) },
];

export const routes: RouteObject[] = [
  // The staff back-office: one lazy chunk (apps/web/src/admin) with its own layout and routes.
  {
    path: '/admin/*',
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    ...page(() => import('../admin/app')),
  },
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy chunk loads (silences react-router's hydration warning).
    HydrateFallback: PageSpinner,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', ...page(() => import('../routes/home')) },
      { path: 'testproduct', ...page(() => import('../routes/test-product')) },
      { path: 'contact', ...page(() => import('../routes/contact')) },
      { path: 'PrivacyPolicy', ...page(() => import('../routes/privacy-policy')) },
      { path: 'ShippingPolicy', ...page(() => import('../routes/shipping-policy')) },
      { path: 'PriceMatch', ...page(() => import('../routes/price-match')) },
      { path: 'TermsConditions', ...page(() => import('../routes/terms-conditions')) },
      { path: 'Terms', ...page(() => import('../routes/returns-policy')) },
      { path: 'services', ...page(() => import('../routes/services')) },
      { path: 'services/:id', ...page(() => import('../routes/service-category')) },
      { path: 'services/:id/:id2', ...page(() => import('../routes/service')) },
      { path: 'services/:id/:id2/:id3', ...page(() => import('../routes/service-order')) },
      { path: 'products', ...page(() => import('../routes/products')) },
      { path: 'products/:id', ...page(() => import('../routes/product-category')) },
      { path: 'products/:id/:id2', ...page(() => import('../routes/product')) },
      { path: 'search', ...page(() => import('../routes/search')) },
      { path: 'cart', ...page(() => import('../routes/cart')) },
      { path: 'login', ...page(() => import('../routes/login')) },
      { path: 'logout', ...page(() => import('../routes/logout')) },
      { path: 'signUp', ...page(() => import('../routes/sign-up')) },
      { path: 'signUp/enterCode', ...page(() => import('../routes/sign-up-code')) },
      { path: 'forgetPass', ...page(() => import('../routes/forget-pass')) },
      { path: 'forgetPass/enterCode', ...page(() => import('../routes/forget-pass-code')) },
      { path: 'forgetPass/enterCode/ResetPass', ...page(() => import('../routes/reset-pass')) },
      { path: 'undo-email', ...page(() => import('../routes/undo-email')) },
      { element: <RequireAuth />, children: signedInRoutes },
      { path: '*', ...page(() => import('../routes/not-found')) },
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
