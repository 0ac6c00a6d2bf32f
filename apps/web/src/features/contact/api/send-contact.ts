import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/contacts payload (docs/product.md#api-calls); `website` is the honeypot and stays
 * empty.
 */
export type ContactPayload = { name: string; phone: string; email: string; message: string; website: string };

/** Sent as multipart, as the spec's client does; the API also takes JSON. */
export async function sendContact(payload: ContactPayload): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) form.append(key, value);
  const envelope = await apiRequest<unknown>('/contacts', { method: 'POST', body: form });
  return envelope.message ?? '';
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
