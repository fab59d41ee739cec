// /news-events/add (spec part 2, sections 2.9 and 5): the add form as a full page, for signed-in
// members (others go to sign in). Images of a type the server does not take are left out as they are
// chosen. Cancel returns to /news-events, and so does the success dialog's 'View News & Events'.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHero } from '@/components/ui/page-hero';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/route-guards';
import { AddNewsEventForm } from '../components/add-news-event-form';
import { NewsEventSubmittedDialog } from '../components/news-event-submitted-dialog';

/** Adding needs a signed-in member. */
export const loader = requireMember();

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const toList = () => void navigate(paths.newsEvents.list.getHref());

  return (
    <>
      <PageHero title={t('pages.add_news_event')} subtitle={t('news_events.add.description')} width="max-w-4xl" />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <AddNewsEventForm imageRule="skip" onCancel={toList} onSubmitted={() => setSubmitted(true)} />
        </div>
      </div>
      {/* However it closes, the dialog leads back to the list (spec part 2, section 2.9). */}
      <NewsEventSubmittedDialog
        open={submitted}
        onOpenChange={(open) => {
          setSubmitted(open);
          if (!open) toList();
        }}
        onViewList={toList}
      />
    </>
  );
}
