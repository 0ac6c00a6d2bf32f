import type { ComponentProps, ReactNode } from 'react';

/** The centred card of the login, sign-up and password pages. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <div className="mt-2 text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export function SubmitButton({
  children,
  pending,
  disabled,
  pendingLabel,
}: {
  children: ReactNode;
  pending?: boolean;
  disabled?: boolean;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {pending ? pendingLabel : children}
    </button>
  );
}

/** The submit button of a form sending one call: off while the form is invalid or once the call succeeded. */
export function MutationSubmitButton({
  mutation,
  isValid,
  ...props
}: Omit<ComponentProps<typeof SubmitButton>, 'pending' | 'disabled'> & {
  mutation: { isPending: boolean; isSuccess: boolean };
  isValid: boolean;
}) {
  return <SubmitButton disabled={!isValid || mutation.isSuccess} pending={mutation.isPending} {...props} />;
}
