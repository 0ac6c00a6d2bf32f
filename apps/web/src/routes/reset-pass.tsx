import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { useResetPassword } from '../features/accounts/api/auth';
import { AuthCard, MutationSubmitButton } from '../features/accounts/components/auth-card';
import { EmailField, PasswordField } from '../features/accounts/components/form-field';
import { ErrorLines, SuccessMessage } from '../features/accounts/components/messages';
import { forgetResetToken, readResetToken } from '../features/accounts/reset-token';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '../features/accounts/schemas';
import { clearSession } from '../lib/session';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { usePageTitle } from '../lib/use-page-title';

/** /forgetPass/enterCode/ResetPass: e-mail, new password, repeat; then /login. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('reset.title'));
  const [params] = useSearchParams();
  const [proof] = useState(readResetToken);
  const reset = useResetPassword();
  const queryClient = useQueryClient();
  const later = useDelayedNavigate();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'all',
    defaultValues: {
      email: proof?.email ?? params.get('email') ?? '',
      newPassword: '',
      password_confirmation: '',
    },
  });
  const { errors, isValid } = form.formState;

  if (!proof) {
    return (
      <AuthCard title={t('reset.title')}>
        <p role="alert" className="text-slate-700">
          {t('reset.noCode')}
        </p>
        <Link
          to={paths.forgotPassword}
          className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('reset.askForCode')}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { ...values, email: values.email.trim(), resetToken: proof.token },
      {
        onSuccess: () => {
          forgetResetToken();
          // Every session of the account was signed out by the reset.
          clearSession();
          queryClient.clear();
          later(`${paths.login}?email=${encodeURIComponent(values.email.trim())}`, 1000, { replace: true });
        },
      },
    ),
  );

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField
          label={t('form.email')}
          autoComplete="username"
          readOnly
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label={t('form.newPassword')}
          autoComplete="new-password"
          hint={t('form.passwordHint')}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('form.repeatPassword')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <ErrorLines error={reset.error} />
        {reset.isError && (
          <Link to={paths.forgotPassword} className="block font-semibold text-brand-700 underline">
            {t('reset.askForCode')}
          </Link>
        )}
        <SuccessMessage>{reset.isSuccess ? reset.data.message : null}</SuccessMessage>
        <MutationSubmitButton mutation={reset} isValid={isValid} pendingLabel={t('reset.pending')}>
          {t('reset.submit')}
        </MutationSubmitButton>
      </form>
    </AuthCard>
  );
}
