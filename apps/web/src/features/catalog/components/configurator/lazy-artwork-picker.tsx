import { type ComponentProps, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../../../lib/when-idle';
import type { ArtworkPicker } from './artwork-picker';

type Picker = typeof ArtworkPicker;

/**
 * The configurator's artwork picker and its file preflight, fetched after the page is on screen:
 * they are only used once a visitor chooses files, so they stay out of the product page's first
 * load (docs/decisions/017-budgets.md). The server and the first browser render show the same
 * placeholder (its heading, the field's height), so hydration matches; the picker replaces it
 * once loaded.
 */
export function LazyArtworkPicker(props: ComponentProps<Picker>) {
  const { t } = useTranslation('catalog');
  const [Picker, setPicker] = useState<Picker>();

  useEffect(() => {
    let mounted = true;
    // Not in the task that runs hydration's effects: requesting the chunk and its preloads and
    // then evaluating it made that task tens of ms longer on a phone
    // (docs/decisions/039-hydration-cost.md).
    const cancel = whenIdle(() => {
      import('./artwork-picker').then(
        (module) => {
          if (mounted) setPicker(() => module.ArtworkPicker);
        },
        // Offline or a new deployment: the placeholder stays, the rest of the page works.
        () => {},
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, []);

  if (Picker) return <Picker {...props} />;
  return (
    <fieldset aria-busy="true" data-testid="artwork-placeholder">
      <legend className="mb-2 text-lg font-bold">{t('files.legend')}</legend>
      <div className="h-24 rounded-md bg-slate-50" />
    </fieldset>
  );
}
