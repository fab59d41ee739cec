// Success stories: the public list, members' submissions and edits, and staff review.
import { localizedName } from '../../lib/localized.ts';
import {
  REGIONS,
  STORY_DOCUMENTS_MAX,
  STORY_SORTS,
  STORY_STATUS_FILTERS,
  STORY_VISUALS_MAX,
  type Language,
  type StoriesQuery,
  type StoryCreate,
  type StoryFilters,
  type StoryUpdate,
} from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { isRealDate } from '../../lib/dates.ts';
import { AppError, conflict, notFound, tooManyItems, validation } from '../../lib/errors.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';
import { REGION_NAMES } from '../../lib/regions.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createSubmissionLifecycle } from '../moderation/submission-lifecycle.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PendingFile } from '../media/media.types.ts';
import { canSubmitContent } from '../users/users.policy.ts';
import { canEdit, canView } from '../moderation/submission.policy.ts';
import { presentStory } from './stories.presenter.ts';
import { storiesReviewed } from './stories.review.ts';
import { createStoriesRepo, type NewStory, type NewVisual, type StoryRow, type StoryView } from './stories.repo.ts';

export interface StoryFiles {
  featured?: PendingFile;
  visuals: PendingFile[];
  documents: PendingFile[];
}

interface Deps {
  db: Db;
  media: MediaService;
  mailer: Mailer;
  publicUrl: string;
}

const allFiles = (files: StoryFiles) => [...(files.featured ? [files.featured] : []), ...files.visuals, ...files.documents];

/** The story's columns a submission or an edit sets: a field not sent is left out (unchanged on edit). */
function columns(input: StoryUpdate): Partial<NewStory> {
  const values: Partial<NewStory> = {};
  const set = <K extends keyof NewStory>(key: K, value: NewStory[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('title', input.title);
  set('contentLanguage', input.content_language);
  set('titleAr', input.title_ar);
  set('description', input.desc);
  set('descriptionAr', input.content_ar);
  set('excerpt', input.excerpt);
  set('excerptAr', input.excerpt_ar);
  set('background', input.background);
  set('mainComponents', input.main_components);
  set('achievements', input.achievements);
  set('additionalInfo', input.additional_info);
  set('sustainabilityStatusId', input.sustainability_status_id);
  set('sustainabilityStatusDesc', input.sustainability_status_desc);
  set('location', input.location);
  set('countryId', input.country_id);
  set('cityId', input.city_id);
  set('implementingLeader', input.implementing_leader);
  set('isOngoing', input.is_ongoing);
  set('startingDate', input.starting_date);
  set('endingDate', input.ending_date);
  set('contactName', input.contact_name);
  set('contactEmail', input.contact_email);
  set('contactPosition', input.contact_position);
  set('storyLink', input.story_link);
  set('donors', input.donor);
  return values;
}

/** New visuals with the alt texts sent beside them, paired by position. */
const visualsWithAltTexts = (mediaIds: number[], input: StoryUpdate): NewVisual[] =>
  mediaIds.map((mediaId, i) => ({ mediaId, altText: input.visual_alt_text?.[i] || null, altTextAr: input.visual_alt_text_ar?.[i] || null }));

/** Builds the stories service. */
export function createStoriesService({ db, media, mailer, publicUrl }: Deps) {
  const repo = createStoriesRepo(db);

  async function view(id: number): Promise<StoryView> {
    const found = await repo.findView(id);
    if (!found) throw notFound('stories.not_found');
    return found;
  }

  const lifecycle = createSubmissionLifecycle<StoryView, StoryRow>({ db, media, mailer, publicUrl }, { kind: storiesReviewed, view, itemOf: (found) => found.story, decide: repo.decide });

  /** References that must exist and dates that must be real days in order (with the stored ones on edit). */
  async function checkInput(input: StoryUpdate, current?: StoryView['story']) {
    const errors: Record<string, MessageKey[]> = {};
    if (input.country_id !== undefined && !(await repo.countryExists(input.country_id))) errors.country_id = ['validation.unknown_option'];
    if (input.sustainability_status_id !== undefined && !(await repo.sustainabilityStatusExists(input.sustainability_status_id))) {
      errors.sustainability_status_id = ['validation.unknown_option'];
    }
    if (input.sectors?.length && (await repo.unknownSectors(input.sectors)).length) errors.sectors = ['validation.unknown_option'];
    // Any real day from 1900 to 2100: other years are typing mistakes.
    for (const field of ['starting_date', 'ending_date'] as const) {
      const date = input[field];
      if (date && (!isRealDate(date) || date < '1900-01-01' || date > '2100-12-31')) errors[field] = ['validation.date'];
    }
    const start = input.starting_date !== undefined ? input.starting_date : (current?.startingDate ?? null);
    const end = input.ending_date !== undefined ? input.ending_date : (current?.endingDate ?? null);
    if (!errors.starting_date && !errors.ending_date && start && end && end < start) errors.ending_date = ['validation.date_order'];
    if (Object.keys(errors).length) throw validation(errors);
  }


  const present = async (id: number, language: Language, viewerId: number | null) => presentStory((await repo.findView(id))!, language, viewerId);

  return {
    async list(query: StoriesQuery, language: Language, viewer: AuthUser | null) {
      const { rows, total, totalIsLowerBound } = await repo.listPublic(query, language);
      return { items: rows.map((row) => presentStory(row, language, viewer?.id ?? null)), total, totalIsLowerBound };
    },

    /** What the list's filters offer, named in the request's language. */
    async filters(language: Language): Promise<StoryFilters> {
      const options = await repo.filterOptions();
      const collator = new Intl.Collator(language);
      return {
        sectors: options.sectors.map((s) => ({ id: s.id, name: localizedName(s, language) })),
        countries: options.countries.map((c) => ({ id: c.id, name: localizedName(c, language) })).sort((a, b) => collator.compare(a.name, b.name)),
        statuses: STORY_STATUS_FILTERS.map((value) => ({ value, name: translate(language, `stories.status_${value}`) })),
        regions: REGIONS.map((value) => ({ value, name: REGION_NAMES[value][language] })),
        sorts: STORY_SORTS.map((value) => ({ value, name: translate(language, `stories.sort_${value}`) })),
      };
    },

    /** One story: approved ones for everyone, any state for its owner and staff (404 otherwise). */
    async get(id: number, language: Language, viewer: AuthUser | null) {
      const found = await view(id);
      if (!canView(found.story, viewer)) throw notFound('stories.not_found');
      return presentStory(found, language, viewer?.id ?? null);
    },

    async mine(owner: AuthUser, language: Language) {
      return (await repo.listByOwner(owner.id)).map((row) => presentStory(row, language, owner.id));
    },

    /** One of the caller's own stories; someone else's is 404, as if it did not exist. */
    async mineOne(id: number, owner: AuthUser, language: Language) {
      const found = await view(id);
      if (!canEdit(found.story, owner)) throw notFound('stories.not_found');
      return presentStory(found, language, owner.id);
    },

    /** A member's submission: stored pending, its files private until approved. */
    async create(input: StoryCreate, files: StoryFiles, owner: AuthUser, language: Language) {
      // Inside withUploads, so a refusal still removes the uploaded temp files.
      const id = await media.withUploads(db, allFiles(files), async () => {
        if (!canSubmitContent(owner)) throw new AppError(403, 'auth.entity_pending');
        if (files.visuals.length > STORY_VISUALS_MAX) throw tooManyItems(language, 'visuals', STORY_VISUALS_MAX);
        if (files.documents.length > STORY_DOCUMENTS_MAX) throw tooManyItems(language, 'documents', STORY_DOCUMENTS_MAX);
        await checkInput(input);
        return inTransaction(db, async (tx) => {
          const stored = createStoriesRepo(tx);
          const featured = files.featured ? await media.persist(tx, files.featured, owner.id, 'private') : undefined;
          // Not said, the language is the one the member was using.
          const row = await stored.insert({ ...(columns(input) as NewStory), contentLanguage: input.content_language ?? language, ownerId: owner.id, status: 'pending', featuredImageId: featured?.id ?? null });
          await stored.replaceSectors(row.id, input.sectors ?? []);
          await stored.replacePartners(row.id, input.partners ?? []);
          const visualIds: number[] = [];
          for (const file of files.visuals) visualIds.push((await media.persist(tx, file, owner.id, 'private')).id);
          await stored.addVisuals(row.id, visualsWithAltTexts(visualIds, input));
          const documentIds: number[] = [];
          for (const file of files.documents) documentIds.push((await media.persist(tx, file, owner.id, 'private')).id);
          await stored.addDocuments(row.id, documentIds);
          return row.id;
        });
      });
      return present(id, language, owner.id);
    },

    /**
     * The owner's edit: fields sent replace (an empty optional one is cleared), lists sent replace,
     * new visuals and documents are added after the kept ones, `remove_*` drop files of this story,
     * a new featured image replaces the old. The story goes back to review with its files private.
     */
    async update(id: number, input: StoryUpdate, files: StoryFiles, owner: AuthUser, language: Language) {
      const removeVisuals = [...new Set(input.remove_visuals ?? [])];
      const removeDocuments = [...new Set(input.remove_documents ?? [])];
      await lifecycle.edit(id, owner, allFiles(files), {
        check: async (found) => {
          const ownVisuals = new Set(found.visuals.map((v) => v.id));
          const ownDocuments = new Set(found.documents.map((d) => d.id));
          const foreign: Record<string, MessageKey[]> = {};
          if (removeVisuals.some((v) => !ownVisuals.has(v))) foreign.remove_visuals = ['validation.invalid'];
          if (removeDocuments.some((d) => !ownDocuments.has(d))) foreign.remove_documents = ['validation.invalid'];
          if (Object.keys(foreign).length) throw validation(foreign);
          if (found.visuals.length - removeVisuals.length + files.visuals.length > STORY_VISUALS_MAX) throw tooManyItems(language, 'visuals', STORY_VISUALS_MAX);
          if (found.documents.length - removeDocuments.length + files.documents.length > STORY_DOCUMENTS_MAX) throw tooManyItems(language, 'documents', STORY_DOCUMENTS_MAX);
          await checkInput(input, found.story);
        },
        write: async (tx, found) => {
          const removed: number[] = [];
          const stored = createStoriesRepo(tx);
          const values = columns(input);
          if (files.featured) values.featuredImageId = (await media.persist(tx, files.featured, owner.id, 'private')).id;
          const row = await stored.updateAsOwner(id, owner.id, values);
          if (!row) throw conflict();
          if (files.featured && found.story.featuredImageId) removed.push(found.story.featuredImageId);
          if (input.sectors !== undefined) await stored.replaceSectors(id, input.sectors);
          if (input.partners !== undefined) await stored.replacePartners(id, input.partners);
          removed.push(...(await stored.removeVisuals(id, removeVisuals)), ...(await stored.removeDocuments(id, removeDocuments)));
          const visualIds: number[] = [];
          for (const file of files.visuals) visualIds.push((await media.persist(tx, file, owner.id, 'private')).id);
          await stored.addVisuals(id, visualsWithAltTexts(visualIds, input));
          const documentIds: number[] = [];
          for (const file of files.documents) documentIds.push((await media.persist(tx, file, owner.id, 'private')).id);
          await stored.addDocuments(id, documentIds);
          return removed;
        },
      });
      return present(id, language, owner.id);
    },

    /** The owner deletes the story with its files. */
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
export type StoriesService = ReturnType<typeof createStoriesService>;
