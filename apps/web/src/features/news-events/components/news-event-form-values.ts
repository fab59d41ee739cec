// The add and edit forms' values, their checks (spec part 2, section 5, with the contract's limits) and
// the multipart bodies they send.
//
// One question, the post type (News, Event or Announcement), decides the kind: the server files the
// item as an event or as news from it (kindOfPostType), and a news item neither shows nor sends an
// event's fields (EVENT_ONLY_FIELDS): no start, leader, sustainability status, practical details,
// agenda or speakers.
//
// Add (POST /news-events): every filled text field (empty optional ones are not sent); the start and
// end as `starting_date` and `end_date` ('2026-03-05' or '2026-03-05T09:30'); `is_ongoing` and
// `is_online` as '1' or '0'; `sectors[]`; `agenda_outlines[]` ('time: text', non-blank rows only);
// `speakers[i][name|title|organization|bio]` (rows with a name); `partners[i][organization|
// contact_person|contact_email|institution_category_id]` (rows with an organization); each `images[]`
// file followed by its `image_alt_text[]` (sent even when empty, so the pairing by position holds);
// and an `attachment` (PDF, DOC or DOCX).
//
// Edit (POST /my-news-events/{id}, `_method=PUT`): only what changed. An emptied optional field is sent
// empty (the server clears it); changed lists are sent whole (an emptied one as one empty value or one
// empty row); new images are added; `remove_images[]` names stored ones to drop; `remove_attachment=1`
// drops the attachment, and a new `attachment` replaces it.
import {
  DOCUMENT_MAX_BYTES,
  emailField,
  EVENT_ONLY_FIELDS,
  EVENT_REQUIRED_FIELDS,
  IMAGE_MAX_BYTES,
  kindOfPostType,
  NEWS_EVENT_AGENDA_MAX,
  NEWS_EVENT_IMAGES_MAX,
  NEWS_EVENT_PARTNERS_MAX,
  NEWS_EVENT_SPEAKERS_MAX,
  newsEventCreateSchema,
  phoneField,
  STORY_LONG_TEXT_MAX,
  STORY_SECTORS_MAX,
  TEXT_FIELD_MAX,
  type EventType,
  type FeeType,
  type FieldErrors,
  type NewsEvent,
  type NewsEventType,
} from '@wefe/contract';
import type { ImageChoice } from '@/components/ui/images-field';
import { joinDateTime, splitDateTime } from '@/lib/dates';
import type { TFunction } from '@/lib/i18n';
import { appendList, appendRows, sameList, sameRows } from '@/lib/multipart';

export interface AgendaRow {
  /** When ('09:30', 'Day 1'). */
  time: string;
  /** What happens. */
  item: string;
}

export interface SpeakerRow {
  name: string;
  title: string;
  organization: string;
  bio: string;
}

export interface NewsEventPartnerRow {
  organization: string;
  contact_person: string;
  contact_email: string;
  /** An institution category id, or ''. */
  institution_category_id: string;
}

export interface NewsEventFormValues {
  title: string;
  /** The language it is written in; '' until chosen: the interface's, which the server takes when none is sent. */
  content_language: string;
  post_type_id: string;
  organization_type_id: string;
  implementing_leader: string;
  sustainability_status_id: string;
  location: string;
  country_id: string;
  starting_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  duration: string;
  register_deadline: string;
  desc: string;
  background: string;
  impact: string;
  key_learnings: string;
  additional_info: string;
  quantitative_metrics: string;
  quantitative_metrics_desc: string;
  event_type: EventType | '';
  organizer: string;
  capacity: string;
  fee_type: FeeType | '';
  fee_amount: string;
  registration_url: string;
  website_url: string;
  post_link: string;
  contact_name: string;
  contact_position: string;
  contact_email: string;
  contact_phone: string;
  is_ongoing: boolean;
  is_online: boolean;
  /** Chosen sector ids. */
  sectors: string[];
  agenda: AgendaRow[];
  speakers: SpeakerRow[];
  partners: NewsEventPartnerRow[];
  /** New images, each with its alt text (sent in `image_alt_text[]` at the same position). */
  images: ImageChoice[];
  attachment: File | null;
  /** Edit only: stored images to remove, and whether to drop the stored attachment. */
  remove_images: number[];
  remove_attachment: boolean;
}

/** The one-value fields the form writes itself, in the order it shows them. */
export const NEWS_EVENT_TEXT_FIELDS = [
  'title',
  'content_language',
  'post_type_id',
  'organization_type_id',
  'implementing_leader',
  'sustainability_status_id',
  'location',
  'country_id',
  'starting_date',
  'start_time',
  'end_date',
  'end_time',
  'duration',
  'register_deadline',
  'desc',
  'background',
  'impact',
  'key_learnings',
  'additional_info',
  'quantitative_metrics',
  'quantitative_metrics_desc',
  'event_type',
  'organizer',
  'capacity',
  'fee_type',
  'fee_amount',
  'registration_url',
  'website_url',
  'post_link',
  'contact_name',
  'contact_position',
  'contact_email',
  'contact_phone',
] as const satisfies readonly (keyof NewsEventFormValues)[];

export type NewsEventTextField = (typeof NEWS_EVENT_TEXT_FIELDS)[number];

/** What adding requires of every item (spec part 2, section 5; the type follows the post type). */
const REQUIRED_ON_ADD = ['title', 'post_type_id', 'location', 'organization_type_id', 'country_id'] as const satisfies readonly NewsEventTextField[];

/** What editing requires of every item (spec part 2, section 5). */
const REQUIRED_ON_EDIT = ['title', 'post_type_id'] as const satisfies readonly NewsEventTextField[];

/** The kind the chosen post type files the item under; null before one is chosen. */
export function formKind(values: Pick<NewsEventFormValues, 'post_type_id'>): NewsEventType | null {
  return values.post_type_id ? kindOfPostType(Number(values.post_type_id)) : null;
}

/** The fields the form requires: an event's leader and start besides those every item needs. */
export function requiredFields(mode: 'add' | 'edit', kind: NewsEventType | null): readonly NewsEventTextField[] {
  return [...(mode === 'add' ? REQUIRED_ON_ADD : REQUIRED_ON_EDIT), ...(kind === 'event' ? EVENT_REQUIRED_FIELDS : [])];
}

/** The form's own fields an event has and news does not (the start and end times go with their days). */
const EVENT_ONLY_FORM_FIELDS: ReadonlySet<string> = new Set([...EVENT_ONLY_FIELDS, 'start_time', 'end_time', 'agenda']);

/** True when a field of the form is asked for items of this kind. */
export function asksFor(field: string, kind: NewsEventType | null): boolean {
  return kind === 'event' || !EVENT_ONLY_FORM_FIELDS.has(field);
}

const LONG_FIELDS = ['desc', 'background', 'impact', 'key_learnings', 'additional_info', 'quantitative_metrics_desc'] as const;

/** Longest text each field takes (the contract's limits). */
function fieldMax(field: NewsEventTextField): number {
  if ((LONG_FIELDS as readonly string[]).includes(field)) return STORY_LONG_TEXT_MAX;
  if (field === 'quantitative_metrics') return 2000;
  if (field === 'duration') return 100;
  return TEXT_FIELD_MAX;
}

/** The image types the server takes (spec part 2, section 5, and WebP). */
export const NEWS_EVENT_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp'] as const;
export const NEWS_EVENT_IMAGE_ACCEPT = NEWS_EVENT_IMAGE_TYPES.join(',');
export const NEWS_EVENT_ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const NEWS_EVENT_ATTACHMENT_ACCEPT = NEWS_EVENT_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** True for a file of an accepted image type. */
export function isAllowedImage(file: File): boolean {
  return (NEWS_EVENT_IMAGE_TYPES as readonly string[]).includes(file.type);
}

export const emptyAgendaRow = (): AgendaRow => ({ time: '', item: '' });
export const emptySpeakerRow = (): SpeakerRow => ({ name: '', title: '', organization: '', bio: '' });
export const emptyPartnerRow = (): NewsEventPartnerRow => ({ organization: '', contact_person: '', contact_email: '', institution_category_id: '' });

/** A new item's form: one empty agenda, speaker and partner row. */
export function emptyNewsEventForm(): NewsEventFormValues {
  return {
    title: '',
    content_language: '',
    post_type_id: '',
    organization_type_id: '',
    implementing_leader: '',
    sustainability_status_id: '',
    location: '',
    country_id: '',
    starting_date: '',
    start_time: '',
    end_date: '',
    end_time: '',
    duration: '',
    register_deadline: '',
    desc: '',
    background: '',
    impact: '',
    key_learnings: '',
    additional_info: '',
    quantitative_metrics: '',
    quantitative_metrics_desc: '',
    event_type: '',
    organizer: '',
    capacity: '',
    fee_type: '',
    fee_amount: '',
    registration_url: '',
    website_url: '',
    post_link: '',
    contact_name: '',
    contact_position: '',
    contact_email: '',
    contact_phone: '',
    is_ongoing: false,
    is_online: false,
    sectors: [],
    agenda: [emptyAgendaRow()],
    speakers: [emptySpeakerRow()],
    partners: [emptyPartnerRow()],
    images: [],
    attachment: null,
    remove_images: [],
    remove_attachment: false,
  };
}

/** 'time: text' read back into its two parts ('09:30: Opening' → '09:30' and 'Opening'). */
export function parseAgendaOutline(outline: string): AgendaRow {
  const match = /^(.+?):\s+(.*)$/s.exec(outline);
  return match ? { time: match[1]!.trim(), item: match[2]!.trim() } : { time: '', item: outline.trim() };
}

/** An agenda row as sent: 'time: text', or whichever part is filled; '' when both are blank. */
export function agendaOutline(row: AgendaRow): string {
  const time = row.time.trim();
  const item = row.item.trim();
  return time && item ? `${time}: ${item}` : time || item;
}

const orEmpty = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The edit form filled with a stored item. */
export function newsEventFormValues(item: NewsEvent): NewsEventFormValues {
  const start = splitDateTime(item.starting_date);
  const end = splitDateTime(item.end_date);
  const rows = <T>(list: T[], empty: () => T) => (list.length > 0 ? list : [empty()]);
  return {
    ...emptyNewsEventForm(),
    title: item.title,
    content_language: item.content_language,
    post_type_id: orEmpty(item.post_type_id),
    organization_type_id: orEmpty(item.organization_type_id),
    implementing_leader: orEmpty(item.implementing_leader),
    sustainability_status_id: orEmpty(item.sustainability_status_id),
    location: item.location,
    country_id: orEmpty(item.country_id),
    starting_date: start.date,
    start_time: start.time,
    end_date: end.date,
    end_time: end.time,
    duration: orEmpty(item.duration),
    register_deadline: splitDateTime(item.register_deadline).date,
    desc: orEmpty(item.desc),
    background: orEmpty(item.background),
    impact: orEmpty(item.impact),
    key_learnings: orEmpty(item.key_learnings),
    additional_info: orEmpty(item.additional_info),
    quantitative_metrics: orEmpty(item.quantitative_metrics),
    quantitative_metrics_desc: orEmpty(item.quantitative_metrics_desc),
    event_type: item.event_type ?? '',
    organizer: orEmpty(item.organizer),
    capacity: orEmpty(item.capacity),
    fee_type: item.fee_type ?? '',
    fee_amount: orEmpty(item.fee_amount),
    registration_url: orEmpty(item.registration_url),
    website_url: orEmpty(item.website_url),
    post_link: orEmpty(item.post_link),
    contact_name: orEmpty(item.contact_name),
    contact_position: orEmpty(item.contact_position),
    contact_email: orEmpty(item.contact_email),
    contact_phone: orEmpty(item.contact_phone),
    is_ongoing: item.is_ongoing,
    is_online: item.is_online,
    sectors: item.sectors.map((sector) => String(sector.id)),
    agenda: rows(
      item.agenda_outlines.map((entry) => parseAgendaOutline(entry.outline)),
      emptyAgendaRow,
    ),
    speakers: rows(
      item.speakers.map((speaker) => ({ name: speaker.name, title: orEmpty(speaker.title), organization: orEmpty(speaker.organization), bio: orEmpty(speaker.bio) })),
      emptySpeakerRow,
    ),
    partners: rows(
      item.partners.map((partner) => ({
        organization: partner.organization,
        contact_person: orEmpty(partner.contact_person),
        contact_email: orEmpty(partner.contact_email),
        institution_category_id: orEmpty(partner.institution_category_id),
      })),
      emptyPartnerRow,
    ),
  };
}

const trimRow = <R extends object>(row: R): R => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value).trim()])) as R;

/** The agenda items that count: non-blank, as 'time: text'. */
export function agendaOutlines(rows: readonly AgendaRow[]): string[] {
  return rows.map(agendaOutline).filter(Boolean);
}

/** The speakers that count: those with a name. */
export function completeSpeakers(rows: readonly SpeakerRow[]): SpeakerRow[] {
  return rows.map(trimRow).filter((row) => row.name !== '');
}

/** The partners that count: those with an organization. */
export function completePartners(rows: readonly NewsEventPartnerRow[]): NewsEventPartnerRow[] {
  return rows.map(trimRow).filter((row) => row.organization !== '');
}

const SPEAKER_FIELDS = ['name', 'title', 'organization', 'bio'] as const;
const PARTNER_FIELDS = ['organization', 'contact_person', 'contact_email', 'institution_category_id'] as const;

/** The value of each field as sent, those of its kind only: the start and end joined with their times. */
function sentTexts(values: NewsEventFormValues): [name: string, value: string][] {
  const sent: [string, string][] = [];
  const kind = formKind(values);
  for (const field of NEWS_EVENT_TEXT_FIELDS) {
    if (field === 'start_time' || field === 'end_time' || !asksFor(field, kind)) continue;
    if (field === 'starting_date') sent.push([field, joinDateTime(values.starting_date, values.start_time)]);
    else if (field === 'end_date') sent.push([field, joinDateTime(values.end_date, values.end_time)]);
    else sent.push([field, values[field].trim()]);
  }
  return sent;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const extensionOf = (file: File) => file.name.split('.').pop()?.toLowerCase() ?? '';

export interface NewsEventFormCheck {
  errors: FieldErrors;
  /** A required field is empty: 'Please fill in all required fields'. */
  missingRequired: boolean;
}

export interface NewsEventFormContext {
  mode: 'add' | 'edit';
  /** Edit: the item as stored, to count its images. */
  current?: NewsEvent;
}

/** The spec's checks and the contract's limits; `errors` is empty when the form may be sent. */
export function validateNewsEventForm(values: NewsEventFormValues, { mode, current }: NewsEventFormContext, t: TFunction): NewsEventFormCheck {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const fields = newsEventCreateSchema.shape;
  const kind = formKind(values);
  let missingRequired = false;
  for (const field of requiredFields(mode, kind)) {
    if (values[field].trim() === '') {
      missingRequired = true;
      add(field, t('common.form.errors.required'));
    }
  }
  for (const field of NEWS_EVENT_TEXT_FIELDS) {
    if (!asksFor(field, kind)) continue;
    const max = fieldMax(field);
    if (values[field].trim().length > max) add(field, t('common.form.errors.too_long', { max }));
  }
  const email = values.contact_email.trim();
  if (email && !errors.contact_email && !emailField.safeParse(email).success) add('contact_email', t('common.form.errors.email'));
  const phone = values.contact_phone.trim();
  if (phone && !errors.contact_phone && !phoneField.safeParse(phone).success) add('contact_phone', t('common.form.errors.phone'));
  for (const field of ['registration_url', 'website_url', 'post_link'] as const) {
    if (!asksFor(field, kind)) continue;
    const link = values[field].trim();
    if (link && !errors[field] && !fields[field].safeParse(link).success) add(field, t('common.form.errors.link'));
  }
  if (kind === 'event') {
    const capacity = values.capacity.trim();
    if (capacity && !fields.capacity.safeParse(capacity).success) add('capacity', t('news_events.form.errors.capacity'));
    const fee = values.fee_amount.trim();
    if (fee && !fields.fee_amount.safeParse(fee).success) add('fee_amount', t('news_events.form.errors.fee_amount'));
    if (values.starting_date && values.end_date && values.end_date < values.starting_date) add('end_date', t('news_events.form.errors.date_order'));
    if (agendaOutlines(values.agenda).length > NEWS_EVENT_AGENDA_MAX) add('agenda_outlines', t('common.form.errors.too_many', { max: NEWS_EVENT_AGENDA_MAX }));
    if (completeSpeakers(values.speakers).length > NEWS_EVENT_SPEAKERS_MAX) add('speakers', t('common.form.errors.too_many', { max: NEWS_EVENT_SPEAKERS_MAX }));
  }

  if (values.sectors.length > STORY_SECTORS_MAX) add('sectors', t('common.form.errors.too_many', { max: STORY_SECTORS_MAX }));
  const partners = completePartners(values.partners);
  if (partners.length > NEWS_EVENT_PARTNERS_MAX) add('partners', t('common.form.errors.too_many', { max: NEWS_EVENT_PARTNERS_MAX }));
  if (partners.some((partner) => partner.contact_email && !emailField.safeParse(partner.contact_email).success)) add('partners', t('news_events.form.errors.partner_email'));

  const keptImages = (current?.images.length ?? 0) - values.remove_images.length;
  if (values.images.some(({ file }) => !isAllowedImage(file))) add('images', t('news_events.form.errors.image_type'));
  else if (values.images.some(({ file }) => file.size > IMAGE_MAX_BYTES)) add('images', t('common.form.errors.image_size', { max: megabytes(IMAGE_MAX_BYTES) }));
  if (keptImages + values.images.length > NEWS_EVENT_IMAGES_MAX) add('images', t('common.form.errors.too_many_files', { max: NEWS_EVENT_IMAGES_MAX }));

  const attachment = values.attachment;
  if (attachment && !(NEWS_EVENT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(attachment))) add('attachment', t('common.form.errors.document_type'));
  else if (attachment && attachment.size > DOCUMENT_MAX_BYTES) add('attachment', t('common.form.errors.document_size', { max: megabytes(DOCUMENT_MAX_BYTES) }));
  return { errors, missingRequired };
}

function appendFiles(form: FormData, values: NewsEventFormValues) {
  for (const { file, alt } of values.images) {
    form.append('images[]', file, file.name);
    form.append('image_alt_text[]', alt.trim());
  }
  if (values.attachment) form.append('attachment', values.attachment, values.attachment.name);
}

const flag = (on: boolean) => (on ? '1' : '0');

/** POST /news-events: every filled field, the lists' complete rows and the files. */
export function createNewsEventForm(values: NewsEventFormValues): FormData {
  const form = new FormData();
  const event = formKind(values) === 'event';
  for (const [name, value] of sentTexts(values)) if (value !== '') form.append(name, value);
  if (event) {
    form.append('is_ongoing', flag(values.is_ongoing));
    form.append('is_online', flag(values.is_online));
  }
  if (values.sectors.length > 0) appendList(form, 'sectors', values.sectors);
  const agenda = event ? agendaOutlines(values.agenda) : [];
  if (agenda.length > 0) appendList(form, 'agenda_outlines', agenda);
  const speakers = event ? completeSpeakers(values.speakers) : [];
  if (speakers.length > 0) appendRows(form, 'speakers', speakers, SPEAKER_FIELDS);
  const partners = completePartners(values.partners);
  if (partners.length > 0) appendRows(form, 'partners', partners, PARTNER_FIELDS);
  appendFiles(form, values);
  return form;
}

/**
 * POST /my-news-events/{id}: `_method=PUT` and what differs from `initial`. Null when nothing changed,
 * unless `resubmit` sends a rejected item back to review as it is.
 */
export function updateNewsEventForm(initial: NewsEventFormValues, values: NewsEventFormValues, { resubmit = false } = {}): FormData | null {
  const form = new FormData();
  form.append('_method', 'PUT');
  let changed = false;
  // Turned into news, the server empties the event's fields itself: none are sent.
  const event = formKind(values) === 'event';
  const before = new Map(sentTexts(initial));
  for (const [name, value] of sentTexts(values)) {
    if (value === before.get(name)) continue;
    form.append(name, value);
    changed = true;
  }
  for (const name of ['is_ongoing', 'is_online'] as const) {
    if (!event || values[name] === initial[name]) continue;
    form.append(name, flag(values[name]));
    changed = true;
  }
  if (!sameList([...values.sectors].sort(), [...initial.sectors].sort())) {
    appendList(form, 'sectors', values.sectors);
    changed = true;
  }
  const agenda = agendaOutlines(values.agenda);
  if (event && !sameList(agenda, agendaOutlines(initial.agenda))) {
    appendList(form, 'agenda_outlines', agenda);
    changed = true;
  }
  const speakers = completeSpeakers(values.speakers);
  if (event && !sameRows(speakers, completeSpeakers(initial.speakers), SPEAKER_FIELDS)) {
    appendRows(form, 'speakers', speakers, SPEAKER_FIELDS);
    changed = true;
  }
  const partners = completePartners(values.partners);
  if (!sameRows(partners, completePartners(initial.partners), PARTNER_FIELDS)) {
    appendRows(form, 'partners', partners, PARTNER_FIELDS);
    changed = true;
  }
  for (const id of values.remove_images) form.append('remove_images[]', String(id));
  if (values.remove_attachment && !values.attachment) form.append('remove_attachment', '1');
  if (values.remove_images.length > 0 || values.remove_attachment || values.images.length > 0 || values.attachment) changed = true;
  appendFiles(form, values);
  return changed || resubmit ? form : null;
}
