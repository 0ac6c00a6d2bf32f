import { languageOf } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { saveSession } from '../../../lib/session';
import { type SocialProvider, useSocialLogin } from '../api/auth';
import { useProviders } from '../api/get-providers';
import { ErrorLines, SuccessMessage } from './messages';

type GoogleId = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
};
declare global {
  interface Window {
    google?: GoogleId;
    FB?: FacebookSdk;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Loads a provider's SDK once, only when its button is shown (never for guests of other pages). */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

function GoogleButton({ clientId, onToken }: { clientId: string; onToken: (token: string) => void }) {
  const { t } = useTranslation('accounts');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const callback = useRef(onToken);
  callback.current = onToken;
  useEffect(() => {
    let cancelled = false;
    loadScript('https://accounts.google.com/gsi/client').then(
      () => {
        const google = window.google;
        if (cancelled || !google || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => response.credential && callback.current(response.credential),
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          locale: currentLang(),
          width: 300,
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  if (failed)
    return <p className="text-sm text-slate-500">{t('social.unavailable', { provider: 'Google' })}</p>;
  return <div ref={container} className="flex min-h-10 justify-center" data-testid="google-button" />;
}

function FacebookButton({ appId, onToken }: { appId: string; onToken: (token: string) => void }) {
  const { t } = useTranslation('accounts');
  const [failed, setFailed] = useState(false);
  const locale = languageOf(currentLang()).ogLocale;
  async function signIn() {
    try {
      await loadScript(`https://connect.facebook.net/${locale}/sdk.js`);
    } catch {
      setFailed(true);
      return;
    }
    const fb = window.FB;
    if (!fb) return setFailed(true);
    fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
    fb.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) onToken(token);
      },
      { scope: 'email' },
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={signIn}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-[#1877f2] px-4 py-2.5 font-semibold text-white hover:bg-[#166fe5]"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
        </svg>
        {t('social.facebook')}
      </button>
      {failed && (
        <p className="mt-1 text-sm text-slate-500">{t('social.unavailable', { provider: 'Facebook' })}</p>
      )}
    </div>
  );
}

/**
 * Google and Facebook sign-in, shown only when the server has them configured
 * (GET /api/auth/providers). On success: store the session and reload after 0.5 s
 * (docs/product.md#client-behaviour).
 */
export function SocialButtons({ next }: { next: string }) {
  const { t } = useTranslation('accounts');
  const providers = useProviders();
  const social = useSocialLogin();
  const google = providers.data?.google;
  const facebook = providers.data?.facebook;
  if (!google?.enabled && !facebook?.enabled) return null;

  const onToken = (provider: SocialProvider) => (token: string) =>
    social.mutate(
      { provider, token },
      {
        onSuccess: (envelope) => {
          if (!envelope.data) return;
          saveSession(envelope.data.id);
          setTimeout(() => window.location.assign(next), 500);
        },
      },
    );

  return (
    <div className="mt-6">
      <p className="relative text-center text-sm text-slate-500 before:absolute before:inset-x-0 before:top-1/2 before:border-t before:border-slate-200">
        <span className="relative bg-white px-2">{t('social.or')}</span>
      </p>
      <div className="mt-4 space-y-3">
        {google?.enabled && google.clientId && (
          <GoogleButton clientId={google.clientId} onToken={onToken('google')} />
        )}
        {facebook?.enabled && facebook.appId && (
          <FacebookButton appId={facebook.appId} onToken={onToken('facebook')} />
        )}
      </div>
      <div className="mt-3 space-y-2">
        <ErrorLines error={social.error} />
        <SuccessMessage>{social.data?.message}</SuccessMessage>
      </div>
    </div>
  );
}
