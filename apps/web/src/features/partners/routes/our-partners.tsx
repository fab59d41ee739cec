// /about/our-partners (spec part 1, 'Partners'): a hero, the partners as cards (logo or initials, name,
// type, a visit link), loading skeletons, the failure in a red box with a retry, 'No partners available
// at the moment.', a 'Become a partner' call to the contact page and a way back home.
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { CardGridSkeleton } from '@/components/ui/card-skeleton';
import { FailureAlert } from '@/components/ui/form';
import { ArrowEndIcon, BuildingIcon, ChevronStartIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePartners } from '@/lib/site/get-partners';
import { PartnerCard } from '../components/partner-card';
import { partnersFailure } from '../components/partners-failure';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('pages.our_partners')} eyebrow={t('partners.hero.eyebrow')} subtitle={t('partners.hero.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <section aria-labelledby="partners-list-heading">
          <h2 id="partners-list-heading" className="text-2xl font-bold text-brand-800">
            {t('partners.list.heading')}
          </h2>
          <PartnerList />
        </section>

        <section aria-labelledby="become-partner-heading" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h2 id="become-partner-heading" className="text-2xl font-bold text-brand-800">
            {t('partners.become.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{t('partners.become.text')}</p>
          <Link to={paths.about.contactUs.getHref()} className={`${buttonStyles.primary} mt-5`}>
            {t('partners.become.link')}
            <ArrowEndIcon className="size-4" />
          </Link>
        </section>

        <p className="mt-10">
          <Link to={paths.home.getHref()} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline">
            <ChevronStartIcon className="size-4" />
            {t('partners.back_home')}
          </Link>
        </p>
      </div>
    </>
  );
}

/** The list's state, then the cards. */
function PartnerList() {
  const { t } = useTranslation();
  const partners = usePartners();
  const newTabNoteId = useId();

  if (partners.isPending) return <CardGridSkeleton label={t('partners.list.loading')} />;
  if (partners.isError) {
    const failure = partnersFailure(partners.error, t);
    return (
      <div className="mt-6">
        <FailureAlert title={failure.title} detail={failure.detail} retryLabel={t('common.retry')} onRetry={() => void partners.refetch()} />
      </div>
    );
  }
  if (partners.data.length === 0) {
    return (
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        <BuildingIcon className="mx-auto size-12 text-brand-200" />
        <p className="mt-4 text-lg font-semibold text-slate-800">{t('partners.list.empty')}</p>
      </div>
    );
  }
  return (
    <>
      <p id={newTabNoteId} hidden>
        {t('partners.card.new_tab')}
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {partners.data.map((partner) => (
          <li key={partner.id} className="flex *:flex-1">
            <PartnerCard partner={partner} newTabNoteId={newTabNoteId} />
          </li>
        ))}
      </ul>
    </>
  );
}
