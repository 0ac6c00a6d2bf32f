import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BilingualInput,
  BilingualList,
  CheckboxInput,
  NumberInput,
  SelectInput,
} from '../../components/form';
import { Button, Card } from '../../components/ui';
import { emptyList, emptyText } from '../../lib/api';
import { ArtworkCard } from './artwork-fields';

/** A product's pricing, size and quantity limits, and delivery (cards a service has not). */
export function ProductPricingCards() {
  const { t } = useTranslation('admin');
  const form = useFormContext();
  const breaks = useFieldArray({ control: form.control, name: 'quantity_breaks', keyName: 'key' });
  const mode = form.watch('pricing_mode');
  return (
    <>
      <Card title={t('products.pricing')}>
        <div className="space-y-4">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <SelectInput
              label={t('products.pricingMode')}
              name="pricing_mode"
              options={[
                { value: 'per_m2', label: t('products.modes.per_m2') },
                { value: 'per_item', label: t('products.modes.per_item') },
              ]}
            />
            <NumberInput
              label={mode === 'per_item' ? t('products.basePricePerItem') : t('products.basePricePerM2')}
              name="base_price"
              step="0.01"
              min="0"
            />
            <NumberInput
              label={t('products.minCharge')}
              name="min_charge"
              step="0.01"
              min="0"
              hint={t('products.minChargeHint')}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-bold">{t('products.breaks')}</legend>
            <p className="text-xs text-slate-600">{t('products.breaksHint')}</p>
            <ul className="mt-2 space-y-2">
              {breaks.fields.map((field, i) => (
                <li
                  key={field.key}
                  className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2"
                >
                  <NumberInput
                    label={t('products.breakMin')}
                    name={`quantity_breaks.${i}.min_quantity`}
                    min="2"
                  />
                  <NumberInput
                    label={t('products.breakPercent')}
                    name={`quantity_breaks.${i}.discount_percent`}
                    step="0.01"
                    min="0"
                    max="100"
                  />
                  <Button
                    variant="ghost"
                    small
                    onClick={() => breaks.remove(i)}
                    aria-label={t('products.removeBreak', { n: i + 1 })}
                  >
                    {t('actions.remove')}
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              small
              className="mt-2"
              onClick={() => breaks.append({ min_quantity: null as never, discount_percent: null as never })}
            >
              {t('products.addBreak')}
            </Button>
          </fieldset>
        </div>
      </Card>

      <Card title={t('products.limits')}>
        <p className="mb-3 text-xs text-slate-600">{t('products.sizesHint')}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <NumberInput label={t('products.minWidth')} name="min_width" />
          <NumberInput label={t('products.maxWidth')} name="max_width" />
          <NumberInput label={t('products.defWidth')} name="def_width" />
          <NumberInput label={t('products.minHeight')} name="min_height" />
          <NumberInput label={t('products.maxHeight')} name="max_height" />
          <NumberInput label={t('products.defHeight')} name="def_height" />
          <NumberInput label={t('products.minQ')} name="min_q" />
          <NumberInput label={t('products.maxQ')} name="max_q" />
          <NumberInput label={t('products.fileLimit')} name="file_limit" />
        </div>
        <CheckboxInput label={t('products.weldable')} name="weldable" hint={t('products.weldableHint')} />
        <CheckboxInput
          label={t('products.needsProof')}
          name="needs_proof"
          hint={t('products.needsProofHint')}
        />
      </Card>

      <Card title={t('products.delivery')}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <NumberInput label={t('products.turnaround')} name="turnaround_days" />
          <NumberInput label={t('products.weight')} name="weight_grams" hint={t('products.weightHint')} />
        </div>
        <CheckboxInput label={t('products.large')} name="large" hint={t('products.largeHint')} />
      </Card>

      <ArtworkCard />
    </>
  );
}

/** A product's headers (title, text and lines each, in order) and its footer. */
export function ProductHeadersCard() {
  const { t } = useTranslation('admin');
  const form = useFormContext();
  const headers = useFieldArray({ control: form.control, name: 'headers', keyName: 'key' });
  return (
    <Card title={t('products.headers')}>
      <ul className="space-y-4">
        {headers.fields.map((field, i) => (
          <li key={field.key} className="space-y-3 rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-bold">{t('products.headerN', { n: i + 1 })}</h3>
              <div className="flex gap-1">
                <Button variant="ghost" small disabled={i === 0} onClick={() => headers.move(i, i - 1)}>
                  {t('actions.moveUp')}
                </Button>
                <Button
                  variant="ghost"
                  small
                  disabled={i === headers.fields.length - 1}
                  onClick={() => headers.move(i, i + 1)}
                >
                  {t('actions.moveDown')}
                </Button>
                <Button variant="ghost" small onClick={() => headers.remove(i)}>
                  {t('actions.remove')}
                </Button>
              </div>
            </div>
            <BilingualInput label={t('products.headerTitle')} name={`headers.${i}.title`} />
            <BilingualInput label={t('fields.description')} name={`headers.${i}.description`} multiline />
            <BilingualList label={t('products.headerLines')} name={`headers.${i}.lines`} />
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        small
        className="mt-3"
        onClick={() =>
          headers.append({
            title: emptyText(),
            description: emptyText(),
            lines: emptyList(),
          } as never)
        }
      >
        {t('products.addHeader')}
      </Button>
      <div className="mt-4">
        <BilingualInput label={t('products.footer')} name="footer" multiline />
      </div>
    </Card>
  );
}
