// News and events: the public list (with upcoming items), members' submissions and edits, the
// calendar file, and staff review.
import { localizedName } from '../../lib/localized.ts';
import {
  EVENT_ONLY_FIELDS,
  type EventOnlyField,
  isPostTypeId,
  kindOfPostType,
  NEWS_EVENT_IMAGES_MAX,
  NEWS_EVENTS_PAGE_SIZE,
  type Language,
  type NewsEventCreate,
  type NewsEventsQuery,
  type NewsEventUpdate,
} from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { isRealDate, todayIso } from '../../lib/dates.ts';
import { AppError, conflict, notFound, tooManyItems, validation } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PendingFile } from '../media/media.types.ts';
import { createSubmissionLifecycle } from '../moderation/submission-lifecycle.ts';
import { canSubmitContent } from '../users/users.policy.ts';
import { buildCalendar, calendarFileName } from '../../lib/icalendar.ts';
import { canEdit, canView, isPublic } from '../moderation/submission.policy.ts';
import { presentNewsEvent } from './news-events.presenter.ts';
import { newsEventsReviewed } from './news-events.review.ts';
import { createNewsEventsRepo, type NewImage, type NewNewsEvent, type NewsEventRow, type NewsEventView } from './news-events.repo.ts';
import { contentPagePath } from '../../lib/public-paths.ts';

export interface NewsEventFiles {
  images: PendingFile[];
  attachment?: PendingFile;
}

interface Deps {
  db: Db;
  media: MediaService;
  mailer: Mailer;
  publicUrl: string;
}

const allFiles = (files: NewsEventFiles) => [...files.images, ...(files.attachment ? [files.attachment] : [])];

/** The item's columns a submission or an edit sets: a field not sent is left out (unchanged on edit). */
function columns(input: NewsEventUpdate): Partial<NewNewsEvent> {
  const values: Partial<NewNewsEvent> = {};
  const set = <K extends keyof NewNewsEvent>(key: K, value: NewNewsEvent[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('title', input.title);
  set('contentLanguage', input.content_language);
  set('description', input.desc);
  set('postTypeId', input.post_type_id);
  set('organizationTypeId', input.organization_type_id);
  set('location', input.location);
  set('countryId', input.country_id);
  set('cityId', input.city_id);
  set('implementingLeader', input.implementing_leader);
  set('startingDate', input.starting_date);
  set('endDate', input.end_date);
  set('duration', input.duration);
  set('registerDeadline', input.register_deadline);
  set('contactName', input.contact_name);
  set('contactEmail', input.contact_email);
  set('contactPosition', input.contact_position);
  set('contactPhone', input.contact_phone);
  set('postLink', input.post_link);
  set('websiteUrl', input.website_url);
  set('registrationUrl', input.registration_url);
  set('background', input.background);
  set('impact', input.impact);
  set('keyLearnings', input.key_learnings);
  set('additionalInfo', input.additional_info);
  set('quantitativeMetrics', input.quantitative_metrics);
  set('quantitativeMetricsDesc', input.quantitative_metrics_desc);
  set('isOngoing', input.is_ongoing);
  set('isOnline', input.is_online);
  set('sustainabilityStatusId', input.sustainability_status_id);
  set('eventType', input.event_type);
  set('organizer', input.organizer);
  set('capacity', input.capacity);
  set('feeType', input.fee_type);
  set('feeAmount', input.fee_amount === undefined ? undefined : input.fee_amount === null ? null : input.fee_amount.toFixed(2));
  return values;
}

/** The column of each of an event's own fields (the contract's EVENT_ONLY_FIELDS; the lists are tables of their own). */
const EVENT_COLUMNS = {
  implementing_leader: 'implementingLeader',
  sustainability_status_id: 'sustainabilityStatusId',
  is_ongoing: 'isOngoing',
  starting_date: 'startingDate',
  end_date: 'endDate',
  duration: 'duration',
  register_deadline: 'registerDeadline',
  is_online: 'isOnline',
  event_type: 'eventType',
  organizer: 'organizer',
  capacity: 'capacity',
  fee_type: 'feeType',
  fee_amount: 'feeAmount',
  registration_url: 'registrationUrl',
} as const satisfies Record<Exclude<EventOnlyField, 'agenda_outlines' | 'speakers'>, keyof NewNewsEvent>;

/**
 * What a news item keeps of an event's fields: nothing (flags off, the rest empty). Set whenever an
 * item is saved as news, so one that was an event does not keep a start date the list would sort by.
 * Built from EVENT_COLUMNS, so a field added to the contract's list cannot be forgotten here.
 */
const NO_EVENT_FIELDS: Partial<NewNewsEvent> = Object.fromEntries(
  Object.values(EVENT_COLUMNS).map((column) => [column, column === 'isOngoing' || column === 'isOnline' ? false : null]),
);

/** A field sent with something in it (a flag set, a list with entries). */
const hasValue = (value: unknown) => value !== undefined && value !== null && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The item's type and, for news, its event fields emptied: the type follows the post type. */
function kindColumns(postTypeId: number): Partial<NewNewsEvent> {
  const type = kindOfPostType(postTypeId);
  return type === 'event' ? { type } : { type, ...NO_EVENT_FIELDS };
}

/** New images with the alt texts sent beside them, paired by position. */
const imagesWithAltTexts = (mediaIds: number[], input: NewsEventUpdate): NewImage[] =>
  mediaIds.map((mediaId, i) => ({ mediaId, altText: input.image_alt_text?.[i] || null, altTextAr: input.image_alt_text_ar?.[i] || null }));

/** A real day from 1900 to 2100 (other years are typing mistakes), with a real time when one is given. */
function isRealDateTime(value: string): boolean {
  const day = value.slice(0, 10);
  if (!isRealDate(day) || day < '1900-01-01' || day > '2100-12-31') return false;
  const time = /^T(\d{2}):(\d{2})$/.exec(value.slice(10));
  return value.length === 10 || (!!time && Number(time[1]) <= 23 && Number(time[2]) <= 59);
}

/** Builds the news and events service. */
export function createNewsEventsService({ db, media, mailer, publicUrl }: Deps) {
  const repo = createNewsEventsRepo(db);
  const host = new URL(publicUrl).hostname;

  async function view(id: number): Promise<NewsEventView> {
    const found = await repo.findView(id);
    if (!found) throw notFound('news_events.not_found');
    return found;
  }

  const lifecycle = createSubmissionLifecycle<NewsEventView, NewsEventRow>({ db, media, mailer, publicUrl }, { kind: newsEventsReviewed, view, itemOf: (found) => found.item, decide: repo.decide });

  /** References that must exist and dates that must be real, the end not before the start (with the stored ones on edit). */
  async function checkInput(input: NewsEventUpdate, current?: NewsEventView['item']) {
    const errors: Record<string, MessageKey[]> = {};
    const partners = input.partners ?? [];
    const { fields, unknownCategories } = await repo.unknownReferences({
      country_id: input.country_id,
      post_type_id: input.post_type_id,
      organization_type_id: input.organization_type_id,
      sustainability_status_id: input.sustainability_status_id,
      sectors: input.sectors,
      institution_category_ids: partners.flatMap((p) => (p.institution_category_id === null ? [] : [p.institution_category_id])),
    });
    for (const field of fields) errors[field] = ['validation.unknown_option'];
    partners.forEach((p, i) => {
      if (p.institution_category_id !== null && unknownCategories.includes(p.institution_category_id)) errors[`partners.${i}.institution_category_id`] = ['validation.unknown_option'];
    });
    for (const field of ['starting_date', 'end_date', 'register_deadline'] as const) {
      const value = input[field];
      if (value && !isRealDateTime(value)) errors[field] = ['validation.date'];
    }
    // The type follows the post type; an event needs its leader and start, kept or sent.
    const postTypeId = input.post_type_id ?? current?.postTypeId;
    if (postTypeId !== undefined && isPostTypeId(postTypeId)) {
      const kind = kindOfPostType(postTypeId);
      if (input.type !== undefined && input.type !== kind) errors.post_type_id = ['validation.kind_mismatch'];
      // A news item has no event fields: one sent with a value is refused, not silently dropped.
      if (kind === 'news') for (const field of EVENT_ONLY_FIELDS) if (hasValue(input[field])) errors[field] = ['validation.event_only'];
      if (kind === 'event' && current) {
        if (!(input.implementing_leader ?? current.implementingLeader)) errors.implementing_leader = ['validation.required'];
        if (!(input.starting_date ?? current.startingDate)) errors.starting_date = ['validation.required'];
      }
    }
    const start = input.starting_date ?? current?.startingDate;
    const end = input.end_date !== undefined ? input.end_date : (current?.endDate ?? null);
    if (!errors.starting_date && !errors.end_date && start && end && end.slice(0, 10) < start.slice(0, 10)) errors.end_date = ['validation.date_order'];
    if (Object.keys(errors).length) throw validation(errors);
  }


  const present = async (id: number, language: Language, viewerId: number | null) => presentNewsEvent((await repo.findView(id))!, language, viewerId);

  /** Stores the new images (private) with their alt texts, after the item's existing ones. */
  async function addImages(tx: Db, id: number, images: readonly PendingFile[], input: NewsEventUpdate, ownerId: number) {
    const mediaIds: number[] = [];
    for (const file of images) mediaIds.push((await media.persist(tx, file, ownerId, 'private')).id);
    await createNewsEventsRepo(tx).addImages(id, imagesWithAltTexts(mediaIds, input));
  }

  return {
    /**
     * Approved items matching the filters. `upcoming` keeps those starting today (UTC) or later and
     * sorts them soonest first unless another sort is asked for; the page size is `per_page`, else
     * `limit`, else 9.
     */
    async list(query: NewsEventsQuery, language: Language, viewer: AuthUser | null) {
      const perPage = query.per_page ?? query.limit ?? NEWS_EVENTS_PAGE_SIZE;
      const sort = query.sort ?? (query.upcoming ? 'upcoming' : 'newest');
      const { rows, total, totalIsLowerBound } = await repo.listPublic({ ...query, sort, perPage, today: todayIso() });
      return { items: rows.map((row) => presentNewsEvent(row, language, viewer?.id ?? null)), total, totalIsLowerBound, perPage };
    },

    /** One item: approved ones for everyone, any state for its owner and staff (404 otherwise). */
    async get(id: number, language: Language, viewer: AuthUser | null) {
      const found = await view(id);
      if (!canView(found.item, viewer)) throw notFound('news_events.not_found');
      return presentNewsEvent(found, language, viewer?.id ?? null);
    },

    /** The calendar file of an approved item and its file name; others are 404. */
    async calendar(id: number, language: Language): Promise<{ ics: string; fileName: string }> {
      const found = await view(id);
      if (!isPublic(found.item)) throw notFound('news_events.not_found');
      const { item, country } = found;
      // Only an event has a start to put in a calendar.
      if (!item.startingDate) throw notFound('news_events.not_found');
      const countryName = localizedName(country, language);
      const location = item.location.toLocaleLowerCase().includes(countryName.toLocaleLowerCase()) ? item.location : `${item.location} - ${countryName}`;
      const ics = buildCalendar({
        id: item.id,
        title: item.title,
        description: item.description,
        location,
        startingDate: item.startingDate,
        url: `${publicUrl.replace(/\/+$/, '')}${contentPagePath('news-events', item.id)}`,
        host,
        stamp: new Date(),
      });
      return { ics, fileName: calendarFileName(item.title, item.id) };
    },

    async mine(owner: AuthUser, language: Language) {
      return (await repo.listByOwner(owner.id)).map((row) => presentNewsEvent(row, language, owner.id));
    },

    /** One of the caller's own items; someone else's is 404, as if it did not exist. */
    async mineOne(id: number, owner: AuthUser, language: Language) {
      const found = await view(id);
      if (!canEdit(found.item, owner)) throw notFound('news_events.not_found');
      return presentNewsEvent(found, language, owner.id);
    },

    /** A member's submission: stored pending, its files private until approved. */
    async create(input: NewsEventCreate, files: NewsEventFiles, owner: AuthUser, language: Language) {
      // Inside withUploads, so a refusal still removes the uploaded temp files.
      const id = await media.withUploads(db, allFiles(files), async () => {
        if (!canSubmitContent(owner)) throw new AppError(403, 'auth.entity_pending');
        if (files.images.length > NEWS_EVENT_IMAGES_MAX) throw tooManyItems(language, 'images', NEWS_EVENT_IMAGES_MAX);
        await checkInput(input);
        return inTransaction(db, async (tx) => {
          const stored = createNewsEventsRepo(tx);
          const attachment = files.attachment ? await media.persist(tx, files.attachment, owner.id, 'private') : undefined;
          const kind = kindColumns(input.post_type_id);
          const event = kind.type === 'event';
          // Not said, the language is the one the member was using.
          const row = await stored.insert({ ...(columns(input) as NewNewsEvent), ...kind, contentLanguage: input.content_language ?? language, ownerId: owner.id, status: 'pending', attachmentId: attachment?.id ?? null });
          await stored.replaceSectors(row.id, input.sectors ?? []);
          await stored.replaceAgenda(row.id, event ? (input.agenda_outlines ?? []) : []);
          await stored.replaceSpeakers(row.id, event ? (input.speakers ?? []) : []);
          await stored.replacePartners(row.id, input.partners ?? []);
          await addImages(tx, row.id, files.images, input, owner.id);
          return row.id;
        });
      });
      return present(id, language, owner.id);
    },

    /**
     * The owner's edit (decision 012's rules): fields sent replace (an empty optional one is cleared),
     * lists sent replace, new images are added after the kept ones, `remove_images` drop images of
     * this item, a new attachment or `remove_attachment` replaces or drops the old one. The item goes
     * back to review with its files private.
     */
    async update(id: number, input: NewsEventUpdate, files: NewsEventFiles, owner: AuthUser, language: Language) {
      const removeImages = [...new Set(input.remove_images ?? [])];
      await lifecycle.edit(id, owner, allFiles(files), {
        check: async (found) => {
          const ownImages = new Set(found.images.map((image) => image.id));
          if (removeImages.some((imageId) => !ownImages.has(imageId))) throw validation({ remove_images: ['validation.invalid'] });
          if (found.images.length - removeImages.length + files.images.length > NEWS_EVENT_IMAGES_MAX) throw tooManyItems(language, 'images', NEWS_EVENT_IMAGES_MAX);
          await checkInput(input, found.item);
        },
        write: async (tx, found) => {
          const removed: number[] = [];
          const stored = createNewsEventsRepo(tx);
          const kind = kindColumns(input.post_type_id ?? found.item.postTypeId);
          const event = kind.type === 'event';
          const values = { ...columns(input), ...kind };
          const oldAttachment = found.item.attachmentId;
          if (files.attachment) values.attachmentId = (await media.persist(tx, files.attachment, owner.id, 'private')).id;
          else if (input.remove_attachment) values.attachmentId = null;
          const row = await stored.updateAsOwner(id, owner.id, values);
          if (!row) throw conflict();
          if (oldAttachment && values.attachmentId !== undefined) removed.push(oldAttachment);
          if (input.sectors !== undefined) await stored.replaceSectors(id, input.sectors);
          if (input.agenda_outlines !== undefined || !event) await stored.replaceAgenda(id, event ? (input.agenda_outlines ?? []) : []);
          if (input.speakers !== undefined || !event) await stored.replaceSpeakers(id, event ? (input.speakers ?? []) : []);
          if (input.partners !== undefined) await stored.replacePartners(id, input.partners);
          removed.push(...(await stored.removeImages(id, removeImages)));
          await addImages(tx, id, files.images, input, owner.id);
          return removed;
        },
      });
      return present(id, language, owner.id);
    },

    /** The owner deletes the item with its files. */
    delete: lifecycle.delete,

    /** Staff: approve a pending item once; it and its files become public, the owner is told. */
    async approve(id: number, staff: AuthUser, language: Language) {
      await lifecycle.approve(id, staff);
      return present(id, language, staff.id);
    },

    /** Staff: reject a pending item with a reason the owner receives by mail. */
    async reject(id: number, staff: AuthUser, reason: string, language: Language) {
      await lifecycle.reject(id, staff, reason);
      return present(id, language, staff.id);
    },
  };
}
export type NewsEventsService = ReturnType<typeof createNewsEventsService>;
