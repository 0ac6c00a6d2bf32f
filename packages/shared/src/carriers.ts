/**
 * Couriers and their tracking links (docs/admin-api.md#carriers). A carrier's tracking URL is
 * an https address with `{tracking}` where the number goes; a tracking number is letters,
 * digits and dashes, so it never needs more than URL encoding to be safe in a link.
 */
export const TRACKING_PLACEHOLDER = '{tracking}';
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
/** At most this many parcels (tracking numbers) per dispatch. */
export const MAX_TRACKING_NUMBERS = 10;

export function isTrackingUrlPattern(value: string): boolean {
  if (!value.includes(TRACKING_PLACEHOLDER)) return false;
  try {
    const url = new URL(value.replaceAll(TRACKING_PLACEHOLDER, 'X'));
    return url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The carrier's public tracking page of one parcel. */
export function trackingLink(pattern: string, tracking: string): string {
  return pattern.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(tracking));
}
