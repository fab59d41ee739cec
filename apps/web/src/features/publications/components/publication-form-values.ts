// The add and edit forms' values, their checks (spec part 1, section 5, with the contract's limits and
// title rule) and the multipart bodies they send: every filled field on add; on edit only the fields
// that changed and are not empty, new files, and `_method=PUT`.
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  PUBLICATION_TEXT_MAX,
  publicationCreateSchema,
  REGIONS,
  TEXT_FIELD_MAX,
  type FieldErrors,
  type Publication,
} from '@wefe/contract';
import type { TFunction } from '@/lib/i18n';

export interface PublicationFormValues {
  title: string;
  /** The language it is written in; '' until chosen: the interface's, which the server takes when none is sent. */
  content_language: string;
  publication_type_id: string;
  publication_date: string;
  publication_author: string;
  publication_sector: string;
  summary: string;
  keywords: string;
  /** One of REGIONS. */
  region: string;
  publication_link: string;
  publication_document: File | null;
  publication_image: File | null;
}

export type PublicationTextField = Exclude<keyof PublicationFormValues, 'publication_document' | 'publication_image'>;

/** The text fields, in the order the form shows them (and lists their errors). */
export const PUBLICATION_TEXT_FIELDS = [
  'title',
  'content_language',
  'publication_type_id',
  'publication_date',
  'publication_author',
  'publication_sector',
  'summary',
  'keywords',
  'region',
  'publication_link',
] as const satisfies readonly PublicationTextField[];

export const PUBLICATION_FILE_FIELDS = ['publication_document', 'publication_image'] as const;

export const REQUIRED_FIELDS = ['title', 'publication_type_id', 'publication_date', 'publication_author'] as const satisfies readonly PublicationTextField[];

/** Longest text each field takes (the contract's schema: title 255, sector 100, the rest 500). */
export const FIELD_MAX: Partial<Record<PublicationTextField, number>> = {
  title: TEXT_FIELD_MAX,
  publication_author: PUBLICATION_TEXT_MAX,
  publication_sector: 100,
  summary: PUBLICATION_TEXT_MAX,
  keywords: PUBLICATION_TEXT_MAX,
  publication_link: PUBLICATION_TEXT_MAX,
};

/** What the file inputs accept: the server checks extension and content of the same types. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'csv', 'xlsx'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export const DEFAULT_REGION = 'Global';

/** A new publication's form: dated today, region Global. */
export function emptyPublicationForm(today: string): PublicationFormValues {
  return {
    title: '',
    content_language: '',
    publication_type_id: '',
    publication_date: today,
    publication_author: '',
    publication_sector: '',
    summary: '',
    keywords: '',
    region: DEFAULT_REGION,
    publication_link: '',
    publication_document: null,
    publication_image: null,
  };
}

/** The edit form filled with a publication's values. */
export function publicationFormValues(publication: Publication): PublicationFormValues {
  return {
    title: publication.title,
    content_language: publication.content_language,
    publication_type_id: String(publication.publication_type?.id ?? publication.publication_type_id ?? ''),
    publication_date: (publication.publication_date ?? '').slice(0, 10),
    publication_author: publication.publication_author ?? '',
    publication_sector: publication.publication_sector ?? '',
    summary: publication.summary ?? '',
    keywords: publication.keywords ?? '',
    region: publication.region ?? DEFAULT_REGION,
    publication_link: publication.publication_link ?? '',
    publication_document: null,
    publication_image: null,
  };
}

const extensionOf = (file: File) => file.name.split('.').pop()?.toLowerCase() ?? '';
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export interface PublicationFormCheck {
  errors: FieldErrors;
  /** A required field is empty: the form says 'Please fill in all required fields'. */
  missingRequired: boolean;
}

/** The spec's checks; `errors` is empty when the form may be sent. */
export function validatePublicationForm(values: PublicationFormValues, t: TFunction): PublicationFormCheck {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  let missingRequired = false;
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') {
      missingRequired = true;
      add(field, t('publications.form.errors.required'));
    }
  }
  for (const [field, max] of Object.entries(FIELD_MAX) as [PublicationTextField, number][]) {
    if (values[field].trim().length > max) add(field, t('publications.form.errors.too_long', { max }));
  }
  const title = values.title.trim();
  if (title !== '' && !errors.title && !publicationCreateSchema.shape.title.safeParse(title).success) add('title', t('publications.form.errors.title'));
  if (values.publication_date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.publication_date)) add('publication_date', t('publications.form.errors.date'));
  const link = values.publication_link.trim();
  if (link !== '' && !errors.publication_link && !publicationCreateSchema.shape.publication_link.safeParse(link).success) {
    add('publication_link', t('publications.form.errors.link'));
  }
  if (values.region !== '' && !(REGIONS as readonly string[]).includes(values.region)) add('region', t('publications.form.errors.region'));

  const document = values.publication_document;
  if (document) {
    if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(document))) add('publication_document', t('publications.form.errors.document_type'));
    else if (document.size > DOCUMENT_MAX_BYTES) add('publication_document', t('publications.form.errors.document_size', { max: megabytes(DOCUMENT_MAX_BYTES) }));
  }
  const image = values.publication_image;
  if (image) {
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(image))) add('publication_image', t('publications.form.errors.image_type'));
    else if (image.size > IMAGE_MAX_BYTES) add('publication_image', t('publications.form.errors.image_size', { max: megabytes(IMAGE_MAX_BYTES) }));
  }
  return { errors, missingRequired };
}

function appendFiles(form: FormData, values: PublicationFormValues) {
  for (const field of PUBLICATION_FILE_FIELDS) {
    const file = values[field];
    if (file) form.append(field, file, file.name);
  }
}

/** POST /publications: every filled field, trimmed, and the chosen files. */
export function createPublicationForm(values: PublicationFormValues): FormData {
  const form = new FormData();
  for (const field of PUBLICATION_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') form.append(field, value);
  }
  appendFiles(form, values);
  return form;
}

/**
 * POST /my-publications/{id}: `_method=PUT`, the fields that differ from `initial` and are not empty,
 * and new files. Null when nothing changed, unless `resubmit` sends a rejected item back to review as it is.
 */
export function updatePublicationForm(initial: PublicationFormValues, values: PublicationFormValues, { resubmit = false } = {}): FormData | null {
  const form = new FormData();
  form.append('_method', 'PUT');
  let changed = false;
  for (const field of PUBLICATION_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value === '' || value === initial[field].trim()) continue;
    form.append(field, value);
    changed = true;
  }
  if (values.publication_document || values.publication_image) changed = true;
  appendFiles(form, values);
  // A rejected publication may go back to review as it is (after talking to the team, say).
  return changed || resubmit ? form : null;
}
