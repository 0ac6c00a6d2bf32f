/** Debounces and previews of docs/product.md#limits-and-timings. */
export const LIST_DEBOUNCE_MS = 500;
export const PRODUCTS_LIST_DEBOUNCE_MS = 2000;
export const SERVICE_PREVIEW_CHARS = 80;
export const PRODUCT_PREVIEW_CHARS = 70;
/** The configurator asks the server for the authoritative price this long after the last change. */
export const SUMMARY_DEBOUNCE_MS = 400;
