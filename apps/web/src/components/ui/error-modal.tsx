import { lazy, Suspense, useEffect, useState } from 'react';
import { onUnexpectedError } from '../../lib/query-client';

// The dialog (radix) loads on the first unexpected error, so it is in no page's first load.
const ErrorDialog = lazy(() => import('./error-dialog'));

/** The spec's 'Error Occurred please try again later!' modal, opened by unexpected failures. */
export function ErrorModal() {
  const [open, setOpen] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(
    () =>
      onUnexpectedError(() => {
        setNeeded(true);
        setOpen(true);
      }),
    [],
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
