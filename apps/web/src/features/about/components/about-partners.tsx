// The about page's partners (spec part 1, 'About'): up to 6, placeholders while loading, and the spec's
// partner messages in a red box when the list failed or is empty; a link to all partners.
import { ABOUT_PARTNERS } from '@wefe/contract';
import { useId } from 'react';
import { PartnersPreview } from '@/components/ui/partners-preview';
import { useTranslation } from '@/lib/i18n';
import { usePartners } from '@/lib/site/get-partners';
import { PartnerCard } from './partner-card';

/** The partners section. */
export function AboutPartners() {
  const { t } = useTranslation();
  const headingId = useId();
  const partners = usePartners({ limit: ABOUT_PARTNERS });
  return (
    <section aria-labelledby={headingId} className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <PartnersPreview
          heading={
            <>
              <h2 id={headingId} className="text-3xl font-bold text-brand-800">
                {t('about.partners.title')}
              </h2>
              <p className="mt-2 max-w-2xl text-slate-700">{t('about.partners.text')}</p>
            </>
          }
          partners={partners}
          placeholders={ABOUT_PARTNERS}
          gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          placeholderClassName="h-48"
          labels={{ viewAll: t('about.partners.view_all'), loading: t('about.partners.loading'), failed: t('about.partners.failed'), empty: t('about.partners.empty') }}
          renderPartner={(partner) => <PartnerCard partner={partner} />}
        />
      </div>
    </section>
  );
}
