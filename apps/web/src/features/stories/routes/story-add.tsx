// /wefe-stories/add (spec part 2, section 2.5): the add form as a full page, for signed-in members
// (others go to sign in). Cancel returns to /wefe-stories; after a submission the success dialog offers
// 'View Stories' and the form starts afresh.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHero } from '@/components/ui/page-hero';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/route-guards';
import { AddStoryForm } from '../components/add-story-form';
import { StorySubmittedDialog } from '../components/story-submitted-dialog';

/** Adding needs a signed-in member. */
export const loader = requireMember();

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A new key mounts an empty form after each submission.
  const [round, setRound] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const toList = () => void navigate(paths.stories.list.getHref());

  return (
    <>
      <PageHero title={t('pages.add_story')} subtitle={t('stories.add.description')} width="max-w-4xl" />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <AddStoryForm
            key={round}
            onCancel={toList}
            onSubmitted={() => {
              setRound((current) => current + 1);
              setSubmitted(true);
            }}
          />
        </div>
      </div>
      <StorySubmittedDialog open={submitted} onOpenChange={setSubmitted} onViewStories={toList} />
    </>
  );
}
