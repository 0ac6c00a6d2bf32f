import type { ReactNode } from 'react';

/** The frame of a catalogue page: width, spacing, heading and an optional lead. */
export function PageShell({
  heading,
  lead,
  before,
  children,
}: {
  heading: ReactNode;
  lead?: ReactNode;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      {before}
      <h1 className="text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      {lead ? <p className="mt-2 max-w-3xl text-slate-600">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
