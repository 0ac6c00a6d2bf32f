import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangeEmail, useVerifyEmail } from '../api/update-user';
import { useCooldown } from '../hooks/use-cooldown';
import { type VerifyEmailForm, VerifyEmailFormSchema } from '../schemas';
import { RESEND_COOLDOWN_SECONDS } from './code-form';
import { TextField } from './form-field';
import { ErrorLines, SuccessMessage } from './messages';

/** A pending e-mail change: the code sent to the new address confirms it (POST /api/verify-email). */
export function EmailConfirm({
  userId,
  pendingEmail,
  onConfirmed,
}: {
  userId: number;
  pendingEmail: string;
  onConfirmed: (message: string | undefined) => void;
}) {
  const { t } = useTranslation('accounts');
  const verify = useVerifyEmail(userId);
  const resend = useChangeEmail(userId);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const form = useForm<VerifyEmailForm>({
    resolver: zodResolver(VerifyEmailFormSchema),
    mode: 'all',
    defaultValues: { otp: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(
      { email: pendingEmail, otp: values.otp.trim() },
      { onSuccess: (envelope) => onConfirmed(envelope.message) },
    ),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      aria-labelledby="email-confirm-title"
    >
      <h2 id="email-confirm-title" className="font-semibold text-slate-900">
        {t('profile.confirmEmailTitle')}
      </h2>
      <p className="text-slate-700">{t('profile.confirmEmailBody', { email: pendingEmail })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('form.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          dir="ltr"
          className="w-40"
          inputClass="tracking-[0.3em] font-mono"
          error={form.formState.errors.otp?.message}
          {...form.register('otp')}
        />
        <button
          type="submit"
          disabled={!form.formState.isValid || verify.isPending}
          className="mb-0.5 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {t('profile.confirmEmail')}
        </button>
        {cooldown.secondsLeft > 0 ? (
          <span className="mb-2 text-sm text-slate-500">
            {t('code.resendIn', { seconds: cooldown.secondsLeft })}
          </span>
        ) : (
          <button
            type="button"
            className="mb-2 text-sm font-semibold text-brand-700 underline"
            onClick={() =>
              resend.mutate(
                { email: pendingEmail },
                { onSettled: () => cooldown.start(RESEND_COOLDOWN_SECONDS) },
              )
            }
          >
            {t('code.resend')}
          </button>
        )}
      </div>
      <ErrorLines error={verify.error ?? resend.error} />
      <SuccessMessage>{resend.isSuccess ? resend.data.message : null}</SuccessMessage>
    </form>
  );
}
