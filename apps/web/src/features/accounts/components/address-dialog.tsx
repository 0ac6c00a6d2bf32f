import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';
import type { Address } from '../../../lib/addresses';
import { useCreateAddress, useUpdateAddress } from '../api/addresses';
import { type AddressForm, AddressFormSchema } from '../schemas';
import { SubmitButton } from './auth-card';
import { TextField } from './form-field';
import { ErrorLines } from './messages';
import { CallingCodePhoneField } from './phone-picker';
import { PostalFields } from './postal-fields';

const EMPTY: AddressForm = {
  type: '1',
  label: '',
  contact_name: '',
  company: '',
  street: '',
  postcode: '',
  city: '',
  province: '',
  country: 'ES',
  phone: '+34 ',
};

/** The form's values for an existing address (one saved as free text starts with its text as the street). */
function valuesOf(address: Address): AddressForm {
  return {
    type: address.type === 2 ? '2' : '1',
    label: address.label,
    contact_name: address.contact_name,
    company: address.company,
    street: address.street || address.details,
    postcode: address.postcode,
    city: address.city,
    province: address.province,
    country: address.country ?? '',
    phone: address.phone,
  };
}

/** 'Add New Address': a large modal without a footer (docs/product.md#screens-and-routes). */
export function AddAddressDialog({ onAdded }: { onAdded: (message: string | undefined) => void }) {
  return <AddressDialog onSaved={onAdded} />;
}

/**
 * Adds an address, or edits `address`: type, label, contact name, company, street, postcode,
 * city, province, country and a phone with its country calling code.
 */
export function AddressDialog({
  address,
  onSaved,
}: {
  address?: Address;
  onSaved: (message: string | undefined) => void;
}) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  const create = useCreateAddress();
  const update = useUpdateAddress(address?.id ?? 0);
  const save = address ? update : create;
  const initial = address ? valuesOf(address) : EMPTY;
  const form = useForm<AddressForm>({
    resolver: zodResolver(AddressFormSchema),
    mode: 'all',
    defaultValues: initial,
  });
  const { errors, isValid } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const title = address ? t('address.editTitle', { label: address.label }) : t('address.addTitle');

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, type: values.type === '2' ? 2 : 1 },
      {
        onSuccess: (envelope) => {
          onSaved(envelope.message);
          setOpen(false);
          form.reset(address ? values : EMPTY);
        },
      },
    ),
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(address ? valuesOf(address) : EMPTY);
        else save.reset();
      }}
    >
      {address ? (
        <Dialog.Trigger
          className="rounded-md px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={t('address.editLabel', { label: address.label })}
        >
          {t('address.edit')}
        </Dialog.Trigger>
      ) : (
        <Dialog.Trigger className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('address.add')}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,48rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:p-8"
        >
          <DialogTitleBar title={title} className="mb-6" />
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
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <CallingCodePhoneField
                  label={t('form.phone')}
                  hint={t('address.phoneHint')}
                  error={errors.phone?.message}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  country={country}
                />
              )}
            />
            <TextField
              label={t('address.contactName')}
              autoComplete="section-shipping shipping name"
              error={errors.contact_name?.message}
              {...form.register('contact_name')}
            />
            <TextField
              label={t('address.company')}
              autoComplete="section-shipping shipping organization"
              error={errors.company?.message}
              {...form.register('company')}
            />
            <PostalFields form={form} autoCompleteSection="shipping" />
            <div className="space-y-3 sm:col-span-2">
              <ErrorLines error={save.error} />
              <div className="sm:max-w-60">
                <SubmitButton disabled={!isValid} pending={save.isPending} pendingLabel={t('address.saving')}>
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
