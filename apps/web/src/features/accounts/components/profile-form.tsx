import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isUnexpected } from '../../../lib/query-client';
import type { User } from '../api/types';
import { type ProfileChanges, useUpdateUser } from '../api/update-user';
import { type ProfileForm as ProfileValues, profileFormSchema } from '../schemas';
import { AvatarPicker } from './avatar-picker';
import { EmailConfirm } from './email-confirm';
import { ErrorListDialog } from './error-list-dialog';
import { EmailField, PasswordField, TextField } from './form-field';
import { SuccessMessage } from './messages';
import { CallingCodePhoneField, withCallingCode } from './phone-picker';

/** Editable name, phone, e-mail, password and picture; Save Changes; My Invoices. */
export function ProfileForm({
  user,
  notice,
  onNotice,
  invoices,
}: {
  user: User;
  /** The "My Invoices" control, composed by the page (invoices belong to orders). */
  invoices?: ReactNode;
  /** The last success message; kept by the page so it survives the form's reset. */
  notice: string | null;
  onNotice: (message: string | null) => void;
}) {
  const { t } = useTranslation('accounts');
  const update = useUpdateUser(user.id);
  const [picture, setPicture] = useState<File | null>(null);
  const [dialogError, setDialogError] = useState<unknown>(null);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema(user.hasPassword, user.email)),
    mode: 'all',
    defaultValues: {
      name: user.name,
      phone: withCallingCode(user.phone),
      email: user.email,
      oldPassword: '',
      newPassword: '',
      password_confirmation: '',
    },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    onNotice(null);
    const email = values.email.trim().toLowerCase() !== user.email ? values.email.trim() : undefined;
    const changes: ProfileChanges = {
      name: values.name.trim() !== user.name ? values.name.trim() : undefined,
      phone: values.phone.trim() !== withCallingCode(user.phone).trim() ? values.phone.trim() : undefined,
      email,
      // The current password proves a new e-mail address too.
      ...(email && values.oldPassword ? { oldPassword: values.oldPassword } : {}),
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
          phone: withCallingCode(saved.phone),
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
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <CallingCodePhoneField
                label={t('form.phone')}
                error={errors.phone?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <EmailField
            label={t('form.email')}
            hint={t('profile.emailHint')}
            className="sm:col-span-2"
            error={errors.email?.message}
            {...form.register('email', { deps: ['oldPassword'] })}
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
              {...form.register('oldPassword', { deps: ['email', 'newPassword', 'password_confirmation'] })}
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
          {invoices}
        </div>
      </form>
      <ErrorListDialog error={dialogError} onClose={() => setDialogError(null)} />
    </div>
  );
}
