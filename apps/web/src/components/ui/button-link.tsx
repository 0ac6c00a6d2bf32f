import type { ComponentProps } from 'react';
import { Link } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-accent-500 text-slate-900 hover:bg-accent-400',
  outline: 'border border-current hover:bg-black/5',
} as const;

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      {...props}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    />
  );
}
