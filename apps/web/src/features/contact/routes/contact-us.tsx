// /about/contact-us (spec part 1, 'Contact'): a hero, the contact form, the hub's direct contacts, the
// Amman office's hours (open or closed now) and the frequently asked questions.
import { PageHero } from '@/components/ui/page-hero';
import { useTranslation } from '@/lib/i18n';
import { ContactFaq } from '../components/contact-faq';
import { ContactForm } from '../components/contact-form';
import { DirectContacts } from '../components/direct-contacts';
import { OfficeHoursCard } from '../components/office-hours-card';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('pages.contact_us')} eyebrow={t('contact.hero.eyebrow')} subtitle={t('contact.hero.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ContactForm />
          </div>
          <div className="space-y-6">
            <DirectContacts />
            <OfficeHoursCard />
          </div>
        </div>
        <ContactFaq />
      </div>
    </>
  );
}
