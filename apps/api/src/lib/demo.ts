/**
 * Demo customers (db/seed-demo.ts) have addresses under `demo.invalid`: `.invalid` is reserved
 * (RFC 2606) and can never receive mail, so a demo order's status mails, codes and receipts are
 * dropped before they are queued (modules/jobs enqueueMail), whoever moves the order.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.invalid';

export function isDemoAddress(address: string): boolean {
  return address.trim().toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
}
