// The contact page's frequently asked questions, each a <details> the reader opens.
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';

interface FaqEntry {
  question: MessageKey;
  answer: MessageKey;
  link?: { label: MessageKey; href: string };
}

const FAQ: readonly FaqEntry[] = [
  { question: 'contact.faq.review_q', answer: 'contact.faq.review_a' },
  { question: 'contact.faq.partner_q', answer: 'contact.faq.partner_a', link: { label: 'contact.faq.partner_link', href: paths.about.ourPartners.getHref() } },
  { question: 'contact.faq.index_q', answer: 'contact.faq.index_a', link: { label: 'contact.faq.index_link', href: paths.wefeIndex.getHref() } },
  { question: 'contact.faq.licence_q', answer: 'contact.faq.licence_a' },
  { question: 'contact.faq.languages_q', answer: 'contact.faq.languages_a' },
];

export function ContactFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-faq-heading" className="mt-12">
      <h2 id="contact-faq-heading" className="text-2xl font-bold text-brand-800">
        {t('contact.faq.title')}
      </h2>
      <div className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {FAQ.map(({ question, answer, link }) => (
          <details key={question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {t(question)}
              <ChevronDownIcon className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-slate-700">{t(answer)}</p>
            {link && (
              <Link to={link.href} className="mt-2 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t(link.label)}
              </Link>
            )}
          </details>
        ))}
      </div>
    </section>
  );
}
