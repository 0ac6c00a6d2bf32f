import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { AuthCard } from '../features/accounts/components/auth-card';
import { CodeForm } from '../features/accounts/components/code-form';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { usePageTitle } from '../lib/use-page-title';

/** /signUp/enterCode: the code from the sign-up e-mail activates the account, then /login. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('signUpCode.title'));
  const later = useDelayedNavigate();
  return (
    <AuthCard title={t('signUpCode.title')} intro={t('signUpCode.intro')}>
      <CodeForm
        purpose="register"
        submitLabel={t('signUpCode.submit')}
        onVerified={(data) =>
          // The login page confirms the activation and says what comes next (issue 27).
          later(`${paths.login}?email=${encodeURIComponent(data.email)}`, 1000, {
            replace: true,
            state: { activated: true },
          })
        }
      />
    </AuthCard>
  );
}
