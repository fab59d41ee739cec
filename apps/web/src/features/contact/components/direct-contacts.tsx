// The hub's own addresses on the contact page, the same as the footer's (lib/site.ts).
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { SITE_CONTACT } from '@/lib/site';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export function DirectContacts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="direct-contacts-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="direct-contacts-heading" className="text-xl font-bold text-brand-800">
        {t('contact.direct.title')}
      </h2>
      <address className="mt-4 space-y-4 not-italic">
        <p className="flex items-start gap-3">
          <MailIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            <span className="block text-sm font-semibold text-slate-600">{t('contact.direct.email')}</span>
            <a href={`mailto:${SITE_CONTACT.email}`} dir="ltr" className={linkClass}>
              {SITE_CONTACT.email}
            </a>
          </span>
        </p>
        <p className="flex items-start gap-3">
          <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            <span className="block text-sm font-semibold text-slate-600">{t('contact.direct.phone')}</span>
            <a href={`tel:${SITE_CONTACT.phoneE164}`} dir="ltr" className={linkClass}>
              {SITE_CONTACT.phoneDisplay}
            </a>
          </span>
        </p>
        <p className="flex items-start gap-3">
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            <span className="block text-sm font-semibold text-slate-600">{t('contact.direct.location')}</span>
            {t('footer.contact.location_value')}
          </span>
        </p>
      </address>
    </section>
  );
}
