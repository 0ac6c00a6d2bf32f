import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.to ?? `current-${item.label}`} className="flex items-center gap-1">
            {index > 0 ? (
              // No rotation in Arabic: "›" is a mirrored character, which the bidi algorithm
              // already draws as "‹" on a right-to-left line; turning it as well made it point back.
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            ) : null}
            {item.to ? (
              // At least 24 px tall to tap (WCAG 2.5.8), the text staying where it was.
              <Link to={item.to} className="inline-block py-1 hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
