import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** The lines to show for a failed call: the API's errors[], else its message. */
export function errorLines(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.code !== 'network_error') {
    if (error.status >= 500) return [fallback];
    return error.errors.length > 0 ? error.errors : [error.message];
  }
  return [fallback];
}

/** docs/product.md#error-messages: each entry of errors[] as a red line prefixed '*'. */
export function ErrorLines({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  const lines = errorLines(error, t('errors.generic'));
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-700">
      {title && <p className="font-semibold">{title}</p>}
      <ul className="space-y-0.5">
        {lines.map((line) => (
          <li key={line}>* {line}</li>
        ))}
      </ul>
    </div>
  );
}

export function SuccessMessage({ children }: { children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-green-200 bg-green-50 px-3 py-2 font-medium text-green-800"
    >
      {children}
    </p>
  );
}

/** The state of a form's call (a react-query mutation) that the form reports back. */
export type MutationState = {
  error: unknown;
  isSuccess: boolean;
  isPending: boolean;
  data?: { message?: string | null } | undefined;
};

/** A call's error lines, then its success message once it succeeded. */
export function MutationMessages({ mutation, title }: { mutation: MutationState; title?: string }) {
  return (
    <>
      <ErrorLines error={mutation.error} title={title} />
      <SuccessMessage>{mutation.isSuccess ? mutation.data?.message : null}</SuccessMessage>
    </>
  );
}
