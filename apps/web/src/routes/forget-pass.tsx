import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useSendResetCode } from '../features/accounts/api/auth';
import { AuthCard, MutationSubmitButton } from '../features/accounts/components/auth-card';
import { EmailField } from '../features/accounts/components/form-field';
import { MutationMessages } from '../features/accounts/components/messages';
import { type EmailForm, EmailFormSchema } from '../features/accounts/schemas';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { usePageTitle } from '../lib/use-page-title';

/** /forgetPass: the address to send a reset code to. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('forgot.title'));
  const send = useSendResetCode();
  const later = useDelayedNavigate();
  const form = useForm<EmailForm>({
    resolver: zodResolver(EmailFormSchema),
    mode: 'all',
    defaultValues: { email: '' },
  });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(
      { email: values.email.trim() },
      {
        onSuccess: () =>
          later(`${paths.forgotPasswordCode}?email=${encodeURIComponent(values.email.trim())}`, 1000, {
            state: { codeSent: true },
          }),
      },
    ),
  );
  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField label={t('form.email')} error={errors.email?.message} {...form.register('email')} />
        <MutationMessages mutation={send} />
        <MutationSubmitButton mutation={send} isValid={isValid} pendingLabel={t('forgot.pending')}>
          {t('forgot.submit')}
        </MutationSubmitButton>
      </form>
      <p className="mt-6 text-center">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
