// /news-events/edit/{id} (spec part 2, sections 2.9 and 5): signed-out visitors go to sign in. Loads the
// member's item (GET /my-news-events/{id}), requires the title, type and post type ('Please fill in all
// required fields'), and sends what changed with _method=PUT and a progress bar: new images, the stored
// ones ticked for removal, a new or removed attachment. On success it says the item is pending review
// and returns to the profile's news and events after 2 seconds.
import { useParams } from 'react-router';
import { EditSubmissionForm, EditSubmissionScreen, isItemId } from '@/components/ui/edit-submission';
import { useTranslation } from '@/lib/i18n';
import { profileTabHref } from '@/lib/paths';
import { requireMember } from '@/lib/route-guards';
import { useMyNewsEvent } from '../api/get-my-news-event';
import { useUpdateNewsEvent } from '../api/update-news-event';
import { NewsEventFormFields } from '../components/news-event-form-fields';
import { newsEventFormValues, updateNewsEventForm, validateNewsEventForm } from '../components/news-event-form-values';
import { newsEventFieldLabel, updateNewsEventFailure } from '../components/news-event-submission-failure';

/** Editing needs a signed-in member. */
export const loader = requireMember();

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const validId = isItemId(id);
  return (
    <EditSubmissionScreen
      title={t('pages.edit_news_event')}
      subtitle={t('news_events.edit.subtitle')}
      validId={validId}
      query={useMyNewsEvent(id ?? '', validId)}
      labels={{
        noId: t('news_events.edit.no_id'),
        loading: t('news_events.edit.loading'),
        loadFailed: t('news_events.edit.load_failed'),
        notFound: t('news_events.detail.not_found'),
        failed: t('news_events.detail.failed'),
        retry: t('news_events.list.retry'),
      }}
    >
      {(item) => (
        <EditSubmissionForm
          key={item.id}
          item={item}
          initialValues={newsEventFormValues}
          validate={(values) => validateNewsEventForm(values, { mode: 'edit', current: item }, t)}
          buildForm={updateNewsEventForm}
          useUpdate={useUpdateNewsEvent}
          describeFailure={(error) => updateNewsEventFailure(error, t)}
          fieldLabel={(field) => newsEventFieldLabel(field, t)}
          backHref={profileTabHref('news-events')}
          labels={{
            required: t('common.form.required_fields'),
            fixFields: t('common.form.fix_fields'),
            fixIssues: t('common.form.fix_issues'),
            reviewNote: t('news_events.edit.review_note'),
            nothingChanged: t('news_events.edit.nothing_changed'),
            success: t('news_events.edit.success'),
            cancel: t('common.form.cancel'),
            save: t('news_events.edit.save'),
            saving: t('news_events.edit.saving'),
          }}
          renderFields={(fields) => <NewsEventFormFields {...fields} mode="edit" imageRule="refuse" current={item} />}
        />
      )}
    </EditSubmissionScreen>
  );
}
