/**
 * Every storefront URL in one place (docs/product.md#screens-and-routes). Routes match
 * case-insensitively.
 */
export const paths = {
  home: '/home',
  testProduct: '/testproduct',
  contact: '/contact',
  privacy: '/PrivacyPolicy',
  shipping: '/ShippingPolicy',
  priceMatch: '/PriceMatch',
  termsOfSale: '/TermsConditions',
  returns: '/Terms',
  services: '/services',
  serviceCategory: (id: number | string) => `/services/${id}`,
  service: (categoryId: number | string, serviceId: number | string) =>
    `/services/${categoryId}/${serviceId}`,
  serviceOrder: (categoryId: number | string, serviceId: number | string, subId: number | string) =>
    `/services/${categoryId}/${serviceId}/${subId}`,
  products: '/products',
  productCategory: (id: number | string) => `/products/${id}`,
  product: (categoryId: number | string, productId: number | string) =>
    `/products/${categoryId}/${productId}`,
  /** The search results page; an empty text opens it without a search. */
  search: (text = '') => (text.trim() ? `/search?q=${encodeURIComponent(text.trim())}` : '/search'),
  cart: '/cart',
  login: '/login',
  logout: '/logout',
  signUp: '/signUp',
  signUpCode: '/signUp/enterCode',
  forgotPassword: '/forgetPass',
  forgotPasswordCode: '/forgetPass/enterCode',
  resetPassword: '/forgetPass/enterCode/ResetPass',
  profile: '/profile',
  /** The undo link of an e-mail change, mailed to the old address (its token in the fragment). */
  undoEmail: '/undo-email',
  payment: '/payment',
  address: '/address',
  currentOrders: '/currentOrders',
  orderStatus: (status: number, orderId: number) => `/currentOrders/status?n1=${status}&n2=${orderId}`,
  finishedServices: '/finishedServices',
  currentProducts: '/currentProducts',
  productOrderStatus: (status: number, orderId: number) =>
    `/currentProducts/proStatus?n1=${status}&n2=${orderId}`,
  finishedProducts: '/finishedPRoducts',
  pastServices: '/pastServices',
  pastProducts: '/pastProducts',
  waitingForPayment: (id: number | string) => `/waitingForPayment/${id}`,
  waitingForApprove: '/waitingForApprove',
  processing: (id: number | string) => `/processing/${id}`,
  trackOrder: (status: number | string, code: string) => `/trackOrder/${status}/${code}`,
} as const;
