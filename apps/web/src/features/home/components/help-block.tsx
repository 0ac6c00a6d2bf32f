import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

/**
 * "Need our help" block with Contact Us and WhatsApp links (docs/product.md#screens-and-routes).
 */
export function HelpBlock({ whatsappUrl }: { whatsappUrl: string }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="help-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-col gap-6 rounded-2xl bg-brand-700 p-8 text-white md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="help-heading" className="text-2xl font-bold">
            {t('help.heading')}
          </h2>
          <p className="mt-2 max-w-xl text-brand-50">{t('help.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.contact} variant="accent">
            {t('help.contact')}
          </ButtonLink>
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md bg-[#16733c] px-4 py-2 font-semibold text-white hover:bg-[#115c30]"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.1-.2z" />
            </svg>
            {t('help.whatsapp')}
          </a>
        </div>
      </div>
    </section>
  );
}
