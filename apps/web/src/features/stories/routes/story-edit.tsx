// /wefe-stories/edit/{id} (spec part 2, sections 2.6 and 5): signed-out visitors go to sign in. Loads
// the member's story (GET /my-stories/{id}) with its texts as entered, checks only the title ('Please
// fill in the title'), and sends what changed with _method=PUT and a progress bar: new visuals and
// documents, the stored ones ticked for removal, a new featured image. On success it says the story is
// pending review and returns to the profile's stories after 2 seconds.
import { useParams } from 'react-router';
import { EditSubmissionForm, EditSubmissionScreen, isItemId } from '@/components/ui/edit-submission';
import { useTranslation } from '@/lib/i18n';
import { profileTabHref } from '@/lib/paths';
import { requireMember } from '@/lib/route-guards';
import { useMyStory } from '../api/get-my-story';
import { useUpdateStory } from '../api/update-story';
import { StoryFormFields } from '../components/story-form-fields';
import { storyFormValues, updateStoryForm, validateStoryForm } from '../components/story-form-values';
import { storyFieldLabel, updateStoryFailure } from '../components/story-submission-failure';

/** Editing needs a signed-in member. */
export const loader = requireMember();

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const validId = isItemId(id);
  return (
    <EditSubmissionScreen
      title={t('pages.edit_story')}
      subtitle={t('stories.edit.subtitle')}
      validId={validId}
      query={useMyStory(id ?? '', validId)}
      labels={{
        noId: t('stories.edit.no_id'),
        loading: t('stories.edit.loading'),
        loadFailed: t('stories.edit.load_failed'),
        notFound: t('stories.detail.not_found'),
        failed: t('stories.detail.failed'),
        retry: t('stories.list.retry'),
      }}
    >
      {(story) => (
        <EditSubmissionForm
          key={story.id}
          item={story}
          initialValues={storyFormValues}
          validate={(values) => validateStoryForm(values, { mode: 'edit', current: story }, t)}
          buildForm={updateStoryForm}
          useUpdate={useUpdateStory}
          describeFailure={(error) => updateStoryFailure(error, t)}
          fieldLabel={(field) => storyFieldLabel(field, t)}
          backHref={profileTabHref('stories')}
          labels={{
            required: t('stories.edit.title_required'),
            fixFields: t('stories.form.fix_fields'),
            fixIssues: t('stories.add.fix_issues'),
            reviewNote: t('stories.edit.review_note'),
            nothingChanged: t('stories.edit.nothing_changed'),
            success: t('stories.edit.success'),
            cancel: t('stories.form.cancel'),
            save: t('stories.edit.save'),
            saving: t('stories.edit.saving'),
          }}
          renderFields={(fields) => <StoryFormFields {...fields} mode="edit" current={story} />}
        />
      )}
    </EditSubmissionScreen>
  );
}
