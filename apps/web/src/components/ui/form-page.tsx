// The frame of a form screen (sign in, registration, password reset): the page heading, a short
// introduction and a white card holding the form.
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';

export interface FormPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Card width: narrow for sign-in style forms, wide for the registration wizards. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** A centred form card under the page's h1. */
export function FormPage({ title, subtitle, width = 'narrow', children }: FormPageProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:px-6 sm:py-14">
      <DocumentTitle page={title} />
      <div className={`mx-auto ${width === 'wide' ? 'max-w-3xl' : 'max-w-md'}`}>
        <div className="text-center">
          <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
        </div>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  );
}
