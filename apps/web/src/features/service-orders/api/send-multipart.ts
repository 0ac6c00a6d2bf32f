import type { ErrorCode } from '@shop/shared';
import { currentLang } from '../../../i18n';
import { ApiError, type Envelope } from '../../../lib/api-client';
import { clearSession, getSession } from '../../../lib/session';
import { buildMultipart, fileProgress, type MultipartFile } from '../lib/multipart';

export type UploadInput = {
  /** Under /api, e.g. `/orders`. */
  path: string;
  fields: Record<string, string>;
  files: MultipartFile[];
  /** Each file's share sent so far (0…1), in the order given. */
  onProgress?: (perFile: number[]) => void;
  signal?: AbortSignal;
};

/**
 * POSTs a multipart form with XMLHttpRequest, because fetch() reports no upload progress.
 * Same headers and envelope handling as `lib/api-client.ts`: lang, the session cookie, ApiError on
 * failure, sign-out on a rejected session.
 */
export function sendMultipart<T>({
  path,
  fields,
  files,
  onProgress,
  signal,
}: UploadInput): Promise<Envelope<T>> {
  const body = buildMultipart(fields, files);
  const session = getSession();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('lang', currentLang());
    xhr.setRequestHeader('content-type', body.contentType);
    xhr.responseType = 'text';

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    if (onProgress) {
      onProgress(fileProgress(0, body.fileRanges));
      xhr.upload.onprogress = (event) => onProgress(fileProgress(event.loaded, body.fileRanges));
      xhr.upload.onload = () => onProgress(fileProgress(body.size, body.fileRanges));
    }
    xhr.onload = () => {
      done();
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && envelope && envelope.status !== false) {
        resolve(envelope);
        return;
      }
      if (xhr.status === 401 && session) clearSession();
      reject(
        new ApiError(
          xhr.status,
          (envelope?.code ?? 'internal_error') as ErrorCode,
          envelope?.message ?? xhr.statusText,
          envelope?.errors ?? [],
        ),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'network_error', 'Network error'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.send(new Blob(body.parts));
  });
}
