// What the news and events forms say when sending failed (spec part 2, section 8): the server's field
// errors as 'field: messages' under 'Please fix the following issues:' (and beside each field), the
// network message on a lost connection, the server's own message, or 'Failed to submit news/event.
// Please try again.' / 'Failed to update news/event'; 'An unexpected error occurred. Please try again.'
// for anything else.
import { describeFailure, formFieldLabel, type SubmissionFailure } from '@/components/ui/submission-failure';
import type { MessageKey, TFunction } from '@/lib/i18n';

const FIELD_LABEL_KEYS: Record<string, MessageKey> = {
  type: 'news_events.form.fields.type',
  title: 'news_events.form.fields.title',
  content_language: 'news_events.form.fields.content_language',
  post_type_id: 'news_events.form.fields.post_type_id',
  organization_type_id: 'news_events.form.fields.organization_type_id',
  implementing_leader: 'news_events.form.fields.implementing_leader',
  sustainability_status_id: 'news_events.form.fields.sustainability_status_id',
  location: 'news_events.form.fields.location',
  country_id: 'news_events.form.fields.country_id',
  city_id: 'news_events.form.fields.location',
  starting_date: 'news_events.form.fields.starting_date',
  end_date: 'news_events.form.fields.end_date',
  duration: 'news_events.form.fields.duration',
  register_deadline: 'news_events.form.fields.register_deadline',
  desc: 'news_events.form.fields.desc',
  background: 'news_events.form.fields.background',
  impact: 'news_events.form.fields.impact',
  key_learnings: 'news_events.form.fields.key_learnings',
  additional_info: 'news_events.form.fields.additional_info',
  quantitative_metrics: 'news_events.form.fields.quantitative_metrics',
  quantitative_metrics_desc: 'news_events.form.fields.quantitative_metrics_desc',
  event_type: 'news_events.form.fields.event_type',
  organizer: 'news_events.form.fields.organizer',
  capacity: 'news_events.form.fields.capacity',
  fee_type: 'news_events.form.fields.fee_type',
  fee_amount: 'news_events.form.fields.fee_amount',
  registration_url: 'news_events.form.fields.registration_url',
  website_url: 'news_events.form.fields.website_url',
  post_link: 'news_events.form.fields.post_link',
  contact_name: 'news_events.form.fields.contact_name',
  contact_position: 'news_events.form.fields.contact_position',
  contact_email: 'news_events.form.fields.contact_email',
  contact_phone: 'news_events.form.fields.contact_phone',
  is_ongoing: 'news_events.form.fields.is_ongoing',
  is_online: 'news_events.form.fields.is_online',
  sectors: 'news_events.form.fields.sectors',
  agenda_outlines: 'news_events.form.fields.agenda',
  speakers: 'news_events.form.fields.speakers',
  partners: 'news_events.form.fields.partners',
  images: 'news_events.form.fields.images',
  image_alt_text: 'news_events.form.fields.images',
  remove_images: 'news_events.form.fields.images',
  attachment: 'news_events.form.fields.attachment',
  remove_attachment: 'news_events.form.fields.attachment',
};

/** The form's name for a field the server named ('Speakers 2' for 'speakers.1.name'); unknown names as sent. */
export function newsEventFieldLabel(field: string, t: TFunction): string {
  return formFieldLabel(field, FIELD_LABEL_KEYS, t);
}

/** Adding failed. */
export function createNewsEventFailure(error: unknown, t: TFunction): SubmissionFailure {
  return describeFailure(error, { failed: t('news_events.add.failed'), network: t('news_events.add.network'), unexpected: t('news_events.add.unexpected') }, t);
}

/** Editing failed. */
export function updateNewsEventFailure(error: unknown, t: TFunction): SubmissionFailure {
  const failed = t('news_events.edit.failed');
  return describeFailure(error, { failed, network: failed, unexpected: failed }, t);
}
