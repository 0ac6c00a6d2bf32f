/** The signed fields Redsys appends to the customer's return address (URLOK / URLKO). */
const SIGNED_FIELDS = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const;

/**
 * Hands the bank's signed answer, carried on the return address, to the shop's notification
 * endpoint (POST /api/payments/redsys/notification, which checks its signature like the bank's
 * own server-to-server notification). That notification is the primary path; this one covers a
 * notification lost on the way (the shop down, a network fault), so a customer who comes back
 * is never left with money taken and no order. A repeated answer changes nothing on the server.
 * Resolves whatever happens: the page then follows the payment as usual.
 */
export async function forwardBankAnswer(params: URLSearchParams): Promise<boolean> {
  if (!SIGNED_FIELDS.every((name) => params.get(name))) return false;
  const body = new URLSearchParams();
  for (const name of SIGNED_FIELDS) body.set(name, params.get(name) as string);
  try {
    const response = await fetch('/api/payments/redsys/notification', { method: 'POST', body });
    return response.ok;
  } catch {
    return false;
  }
}
