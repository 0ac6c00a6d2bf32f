import { currentLang } from '../i18n';
import { ApiError, type ApiOptions } from './api-client';
import { clearSession, getSession } from './session';

/**
 * Files behind the session (invoice PDFs, design files, CSV exports), fetched as blobs so a
 * refusal shows as a message in the page instead of an error page. The session cookie goes
 * with the request by itself. Empty query values are left out.
 */
export async function fetchBlob(
  path: string,
  { query = {}, accept, signal }: { query?: ApiOptions['query']; accept?: string; signal?: AbortSignal } = {},
): Promise<Blob> {
  const session = getSession();
  const headers: Record<string, string> = { ...(accept ? { accept } : {}), lang: currentLang() };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  let response: Response;
  try {
    response = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
      headers,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!response.ok) {
    // A rejected session signs the user out, as in api-client.
    if (response.status === 401 && session) clearSession();
    const body = (await response.json().catch(() => null)) as { code?: never; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? 'internal_error', body?.message ?? response.statusText);
  }
  return response.blob();
}

/** Hands a blob to the browser as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
