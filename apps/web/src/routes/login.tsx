import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { useLogin } from '../features/accounts/api/auth';
import { getUserQueryOptions } from '../features/accounts/api/get-user';
import { AuthCard, MutationSubmitButton } from '../features/accounts/components/auth-card';
import { EmailField, PasswordField } from '../features/accounts/components/form-field';
import { ErrorLines, SuccessMessage } from '../features/accounts/components/messages';
import { SocialButtons } from '../features/accounts/components/social-buttons';
import { safeNext } from '../features/accounts/safe-next';
import { type LoginForm, LoginFormSchema } from '../features/accounts/schemas';
import { ApiError } from '../lib/api-client';
import { getSession, saveSession } from '../lib/session';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Staff who sign in without a page to go back to land on the back-office (issue 27): the shop's
 * home has nothing for them. The user record (which the header's menu needs anyway) says who
 * is staff; if it cannot be read, the usual landing stands.
 */
async function landingAfterLogin(
  queryClient: QueryClient,
  userId: number,
  askedFor: string | null,
  fallback: string,
): Promise<string> {
  if (askedFor) return fallback;
  try {
    const user = await queryClient.fetchQuery(getUserQueryOptions(userId));
    return user.role === 'staff' ? '/admin' : fallback;
  } catch {
    return fallback;
  }
}

/** /login: e-mail and password, links to sign-up and forgotten password, social buttons. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('login.title'));
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const queryClient = useQueryClient();
  // docs/product.md#client-behaviour: login is skipped if a session already exists (checked once,
  // not after this login).
  const [alreadySignedIn] = useState(() => getSession() !== null);
  const login = useLogin();
  const later = useDelayedNavigate();
  const form = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    mode: 'all',
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const { errors, isValid } = form.formState;
  // Arriving from the sign-up code: the account was just activated (sign-up-code.tsx).
  const activated = (useLocation().state as { activated?: boolean } | null)?.activated === true;

  if (alreadySignedIn) return <Navigate to={next} replace />;

  const unconfirmed = login.error instanceof ApiError && login.error.status === 403;
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: async (envelope) => {
        if (!envelope.data) return;
        saveSession(envelope.data.id);
        later(await landingAfterLogin(queryClient, envelope.data.id, params.get('next'), next), 1000, {
          replace: true,
        });
      },
    }),
  );

  return (
    <AuthCard title={t('login.title')} intro={activated ? null : t('login.intro')}>
      {activated ? (
        <section
          role="status"
          aria-labelledby="activated-title"
          className="mb-6 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
          data-testid="arrival-confirmation"
        >
          <h2 id="activated-title" className="text-lg font-bold">
            {t('login.activated.title')}
          </h2>
          <p className="mt-1">{t('login.activated.next')}</p>
          <button
            type="button"
            onClick={() => form.setFocus('password')}
            className="mt-2 font-semibold text-green-900 underline"
          >
            {t('login.activated.link')}
          </button>
        </section>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField label={t('form.email')} error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          id="login-password"
          label={t('form.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <ErrorLines error={login.error} />
        {unconfirmed && (
          <Link
            to={`${paths.signUpCode}?email=${encodeURIComponent(form.getValues('email').trim())}`}
            state={{ codeSent: true }}
            className="block font-semibold text-brand-700 underline"
          >
            {t('login.enterCode')}
          </Link>
        )}
        <SuccessMessage>{login.isSuccess ? login.data.message : null}</SuccessMessage>
        <MutationSubmitButton mutation={login} isValid={isValid} pendingLabel={t('login.pending')}>
          {t('login.submit')}
        </MutationSubmitButton>
      </form>
      <SocialButtons next={next} />
      <p className="mt-6 text-center text-slate-600">
        {t('login.noAccount')}{' '}
        <Link to={paths.signUp} className="font-semibold text-brand-700 hover:underline">
          {t('login.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
