import { useTranslation } from 'react-i18next';
import type { EstimateParams } from '../../api/get-estimate';
import type { Product } from '../../api/types';
import { hasTemplate, templateUrl } from '../../lib/template-url';

/**
 * "Download template" for the size and options as configured: two plain links (PDF, SVG) whose
 * address follows the configuration, in the deferred chunk (no script on the first load).
 * While the size is invalid they are shown disabled.
 */
export function TemplateLinks({
  product,
  params,
  lang,
}: {
  product: Product;
  params: EstimateParams | null;
  lang: string;
}) {
  const { t } = useTranslation('product-extras');
  if (!hasTemplate(product)) return null;
  const link =
    'inline-flex min-h-10 items-center justify-center rounded-md px-2 py-2 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50';
  return (
    <section aria-labelledby="template-links-title" className="space-y-1" data-testid="template-links">
      <h2 id="template-links-title" className="text-sm font-semibold text-slate-800">
        {t('template.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('template.help')}</p>
      {params ? (
        <div className="flex flex-wrap gap-x-3">
          <a
            href={templateUrl(params, lang, 'pdf')}
            download
            className={link}
            data-testid="download-template"
          >
            {t('template.pdf')}
          </a>
          <a
            href={templateUrl(params, lang, 'svg')}
            download
            className={link}
            data-testid="download-template-svg"
          >
            {t('template.svg')}
          </a>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('template.fixSize')}</p>
      )}
    </section>
  );
}
