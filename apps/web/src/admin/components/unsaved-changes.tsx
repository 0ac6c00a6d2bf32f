import { AlertDialog } from 'radix-ui';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { DialogShell } from './dialog-shell';
import { buttonClass } from './ui';

/**
 * Keeps unsaved edits from being lost: while `dirty`, a back-office link (the router's
 * navigation) asks first in a translated dialog (Stay is focused first; Escape stays), and
 * closing or reloading the tab gets the browser's own question (`beforeunload`).
 * `markClean()` lets the form's own navigation through right after it saved.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation('admin');
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const markClean = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  const blocked = blocker.state === 'blocked';
  const dialog = (
    <DialogShell
      alert
      size="small"
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      description={t('unsaved.body')}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <AlertDialog.Cancel className={buttonClass('secondary')}>{t('unsaved.stay')}</AlertDialog.Cancel>
        <AlertDialog.Action
          className={buttonClass('danger')}
          onClick={(event) => {
            // The dialog closes as the navigation goes on; radix's own close would reset it.
            event.preventDefault();
            if (blocker.state === 'blocked') blocker.proceed();
          }}
        >
          {t('unsaved.leave')}
        </AlertDialog.Action>
      </div>
    </DialogShell>
  );
  return { markClean, dialog };
}
