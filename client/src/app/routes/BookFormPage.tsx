import type { ReactNode } from 'react';

export interface BookFormPageProps {
  title: string;
  children: ReactNode;
}

/** The frame of the add and edit book pages. */
export function BookFormPage({ title, children }: BookFormPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
