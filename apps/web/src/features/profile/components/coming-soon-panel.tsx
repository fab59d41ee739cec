// The placeholder of the profile tabs that later issues fill (the member's stories, publications,
// news and events).
import { useTranslation } from 'react-i18next';

/** A translated 'coming soon' panel. */
export function ComingSoonPanel({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
      <h2 className="text-xl font-bold text-brand-800">{title}</h2>
      <p className="mt-2 text-slate-600">{t('profile.tabs.coming_soon')}</p>
    </div>
  );
}
