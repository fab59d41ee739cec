// What the publication forms say when sending failed (spec part 1, section 8), on the shared
// submission-failure pieces: the fields' names, and the add and edit forms' messages.
import { describeFailure, type SubmissionFailure } from '@/components/ui/submission-failure';
import type { MessageKey, TFunction } from '@/lib/i18n';
import type { PUBLICATION_FILE_FIELDS, PUBLICATION_TEXT_FIELDS } from './publication-form-values';

const FIELD_LABEL_KEYS = {
  title: 'publications.form.fields.title',
  publication_type_id: 'publications.form.fields.type',
  publication_date: 'publications.form.fields.date',
  publication_author: 'publications.form.fields.authors',
  publication_sector: 'publications.form.fields.sector',
  summary: 'publications.form.fields.summary',
  keywords: 'publications.form.fields.keywords',
  region: 'publications.form.fields.region',
  content_language: 'publications.form.fields.content_language',
  publication_link: 'publications.form.fields.link',
  publication_document: 'publications.form.fields.document',
  publication_image: 'publications.form.fields.image',
} as const satisfies Record<(typeof PUBLICATION_TEXT_FIELDS)[number] | (typeof PUBLICATION_FILE_FIELDS)[number], MessageKey>;

/** The form's name for a field the server named; unknown names are shown as sent. */
export function fieldLabel(field: string, t: TFunction): string {
  return field in FIELD_LABEL_KEYS ? t(FIELD_LABEL_KEYS[field as keyof typeof FIELD_LABEL_KEYS]) : field;
}

/**
 * Adding: the field list; a lost connection 'An error occurred while creating the publication' (with
 * the network message); a server refusal its own message (e.g. a pending entity's 403), or 'Failed to
 * create publication' when it sent none; anything else 'Oops! Something went wrong'.
 */
export function createFailure(error: unknown, t: TFunction): SubmissionFailure {
  return describeFailure(error, { failed: t('publications.add.failed'), network: t('publications.add.error'), unexpected: t('publications.add.oops') }, t);
}

/** Editing: the field list, the server's message, or 'Failed to update publication'. */
export function updateFailure(error: unknown, t: TFunction): SubmissionFailure {
  const failed = t('publications.edit.failed');
  return describeFailure(error, { failed, network: failed, unexpected: failed }, t);
}
