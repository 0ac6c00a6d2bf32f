import { BUSINESS, telUrl, whatsappUrl } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LAYOUT_NS } from '../../i18n';
import { useRenderTime } from '../../lib/render-clock';

const QUICK_LINKS = [
  { key: 'nav.home', to: paths.home },
  { key: 'nav.about', to: `${paths.home}#about` },
  { key: 'nav.services', to: paths.services },
  { key: 'nav.products', to: paths.products },
  { key: 'nav.advantages', to: `${paths.home}#advantages` },
  { key: 'nav.contact', to: paths.contact },
] as const;
const POLICY_LINKS = [
  { key: 'footer.returnPolicy', to: paths.returns },
  { key: 'footer.privacyPolicy', to: paths.privacy },
  { key: 'footer.priceMatch', to: paths.priceMatch },
  { key: 'footer.shippingPolicy', to: paths.shipping },
  { key: 'footer.termsOfSale', to: paths.termsOfSale },
] as const;
const HOUR_MS = 3_600_000;

/**
 * The year in Madrid at `instant`. Not Intl with a time zone: the first such formatter loads
 * ICU's zone data, about 50 ms on a phone in the middle of hydration
 * (docs/decisions/039-hydration-cost.md). A year starts in winter, when Madrid is UTC+1, so an
 * hour ahead of UTC is exact at the only moment that matters.
 */
export function madridYear(instant: Date): number {
  return new Date(instant.getTime() + HOUR_MS).getUTCFullYear();
}
const CONTACTS = ['general', 'returns', 'sales', 'support'] as const;

/** Every footer link is at least 32 px tall (WCAG 2.5.8 asks 24), easy to tap on a phone. */
const TAP_TARGET = 'inline-block py-1 hover:underline';

export function Footer() {
  const { t } = useTranslation(LAYOUT_NS);
  // The shop's year (Madrid), from the render's clock: the same on the server and while hydrating.
  const year = madridYear(useRenderTime());
  return (
    <footer className="mt-16 bg-brand-800 text-brand-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-lg font-bold text-white">
            <bdi>{BUSINESS.tradingName}</bdi>
          </h2>
          {/* Lines keep their own direction (bdi) and align to the page's start side. */}
          <address className="mt-3 text-start not-italic leading-relaxed">
            <span className="block">
              <bdi dir="ltr">{BUSINESS.address.street}</bdi>
            </span>
            <span className="block">
              <bdi dir="ltr">
                {BUSINESS.address.postalCode} {BUSINESS.address.city}
              </bdi>
              , {t('footer.spain', { ns: 'common' })}
            </span>
            <a href={telUrl(BUSINESS.phone)} className="mt-1 block w-fit py-1 hover:underline">
              <bdi dir="ltr">{BUSINESS.phone}</bdi>
            </a>
            <a
              href={whatsappUrl(BUSINESS.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="block w-fit py-1 hover:underline"
            >
              {t('footer.whatsapp')}
            </a>
          </address>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            {t('footer.contactUs')}
          </h2>
          <dl className="mt-2">
            {CONTACTS.map((kind) => (
              <div key={kind}>
                <dt className="inline font-semibold">{t(`footer.email.${kind}`)}: </dt>
                <dd className="inline">
                  <a href={`mailto:${BUSINESS.emails[kind]}`} className={TAP_TARGET} dir="ltr">
                    {BUSINESS.emails[kind]}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="text-lg font-bold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={TAP_TARGET}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="text-lg font-bold text-white">
            {t('footer.policies')}
          </h2>
          <ul className="mt-2">
            {POLICY_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={TAP_TARGET}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/15 py-4 text-center text-sm">
        © {year} <bdi>{BUSINESS.tradingName}</bdi> {t('footer.rights')}
      </p>
    </footer>
  );
}
