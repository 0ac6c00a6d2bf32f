import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { AuthCard } from '../features/accounts/components/auth-card';
import { CodeForm } from '../features/accounts/components/code-form';
import { rememberResetToken } from '../features/accounts/reset-token';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { usePageTitle } from '../lib/use-page-title';

/** /forgetPass/enterCode: the reset code is exchanged for a short-lived reset token. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('forgotCode.title'));
  const later = useDelayedNavigate();
  return (
    <AuthCard title={t('forgotCode.title')} intro={t('forgotCode.intro')}>
      <CodeForm
        purpose="reset"
        submitLabel={t('forgotCode.submit')}
        onVerified={(data) => {
          if (data.resetToken) rememberResetToken(data.email, data.resetToken);
          later(`${paths.resetPassword}?email=${encodeURIComponent(data.email)}`, 1000, { replace: true });
        }}
      />
    </AuthCard>
  );
}
