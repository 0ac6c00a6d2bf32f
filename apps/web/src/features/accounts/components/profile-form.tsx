import { zodResolver } from '@hookform/resolvers/zod';
import { Tooltip } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isUnexpected } from '../../../lib/query-client';
import type { User } from '../api/types';
import { type ProfileChanges, useUpdateUser } from '../api/update-user';
import { type ProfileForm as ProfileValues, profileFormSchema } from '../schemas';
import { AvatarPicker } from './avatar-picker';
import { EmailConfirm } from './email-confirm';
import { ErrorListDialog } from './error-list-dialog';
import { EmailField, PasswordField, PhoneField, TextField } from './form-field';
import { SuccessMessage } from './messages';

function InvoicesButton() {
  const { t } = useTranslation('accounts');
  // Invoices come with paid orders (a later part of the shop): say so instead of a dead link.
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-disabled="true"
            aria-describedby="invoices-note"
            onClick={(event) => event.preventDefault()}
            className="cursor-not-allowed rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-500"
          >
            {t('profile.invoices')}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 max-w-64 rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {t('profile.invoicesSoon')}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      <span id="invoices-note" className="sr-only">
        {t('profile.invoicesSoon')}
      </span>
    </Tooltip.Provider>
  );
}

/** Editable name, phone, e-mail, password and picture; Save Changes; My Invoices. */
export function ProfileForm({
  user,
  notice,
  onNotice,
}: {
  user: User;
  /** The last success message; kept by the page so it survives the form's reset. */
  notice: string | null;
  onNotice: (message: string | null) => void;
}) {
  const { t } = useTranslation('accounts');
  const update = useUpdateUser(user.id);
  const [picture, setPicture] = useState<File | null>(null);
  const [dialogError, setDialogError] = useState<unknown>(null);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema(user.hasPassword)),
    mode: 'all',
    defaultValues: {
      name: user.name,
      phone: user.phone,
      email: user.email,
      oldPassword: '',
      newPassword: '',
      password_confirmation: '',
    },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    onNotice(null);
    const changes: ProfileChanges = {
      name: values.name.trim() !== user.name ? values.name.trim() : undefined,
      phone: values.phone.trim() !== user.phone ? values.phone.trim() : undefined,
      email: values.email.trim().toLowerCase() !== user.email ? values.email.trim() : undefined,
      ...(values.newPassword
        ? {
            oldPassword: values.oldPassword || undefined,
            newPassword: values.newPassword,
            password_confirmation: values.password_confirmation,
          }
        : {}),
      image: picture ?? undefined,
    };
    update.mutate(changes, {
      onSuccess: (envelope) => {
        onNotice(envelope.message ?? null);
        setPicture(null);
        const saved = envelope.data ?? user;
        form.reset({
          name: saved.name,
          phone: saved.phone,
          email: saved.email,
          oldPassword: '',
          newPassword: '',
          password_confirmation: '',
        });
      },
      onError: (error) => {
        if (!isUnexpected(error)) setDialogError(error);
      },
    });
  });

  return (
    <div className="space-y-8">
      {user.pendingEmail && (
        <EmailConfirm
          userId={user.id}
          pendingEmail={user.pendingEmail}
          onConfirmed={(m) => onNotice(m ?? null)}
        />
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label={t('profile.formLabel')}>
        <AvatarPicker current={user.image} name={user.name} file={picture} onChange={setPicture} />

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{t('profile.details')}</legend>
          <TextField
            label={t('form.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <PhoneField label={t('form.phone')} error={errors.phone?.message} {...form.register('phone')} />
          <EmailField
            label={t('form.email')}
            hint={t('profile.emailHint')}
            className="sm:col-span-2"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-semibold text-slate-900">{t('profile.password')}</legend>
          <p className="text-sm text-slate-600 sm:col-span-2">
            {user.hasPassword ? t('profile.passwordHint') : t('profile.setPasswordHint')}
          </p>
          {user.hasPassword && (
            <PasswordField
              label={t('form.currentPassword')}
              autoComplete="current-password"
              className="sm:col-span-2"
              error={errors.oldPassword?.message}
              {...form.register('oldPassword', { deps: ['newPassword', 'password_confirmation'] })}
            />
          )}
          <PasswordField
            label={t('form.newPassword')}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword', { deps: ['oldPassword', 'password_confirmation'] })}
          />
          <PasswordField
            label={t('form.repeatPassword')}
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation', { deps: ['oldPassword', 'newPassword'] })}
          />
        </fieldset>

        <SuccessMessage>{notice}</SuccessMessage>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={!isValid || update.isPending}
            aria-busy={update.isPending || undefined}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </button>
          <InvoicesButton />
        </div>
      </form>
      <ErrorListDialog error={dialogError} onClose={() => setDialogError(null)} />
    </div>
  );
}
