import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useRegister } from '../features/accounts/api/auth';
import { AuthCard, MutationSubmitButton } from '../features/accounts/components/auth-card';
import { EmailField, PasswordField, TextField } from '../features/accounts/components/form-field';
import { MutationMessages } from '../features/accounts/components/messages';
import { CallingCodePhoneField } from '../features/accounts/components/phone-picker';
import { type SignUpForm, SignUpFormSchema } from '../features/accounts/schemas';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { usePageTitle } from '../lib/use-page-title';

/** /signUp: name, e-mail, phone, password and its confirmation; then the e-mailed code. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('signUp.title'));
  const register = useRegister();
  const later = useDelayedNavigate();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(SignUpFormSchema),
    mode: 'all',
    defaultValues: { name: '', email: '', phone: '', password: '', password_confirmation: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () =>
        later(`${paths.signUpCode}?email=${encodeURIComponent(values.email.trim())}`, 1000, {
          state: { codeSent: true },
        }),
    }),
  );

  return (
    <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EmailField label={t('form.email')} error={errors.email?.message} {...form.register('email')} />
        {/* The calling code from a list, as on addresses and the profile: sent as `+34 600 123 456`. */}
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <CallingCodePhoneField
              label={t('form.phone')}
              error={errors.phone?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <PasswordField
          label={t('form.password')}
          autoComplete="new-password"
          hint={t('form.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={t('form.confirmPassword')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <MutationMessages mutation={register} title={t('signUp.failed')} />
        <MutationSubmitButton mutation={register} isValid={isValid} pendingLabel={t('signUp.pending')}>
          {t('signUp.submit')}
        </MutationSubmitButton>
      </form>
      <p className="mt-6 text-center text-slate-600">
        {t('signUp.haveAccount')}{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          {t('signUp.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
