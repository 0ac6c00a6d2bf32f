/** Builds the storefront (browser and server bundles) when either is missing or older than its sources. */
export function ensureWebBuild(): void;
