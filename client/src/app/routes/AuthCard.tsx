import type { ReactNode } from 'react';
import { BookIcon } from '@/components/icons';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The centred card that frames the sign-in and registration forms. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-indigo-50 to-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="text-center">
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-600 text-white shadow">
            <BookIcon className="h-6 w-6" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
        </div>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </div>
  );
}
