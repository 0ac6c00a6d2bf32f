import { BUSINESS } from '@shop/shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useHashScroll } from '../../../lib/use-hash-scroll';
import { usePageTitle } from '../../../lib/use-page-title';

/** Left-to-right isolate: keeps "+34 952 000 123" and addresses in order inside Arabic text. */
const ltr = (value: string) => `\u2066${value}\u2069`;

/** Business details every policy text may quote ({{tradingName}}, {{returnsEmail}}...). */
const BUSINESS_VALUES = {
  tradingName: ltr(BUSINESS.tradingName),
  brandName: ltr(BUSINESS.brandName),
  taxId: ltr(BUSINESS.taxId),
  address: ltr(`${BUSINESS.address.street}, ${BUSINESS.address.postalCode} ${BUSINESS.address.city}`),
  phone: ltr(BUSINESS.phone),
  generalEmail: ltr(BUSINESS.emails.general),
  returnsEmail: ltr(BUSINESS.emails.returns),
  salesEmail: ltr(BUSINESS.emails.sales),
  supportEmail: ltr(BUSINESS.emails.support),
};

export const POLICY_PAGES = [
  { ns: 'returns', to: paths.returns },
  { ns: 'privacy', to: paths.privacy },
  { ns: 'price-match', to: paths.priceMatch },
  { ns: 'delivery', to: paths.shipping },
  { ns: 'terms', to: paths.termsOfSale },
] as const;
export type PolicyNamespace = (typeof POLICY_PAGES)[number]['ns'];

type Section = Record<string, string>;

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Policy text is plain; e-mail addresses in it become links. */
function linkify(text: string): ReactNode {
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={part + String(i)} href={`mailto:${part}`} className="text-brand-700 underline" dir="ltr">
        {part}
      </a>
    ) : (
      <Fragment key={part + String(i)}>{part}</Fragment>
    ),
  );
}

type PolicyPageProps = {
  ns: PolicyNamespace;
  /** Extra values for the texts ({{freeOver}} on the delivery page). */
  values?: Record<string, string>;
  /** Content placed at the end of the section with this id (the rates table). */
  slots?: Record<string, ReactNode>;
};

/**
 * Renders a policy from its namespace: `title`, optional `effective`, `intro`, and `sections`,
 * each with a `heading` and items in order — `p…` paragraphs, `li…` bullet points, `note…`
 * highlighted notes. Every heading has an anchor; the page prints without header and footer.
 */
export function PolicyPage({ ns, values = {}, slots = {} }: PolicyPageProps) {
  const { t } = useTranslation([ns, 'policies']);
  const vars = { ...BUSINESS_VALUES, ...values };
  usePageTitle(t('title', { ns }), t('intro', { ...vars }));
  useHashScroll(true);
  const sections = t('sections', { ns, returnObjects: true }) as unknown as Record<string, Section>;
  const ids = typeof sections === 'object' && sections ? Object.keys(sections) : [];
  const text = (key: string) => t(key, { ...vars });

  return (
    <article className="policy mx-auto max-w-3xl px-4 py-10" data-testid={`policy-${ns}`}>
      <header>
        <h1 className="text-3xl font-black sm:text-4xl">{text('title')}</h1>
        {t('effective', { ns, defaultValue: '' }) ? (
          <p className="mt-2 font-semibold text-slate-600">{text('effective')}</p>
        ) : null}
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{linkify(text('intro'))}</p>
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
          >
            {t('policies:print')}
          </button>
        </div>
      </header>

      {ids.length > 2 ? (
        <nav aria-labelledby="policy-toc" className="mt-8 rounded-xl bg-slate-50 p-5 print:hidden">
          <h2 id="policy-toc" className="font-bold">
            {t('policies:onThisPage')}
          </h2>
          <ol className="mt-2 list-inside list-decimal space-y-1">
            {ids.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="text-brand-700 hover:underline">
                  {text(`sections.${id}.heading`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {ids.map((id) => {
        const keys = Object.keys(sections[id] ?? {}).filter((key) => key !== 'heading');
        const blocks: ReactNode[] = [];
        let bullets: string[] = [];
        const flush = () => {
          if (bullets.length === 0) return;
          const items = bullets;
          bullets = [];
          blocks.push(
            <ul key={`ul-${items[0]}`} className="my-3 list-disc space-y-1.5 ps-6">
              {items.map((key) => (
                <li key={key}>{linkify(text(`sections.${id}.${key}`))}</li>
              ))}
            </ul>,
          );
        };
        for (const key of keys) {
          if (key.startsWith('li')) {
            bullets.push(key);
            continue;
          }
          flush();
          const content = linkify(text(`sections.${id}.${key}`));
          blocks.push(
            key.startsWith('note') ? (
              <p
                key={key}
                className="my-3 rounded-lg border-s-4 border-accent-500 bg-amber-50 p-3 font-medium"
              >
                {content}
              </p>
            ) : (
              <p key={key} className="my-3 leading-relaxed">
                {content}
              </p>
            ),
          );
        }
        flush();
        return (
          <section key={id} aria-labelledby={id} className="mt-10">
            <h2 id={id} className="group scroll-mt-24 text-2xl font-bold">
              {text(`sections.${id}.heading`)}{' '}
              <a
                href={`#${id}`}
                className="text-slate-400 opacity-0 group-hover:opacity-100 focus:opacity-100 print:hidden"
                aria-label={t('policies:linkToSection', { section: text(`sections.${id}.heading`) })}
              >
                #
              </a>
            </h2>
            {blocks}
            {slots[id] ?? null}
          </section>
        );
      })}

      <nav aria-labelledby="policy-related" className="mt-14 border-t border-slate-200 pt-6 print:hidden">
        <h2 id="policy-related" className="font-bold">
          {t('policies:related')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {POLICY_PAGES.filter((page) => page.ns !== ns).map((page) => (
            <li key={page.ns}>
              <Link to={page.to} className="text-brand-700 hover:underline">
                {t(`policies:names.${page.ns}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.contact} className="text-brand-700 hover:underline">
              {t('policies:contact')}
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
