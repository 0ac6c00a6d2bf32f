import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateAddress } from '../api/addresses';
import { type AddressForm, AddressFormSchema } from '../schemas';
import { SubmitButton } from './auth-card';
import { PhoneField, TextAreaField, TextField } from './form-field';
import { ErrorLines } from './messages';

const EMPTY: AddressForm = { type: '1', label: '', details: '', phone: '' };

/** 'Add New Address': a large modal without a footer (spec §2), type, label, details and phone. */
export function AddAddressDialog({ onAdded }: { onAdded: (message: string | undefined) => void }) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  const create = useCreateAddress();
  const form = useForm<AddressForm>({
    resolver: zodResolver(AddressFormSchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, type: values.type === '2' ? 2 : 1 },
      {
        onSuccess: (envelope) => {
          onAdded(envelope.message);
          setOpen(false);
          form.reset(EMPTY);
        },
      },
    ),
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <Dialog.Trigger className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('address.add')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,48rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:p-8"
        >
          <div className="mb-6 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{t('address.addTitle')}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 hover:bg-slate-100"
              aria-label={t('common:actions.close')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
              >
                <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-semibold text-slate-800">{t('address.type')}</legend>
              <div className="mt-2 flex gap-3">
                {(['1', '2'] as const).map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      value={value}
                      className="accent-brand-700"
                      {...form.register('type')}
                    />
                    {t(value === '1' ? 'address.home' : 'address.work')}
                  </label>
                ))}
              </div>
              {errors.type?.message && (
                <p className="mt-1 text-sm font-medium text-red-700">{t(errors.type.message)}</p>
              )}
            </fieldset>
            <TextField
              label={t('address.label')}
              placeholder={t('address.labelPlaceholder')}
              error={errors.label?.message}
              {...form.register('label')}
            />
            <PhoneField label={t('form.phone')} error={errors.phone?.message} {...form.register('phone')} />
            <TextAreaField
              label={t('address.details')}
              rows={3}
              autoComplete="street-address"
              placeholder={t('address.detailsPlaceholder')}
              className="sm:col-span-2"
              error={errors.details?.message}
              {...form.register('details')}
            />
            <div className="space-y-3 sm:col-span-2">
              <ErrorLines error={create.error} />
              <div className="sm:max-w-60">
                <SubmitButton
                  disabled={!isValid}
                  pending={create.isPending}
                  pendingLabel={t('address.saving')}
                >
                  {t('address.save')}
                </SubmitButton>
              </div>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
