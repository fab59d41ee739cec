// The add and edit forms' values, their checks (spec part 2, section 5, with the contract's limits) and
// the multipart bodies they send.
//
// Add (POST /stories): every filled text field; `is_ongoing` as '1' or '0'; `donor[]` (the comma-
// separated donors, trimmed, empties dropped), `sectors[]` (ids), `partners[i][sector]` and
// `partners[i][organization]` (only rows with both filled); `visuals[]` files with one
// `visual_alt_text[]` each, in the same order (paired by position); `documents[]` files; and an
// optional `featured_image`.
//
// Edit (POST /my-stories/{id}, `_method=PUT`): only what changed. An emptied optional field is sent
// empty (the server clears it); changed lists are sent whole (an emptied one as a single empty value);
// new visuals and documents are added; `remove_visuals[]` and `remove_documents[]` name files to drop.
import {
  DOCUMENT_MAX_BYTES,
  emailField,
  IMAGE_MAX_BYTES,
  STORY_DOCUMENTS_MAX,
  STORY_DONORS_MAX,
  STORY_LONG_TEXT_MAX,
  STORY_PARTNERS_MAX,
  STORY_SECTORS_MAX,
  STORY_VISUALS_MAX,
  storyCreateSchema,
  TEXT_FIELD_MAX,
  type FieldErrors,
  type Story,
} from '@wefe/contract';
import type { TFunction } from '@/lib/i18n';
import { appendList, appendRows, sameList, sameRows } from '@/lib/multipart';

export interface PartnerRow {
  sector: string;
  organization: string;
}

export interface VisualChoice {
  file: File;
  /** Its alt text, sent in `visual_alt_text[]` at the same position. */
  alt: string;
}

export interface StoryFormValues {
  title: string;
  /** The language it is written in; '' until chosen: the interface's, which the server takes when none is sent. */
  content_language: string;
  title_ar: string;
  country_id: string;
  location: string;
  implementing_leader: string;
  sustainability_status_id: string;
  sustainability_status_desc: string;
  starting_date: string;
  ending_date: string;
  desc: string;
  content_ar: string;
  excerpt: string;
  excerpt_ar: string;
  background: string;
  main_components: string;
  achievements: string;
  additional_info: string;
  contact_name: string;
  contact_position: string;
  contact_email: string;
  story_link: string;
  is_ongoing: boolean;
  /** Donors as typed: comma-separated. */
  donors: string;
  /** Chosen sector ids. */
  sectors: string[];
  partners: PartnerRow[];
  visuals: VisualChoice[];
  documents: File[];
  featured_image: File | null;
  /** Edit only: ids of stored visuals and documents to remove. */
  remove_visuals: number[];
  remove_documents: number[];
}

/** The text fields, in the order the form shows them (and sends them). */
export const STORY_TEXT_FIELDS = [
  'title',
  'content_language',
  'country_id',
  'location',
  'implementing_leader',
  'sustainability_status_id',
  'sustainability_status_desc',
  'starting_date',
  'ending_date',
  'desc',
  'excerpt',
  'background',
  'main_components',
  'achievements',
  'additional_info',
  'contact_name',
  'contact_position',
  'contact_email',
  'story_link',
  'title_ar',
  'content_ar',
  'excerpt_ar',
] as const satisfies readonly (keyof StoryFormValues)[];

export type StoryTextField = (typeof STORY_TEXT_FIELDS)[number];

/** What adding requires (spec part 2, section 5); editing requires only the title. */
export const REQUIRED_STORY_FIELDS = [
  'title',
  'country_id',
  'location',
  'implementing_leader',
  'contact_name',
  'contact_email',
  'contact_position',
  'desc',
  'background',
  'main_components',
  'sustainability_status_id',
] as const satisfies readonly StoryTextField[];

/** The Arabic versions, shown in their own collapsible section. */
export const ARABIC_FIELDS = ['title_ar', 'content_ar', 'excerpt_ar'] as const satisfies readonly StoryTextField[];

const LONG_FIELDS = ['desc', 'content_ar', 'background', 'main_components', 'achievements', 'additional_info', 'sustainability_status_desc'] as const;

/** Longest text each field takes (the contract's limits). */
export function storyFieldMax(field: StoryTextField): number {
  if ((LONG_FIELDS as readonly string[]).includes(field)) return STORY_LONG_TEXT_MAX;
  if (field === 'excerpt' || field === 'excerpt_ar') return 500;
  return TEXT_FIELD_MAX;
}

export const STORY_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const STORY_DOCUMENT_ACCEPT = STORY_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const STORY_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const STORY_IMAGE_ACCEPT = 'image/*';

const emptyPartner = (): PartnerRow => ({ sector: '', organization: '' });

/** A new story's form: starting today, one empty partner row. */
export function emptyStoryForm(today: string): StoryFormValues {
  return {
    title: '',
    content_language: '',
    title_ar: '',
    country_id: '',
    location: '',
    implementing_leader: '',
    sustainability_status_id: '',
    sustainability_status_desc: '',
    starting_date: today,
    ending_date: '',
    desc: '',
    content_ar: '',
    excerpt: '',
    excerpt_ar: '',
    background: '',
    main_components: '',
    achievements: '',
    additional_info: '',
    contact_name: '',
    contact_position: '',
    contact_email: '',
    story_link: '',
    is_ongoing: false,
    donors: '',
    sectors: [],
    partners: [emptyPartner()],
    visuals: [],
    documents: [],
    featured_image: null,
    remove_visuals: [],
    remove_documents: [],
  };
}

/** The edit form filled with a story: its texts as entered (`original`), not the translated ones. */
export function storyFormValues(story: Story): StoryFormValues {
  const { original } = story;
  return {
    ...emptyStoryForm(''),
    title: original.title,
    content_language: story.content_language,
    title_ar: original.title_ar ?? '',
    country_id: String(story.country_id),
    location: story.location,
    implementing_leader: story.implementing_leader,
    sustainability_status_id: String(story.sustainability_status_id),
    sustainability_status_desc: story.sustainability_status_desc ?? '',
    starting_date: (story.starting_date ?? '').slice(0, 10),
    ending_date: (story.ending_date ?? '').slice(0, 10),
    desc: original.desc,
    content_ar: original.content_ar ?? '',
    excerpt: original.excerpt ?? '',
    excerpt_ar: original.excerpt_ar ?? '',
    background: story.background,
    main_components: story.main_components,
    achievements: story.achievements ?? '',
    additional_info: story.additional_info ?? '',
    contact_name: story.contact_name,
    contact_position: story.contact_position,
    contact_email: story.contact_email,
    story_link: story.story_link ?? '',
    is_ongoing: story.is_ongoing,
    donors: story.donor.join(', '),
    sectors: story.sectors.map((sector) => String(sector.id)),
    partners: story.partners.length > 0 ? story.partners.map((partner) => ({ ...partner })) : [emptyPartner()],
  };
}

/** The donors typed, split on commas (Latin or Arabic), trimmed, empties dropped. */
export function parseDonors(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((donor) => donor.trim())
    .filter(Boolean);
}

/** The partner rows that count: both sector and organization filled (trimmed). */
export function completePartners(rows: readonly PartnerRow[]): PartnerRow[] {
  return rows
    .map((row) => ({ sector: row.sector.trim(), organization: row.organization.trim() }))
    .filter((row) => row.sector !== '' && row.organization !== '');
}

const extensionOf = (file: File) => file.name.split('.').pop()?.toLowerCase() ?? '';
const isImage = (file: File) => file.type.startsWith('image/') || (STORY_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file));
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export interface StoryFormCheck {
  errors: FieldErrors;
  /** A required field is empty: 'Please fill in all required fields' (add) or 'Please fill in the title' (edit). */
  missingRequired: boolean;
}

export interface StoryFormContext {
  mode: 'add' | 'edit';
  /** Edit: the story as stored, to count its files. */
  current?: Story;
}

/** The spec's checks and the contract's limits; `errors` is empty when the form may be sent. */
export function validateStoryForm(values: StoryFormValues, { mode, current }: StoryFormContext, t: TFunction): StoryFormCheck {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  let missingRequired = false;
  const required: readonly StoryTextField[] = mode === 'add' ? REQUIRED_STORY_FIELDS : ['title'];
  for (const field of required) {
    if (values[field].trim() === '') {
      missingRequired = true;
      add(field, t('stories.form.errors.required'));
    }
  }
  for (const field of STORY_TEXT_FIELDS) {
    const max = storyFieldMax(field);
    if (values[field].trim().length > max) add(field, t('stories.form.errors.too_long', { max }));
  }
  const email = values.contact_email.trim();
  if (email !== '' && !errors.contact_email && !emailField.safeParse(email).success) add('contact_email', t('stories.form.errors.email'));
  const link = values.story_link.trim();
  if (link !== '' && !errors.story_link && !storyCreateSchema.shape.story_link.safeParse(link).success) add('story_link', t('stories.form.errors.link'));
  if (values.starting_date && values.ending_date && values.ending_date < values.starting_date) add('ending_date', t('stories.form.errors.date_order'));

  if (parseDonors(values.donors).length > STORY_DONORS_MAX) add('donor', t('stories.form.errors.too_many', { max: STORY_DONORS_MAX }));
  if (values.sectors.length > STORY_SECTORS_MAX) add('sectors', t('stories.form.errors.too_many', { max: STORY_SECTORS_MAX }));
  if (completePartners(values.partners).length > STORY_PARTNERS_MAX) add('partners', t('stories.form.errors.too_many', { max: STORY_PARTNERS_MAX }));

  const keptVisuals = (current?.visuals.length ?? 0) - values.remove_visuals.length;
  if (values.visuals.some(({ file }) => !isImage(file))) add('visuals', t('stories.form.errors.image_type'));
  else if (values.visuals.some(({ file }) => file.size > IMAGE_MAX_BYTES)) add('visuals', t('stories.form.errors.image_size', { max: megabytes(IMAGE_MAX_BYTES) }));
  if (keptVisuals + values.visuals.length > STORY_VISUALS_MAX) add('visuals', t('stories.form.errors.too_many_files', { max: STORY_VISUALS_MAX }));

  const keptDocuments = (current?.documents.length ?? 0) - values.remove_documents.length;
  if (values.documents.some((file) => !(STORY_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file)))) add('documents', t('stories.form.errors.document_type'));
  else if (values.documents.some((file) => file.size > DOCUMENT_MAX_BYTES)) add('documents', t('stories.form.errors.document_size', { max: megabytes(DOCUMENT_MAX_BYTES) }));
  if (keptDocuments + values.documents.length > STORY_DOCUMENTS_MAX) add('documents', t('stories.form.errors.too_many_files', { max: STORY_DOCUMENTS_MAX }));

  const image = values.featured_image;
  if (image && !isImage(image)) add('featured_image', t('stories.form.errors.image_type'));
  else if (image && image.size > IMAGE_MAX_BYTES) add('featured_image', t('stories.form.errors.image_size', { max: megabytes(IMAGE_MAX_BYTES) }));
  return { errors, missingRequired };
}

const PARTNER_FIELDS = ['sector', 'organization'] as const;

/** The complete partner rows; none: one empty row, which the server drops (clearing the list on edit). */
function appendPartners(form: FormData, rows: readonly PartnerRow[]) {
  appendRows(form, 'partners', completePartners(rows), PARTNER_FIELDS);
}

function appendFiles(form: FormData, values: StoryFormValues) {
  for (const { file, alt } of values.visuals) {
    form.append('visuals[]', file, file.name);
    form.append('visual_alt_text[]', alt.trim());
  }
  for (const file of values.documents) form.append('documents[]', file, file.name);
  if (values.featured_image) form.append('featured_image', values.featured_image, values.featured_image.name);
}

/** POST /stories: every filled field, the lists and the files. */
export function createStoryForm(values: StoryFormValues): FormData {
  const form = new FormData();
  for (const field of STORY_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') form.append(field, value);
  }
  form.append('is_ongoing', values.is_ongoing ? '1' : '0');
  const donors = parseDonors(values.donors);
  if (donors.length > 0) appendList(form, 'donor', donors);
  if (values.sectors.length > 0) appendList(form, 'sectors', values.sectors);
  if (completePartners(values.partners).length > 0) appendPartners(form, values.partners);
  appendFiles(form, values);
  return form;
}


/**
 * POST /my-stories/{id}: `_method=PUT` and what differs from `initial`. Null when nothing changed,
 * unless `resubmit` sends a rejected story back to review as it is.
 */
export function updateStoryForm(initial: StoryFormValues, values: StoryFormValues, { resubmit = false } = {}): FormData | null {
  const form = new FormData();
  form.append('_method', 'PUT');
  let changed = false;
  for (const field of STORY_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value === initial[field].trim()) continue;
    form.append(field, value);
    changed = true;
  }
  if (values.is_ongoing !== initial.is_ongoing) {
    form.append('is_ongoing', values.is_ongoing ? '1' : '0');
    changed = true;
  }
  const donors = parseDonors(values.donors);
  if (!sameList(donors, parseDonors(initial.donors))) {
    appendList(form, 'donor', donors);
    changed = true;
  }
  if (!sameList([...values.sectors].sort(), [...initial.sectors].sort())) {
    appendList(form, 'sectors', values.sectors);
    changed = true;
  }
  if (!sameRows(completePartners(values.partners), completePartners(initial.partners), PARTNER_FIELDS)) {
    appendPartners(form, values.partners);
    changed = true;
  }
  for (const id of values.remove_visuals) form.append('remove_visuals[]', String(id));
  for (const id of values.remove_documents) form.append('remove_documents[]', String(id));
  if (values.remove_visuals.length > 0 || values.remove_documents.length > 0) changed = true;
  if (values.visuals.length > 0 || values.documents.length > 0 || values.featured_image) changed = true;
  appendFiles(form, values);
  return changed || resubmit ? form : null;
}
