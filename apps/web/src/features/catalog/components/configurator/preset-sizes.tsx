import type { PresetSize } from '@shop/shared/pricing';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../i18n';
import { formatSize } from '../../../../lib/format';

/**
 * Common formats within the product's limits as toggle buttons: one press fills width and
 * height. The one matching the typed size shows as pressed.
 */
export function PresetSizes({
  presets,
  width,
  height,
  onChoose,
}: {
  presets: PresetSize[];
  width: string;
  height: string;
  onChoose: (preset: PresetSize) => void;
}) {
  const { t } = useTranslation('catalog');
  const lang = currentLang();
  if (presets.length === 0) return null;
  return (
    <fieldset className="mb-3" data-testid="preset-sizes">
      <legend className="mb-1 text-sm font-semibold text-slate-700">{t('presets.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {presets.map((preset) => {
          const pressed = width === String(preset.width) && height === String(preset.height);
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoose(preset)}
              className="min-h-9 rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:font-semibold"
              data-preset={preset.id}
            >
              {t('presets.label', {
                name: t(`presets.name.${preset.id}`),
                size: formatSize(preset.width, preset.height, lang),
              })}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
