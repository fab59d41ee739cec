// What the story forms say when sending failed (spec part 2, section 8): the server's field errors as
// 'field: messages' under 'Please fix the following issues:' (and beside each field), 'An error
// occurred' on a lost connection, the server's own message, or 'Failed to create story' / 'Failed to
// update story'.
import { describeFailure, formFieldLabel, type SubmissionFailure } from '@/components/ui/submission-failure';
import type { MessageKey, TFunction } from '@/lib/i18n';

const FIELD_LABEL_KEYS: Record<string, MessageKey> = {
  title: 'stories.form.fields.title',
  content_language: 'stories.form.fields.content_language',
  title_ar: 'stories.form.fields.title_ar',
  country_id: 'stories.form.fields.country_id',
  city_id: 'stories.form.fields.city_id',
  location: 'stories.form.fields.location',
  implementing_leader: 'stories.form.fields.implementing_leader',
  sustainability_status_id: 'stories.form.fields.sustainability_status_id',
  sustainability_status_desc: 'stories.form.fields.sustainability_status_desc',
  starting_date: 'stories.form.fields.starting_date',
  ending_date: 'stories.form.fields.ending_date',
  is_ongoing: 'stories.form.fields.is_ongoing',
  desc: 'stories.form.fields.desc',
  content_ar: 'stories.form.fields.content_ar',
  excerpt: 'stories.form.fields.excerpt',
  excerpt_ar: 'stories.form.fields.excerpt_ar',
  background: 'stories.form.fields.background',
  main_components: 'stories.form.fields.main_components',
  achievements: 'stories.form.fields.achievements',
  additional_info: 'stories.form.fields.additional_info',
  contact_name: 'stories.form.fields.contact_name',
  contact_position: 'stories.form.fields.contact_position',
  contact_email: 'stories.form.fields.contact_email',
  story_link: 'stories.form.fields.story_link',
  donor: 'stories.form.fields.donors',
  sectors: 'stories.form.fields.sectors',
  partners: 'stories.form.fields.partners',
  visuals: 'stories.form.fields.visuals',
  visual_alt_text: 'stories.form.fields.visual_alt_text',
  visual_alt_text_ar: 'stories.form.fields.visual_alt_text',
  documents: 'stories.form.fields.documents',
  featured_image: 'stories.form.fields.featured_image',
  remove_visuals: 'stories.form.fields.visuals',
  remove_documents: 'stories.form.fields.documents',
};

/** The form's name for a field the server named ('Partners 1' for 'partners.0.sector'); unknown names as sent. */
export function storyFieldLabel(field: string, t: TFunction): string {
  return formFieldLabel(field, FIELD_LABEL_KEYS, t);
}

/** Adding failed. */
export function createStoryFailure(error: unknown, t: TFunction): SubmissionFailure {
  return describeFailure(error, { failed: t('stories.add.failed'), network: t('stories.add.error'), unexpected: t('stories.add.oops') }, t);
}

/** Editing failed. */
export function updateStoryFailure(error: unknown, t: TFunction): SubmissionFailure {
  const failed = t('stories.edit.failed');
  return describeFailure(error, { failed, network: failed, unexpected: failed }, t);
}
