import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { type CodePurpose, useResendCode, useVerifyOtp, type VerifyOtpData } from '../api/auth';
import { useCooldown } from '../hooks/use-cooldown';
import { CodeFormSchema, type CodeForm as CodeFormValues } from '../schemas';
import { MutationSubmitButton } from './auth-card';
import { EmailField, TextField } from './form-field';
import { MutationMessages } from './messages';

export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * E-mail and six-digit code (spec: enterCode), with a resend link that waits a minute
 * between sends (the server refuses faster ones with 429 anyway).
 */
export function CodeForm({
  purpose,
  submitLabel,
  onVerified,
}: {
  purpose: CodePurpose;
  submitLabel: string;
  onVerified: (data: VerifyOtpData, message: string | undefined) => void;
}) {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const location = useLocation();
  const justSent = (location.state as { codeSent?: boolean } | null)?.codeSent === true;
  const cooldown = useCooldown(justSent ? RESEND_COOLDOWN_SECONDS : 0);
  const verify = useVerifyOtp();
  const resend = useResendCode();
  const form = useForm<CodeFormValues>({
    resolver: zodResolver(CodeFormSchema),
    mode: 'all',
    defaultValues: { email: params.get('email') ?? '', otp: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(
      { email: values.email.trim(), otp: values.otp.trim(), purpose },
      { onSuccess: (envelope) => envelope.data && onVerified(envelope.data, envelope.message) },
    ),
  );

  async function onResend() {
    const valid = await form.trigger('email');
    if (!valid) return;
    resend.reset();
    resend.mutate(
      { email: form.getValues('email').trim(), purpose },
      { onSettled: () => cooldown.start(RESEND_COOLDOWN_SECONDS) },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmailField label={t('form.email')} error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('form.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        dir="ltr"
        hint={t('form.codeHint')}
        inputClass="tracking-[0.4em] font-mono text-lg"
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      <div className="text-sm" aria-live="polite">
        {cooldown.secondsLeft > 0 ? (
          <span className="text-slate-500">{t('code.resendIn', { seconds: cooldown.secondsLeft })}</span>
        ) : (
          <button
            type="button"
            onClick={onResend}
            disabled={resend.isPending}
            className="font-semibold text-brand-700 underline hover:text-brand-800 disabled:opacity-60"
          >
            {t('code.resend')}
          </button>
        )}
      </div>
      <MutationMessages mutation={resend} />
      <MutationMessages mutation={verify} />
      <MutationSubmitButton mutation={verify} isValid={isValid} pendingLabel={t('code.pending')}>
        {submitLabel}
      </MutationSubmitButton>
    </form>
  );
}
