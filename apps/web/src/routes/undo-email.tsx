import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useUndoEmailChange } from '../features/accounts/api/auth';
import { AuthCard, MutationSubmitButton } from '../features/accounts/components/auth-card';
import { MutationMessages } from '../features/accounts/components/messages';
import { clearSession } from '../lib/session';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /undo-email#token=…: the link mailed to the old address after an e-mail change. The token
 * is in the fragment (never sent to a server, so never logged), and nothing happens until
 * the button is pressed: mail scanners open links too.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('undoEmail.title'));
  const queryClient = useQueryClient();
  const undo = useUndoEmailChange();
  const [token] = useState(() =>
    typeof window === 'undefined'
      ? ''
      : (new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''),
  );

  return (
    <AuthCard title={t('undoEmail.title')} intro={t(token ? 'undoEmail.intro' : 'undoEmail.missing')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          undo.mutate(
            { token },
            {
              onSuccess: () => {
                // The server ended every session of the account, this browser's included.
                clearSession();
                queryClient.clear();
              },
            },
          );
        }}
      >
        <MutationMessages mutation={undo} />
        {undo.isSuccess ? (
          <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline">
            {t('undoEmail.choosePassword')}
          </Link>
        ) : (
          <MutationSubmitButton mutation={undo} isValid={token !== ''} pendingLabel={t('undoEmail.pending')}>
            {t('undoEmail.button')}
          </MutationSubmitButton>
        )}
      </form>
    </AuthCard>
  );
}
