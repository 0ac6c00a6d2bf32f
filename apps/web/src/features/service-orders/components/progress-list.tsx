import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { progressSteps } from '../lib/status';

/** Spec: statuses 4–8 as a progress list, shown up to the step reached. */
export function ProgressList({ reached }: { reached: number }) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  const steps = progressSteps(reached);
  return (
    <ol className="space-y-3" data-testid="progress-list" aria-label={t('progress.label')}>
      {steps.map((step, index) => {
        const done = step.state !== 'upcoming';
        return (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            className="flex items-center gap-3"
          >
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                step.state === 'current'
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : done
                    ? 'border-brand-700 bg-white text-brand-700'
                    : 'border-slate-300 bg-white text-slate-400'
              }`}
            >
              {done ? '✓' : formatNumber(index + 1, lang)}
            </span>
            <span className={done ? 'font-semibold text-slate-900' : 'text-slate-500'}>
              {t(step.labelKey)}
              <span className="sr-only"> ({t(`progress.${step.state}`)})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
