// What must hold after a kill -9, checked two ways: on the database and the uploads folder while no
// server runs (every acknowledged write whole, unacknowledged ones whole or absent, then the sweeper
// leaves only files a row names), and through the restarted server as a user would see it.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { auditLog, mailQueue, mediaFiles, stories, storyDocuments, users } from '../../src/db/schema.ts';
import { parseVariants } from '../../src/modules/media/media.service.ts';
import { sweepOrphans } from '../../src/modules/media/media.sweeper.ts';
import { isStored, listUploads, readStored } from '../../src/modules/media/media.fixtures.ts';
import type { MediaStorage } from '../../src/modules/media/media.storage.ts';
import type { Mailbox, ReceivedMail } from '../mailbox.ts';
import { sha256, type Ledger, type StorySubmission } from './crash-workload.ts';

export interface DiskFigures {
  /** Acknowledged writes found whole: registration steps, stories, approvals. */
  verified: number;
  /** Stories whose answer never came, found wholly stored / wholly absent. */
  unackedPresent: number;
  unackedAbsent: number;
  /** Files no row named, and temp files, before the sweep (all removed by it). */
  orphans: number;
  temp: number;
  /** Rows of this run's uploads that nothing referred to before the sweep (the sweep removes them). */
  unreferencedRows: number[];
  /** Every approved story: its owner must get the approval mail. */
  approved: Array<{ title: string; ownerEmail: string }>;
  /** Stories whose approval mail was found queued (the kill came between the commit and the sending). */
  mailsQueued: string[];
}

/** The mail telling `ownerEmail` that the story `title` was published. */
export const isApprovalMail = (mail: ReceivedMail, story: { title: string; ownerEmail: string }) =>
  mail.to.includes(story.ownerEmail) && mail.subject.endsWith(`: ${story.title}`);

/** Every column that may hold a media_files id: the foreign keys, and users' two unconstrained ones. */
async function referencedMediaIds(db: Db): Promise<Set<number>> {
  const keys = (await db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'media_files'::regclass`)) as unknown as { rows: Array<{ table: string; column: string }> };
  const columns = [...keys.rows, { table: 'users', column: 'profile_picture_id' }, { table: 'users', column: 'verification_document_id' }];
  const ids = new Set<number>();
  for (const { table, column } of columns) {
    const found = (await db.execute(sql`select distinct ${sql.identifier(column)} as id from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`)) as unknown as {
      rows: Array<{ id: number }>;
    };
    for (const row of found.rows) ids.add(Number(row.id));
  }
  return ids;
}


/**
 * Checks the database and uploads of a killed server (none may be running): every acknowledged write
 * is there and whole, every story is whole or absent, approvals are recorded once with their files
 * public; then sweeps with no grace and checks that only files a row names remain.
 */
export async function checkAfterKill(db: Db, storage: MediaStorage, ledger: Ledger, firstMediaId: number, mailbox: Mailbox, context: string): Promise<DiskFigures> {
  const figures: DiskFigures = { verified: 0, unackedPresent: 0, unackedAbsent: 0, orphans: 0, temp: 0, unreferencedRows: [], approved: [], mailsQueued: [] };

  const media = await db.select().from(mediaFiles);
  const mediaById = new Map(media.map((row) => [row.id, row]));
  const namesOf = (id: number) => {
    const row = mediaById.get(id)!;
    return [row.storedName, ...Object.values(parseVariants(row.variants))];
  };
  // A row never names a missing file.
  for (const row of media) {
    for (const name of namesOf(row.id)) expect(await isStored(storage, name), `${context}: media ${row.id} names ${name}, missing from ${storage.files.description}`).toBe(true);
  }

  // Registrations: each acknowledged step is stored.
  const accounts = new Map((await db.select().from(users).where(like(users.emailNormalized, 'crash.%'))).map((row) => [row.emailNormalized, row]));
  for (const registration of ledger.registrations) {
    const row = accounts.get(registration.email);
    if (registration.ackedStep === 0) continue;
    expect(row?.id, `${context}: acknowledged registration ${registration.email}`).toBe(registration.userId);
    if (registration.ackedStep >= 2) expect(row!.emailVerifiedAt, `${context}: verified ${registration.email}`).not.toBeNull();
    if (registration.ackedStep >= 3) expect(row!.organization, `${context}: career of ${registration.email}`).toBe('Water Lab');
    if (registration.ackedStep >= 4) {
      expect([row!.status, row!.registrationStep, row!.fieldOfStudy], `${context}: completed ${registration.email}`).toEqual(['active', null, 'Hydrology']);
    }
    if (registration.withPicture) {
      const picture = mediaById.get(row!.profilePictureId ?? -1);
      expect(picture?.ownerId, `${context}: profile picture of ${registration.email}`).toBe(registration.userId);
    }
    figures.verified += registration.ackedStep + (registration.bearer ? 1 : 0);
  }
  for (const row of accounts.values()) {
    // An account whose first answer never came still has its picture whole, if it has one.
    if (row.profilePictureId !== null) expect(mediaById.has(row.profilePictureId), `${context}: picture of ${row.email}`).toBe(true);
  }

  // Stories: acknowledged ones present with their fields and files; any present one whole.
  const stored = await db.select().from(stories).where(like(stories.title, 'Crash %'));
  const byTitle = new Map(stored.map((row) => [row.title, row]));
  const documents = stored.length ? await db.select().from(storyDocuments).where(inArray(storyDocuments.storyId, stored.map((row) => row.id))) : [];
  const approvals = new Map(
    (
      await db
        .select({ id: auditLog.entityId, n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'stories'), eq(auditLog.action, 'approve')))
        .groupBy(auditLog.entityId)
    ).map((row) => [row.id, row.n]),
  );
  const checkWhole = async (story: StorySubmission, row: (typeof stored)[number]) => {
    const what = `${context}: story "${story.title}" (${story.acked ? 'acknowledged' : 'answer lost'})`;
    expect({ owner: row.ownerId, description: row.description, location: row.location }, what).toEqual({
      owner: story.owner.userId,
      description: story.description,
      location: story.location,
    });
    const docs = documents.filter((doc) => doc.storyId === row.id);
    expect(docs.length, `${what}: documents`).toBe(1);
    const document = mediaById.get(docs[0]!.mediaId)!;
    expect({ name: document.originalName, sha: sha256((await readStored(storage, document.storedName)) ?? Buffer.alloc(0)) }, `${what}: the PDF`).toEqual({
      name: story.documentName,
      sha: story.documentSha,
    });
    const fileIds = [document.id];
    if (story.withImage) {
      const image = mediaById.get(row.featuredImageId ?? -1);
      expect(image, `${what}: featured image row`).toBeDefined();
      expect(((await readStored(storage, image!.storedName)) ?? Buffer.alloc(0)).subarray(0, 3), `${what}: featured image is a JPEG`).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(Object.keys(parseVariants(image!.variants)).length, `${what}: image variants`).toBeGreaterThan(0);
      fileIds.push(image!.id);
    } else {
      expect(row.featuredImageId, `${what}: no featured image was sent`).toBeNull();
    }
    // An approval is recorded once, with its snapshot, and made the files public; a pending story's stay private.
    const approved = row.status === 'approved';
    expect({ status: row.status, audits: approvals.get(row.id) ?? 0, snapshot: row.approvedSnapshot !== null }, `${what}: review state`).toEqual({
      status: approved ? 'approved' : 'pending',
      audits: approved ? 1 : 0,
      snapshot: approved,
    });
    for (const id of fileIds) expect(mediaById.get(id)!.visibility, `${what}: visibility of media ${id}`).toBe(approved ? 'public' : 'private');
  };
  for (const story of ledger.stories) {
    const row = byTitle.get(story.title);
    if (story.acked) {
      expect(row?.id, `${context}: acknowledged story "${story.title}"`).toBe(story.id);
      if (story.approvalAcked) expect(row!.status, `${context}: acknowledged approval of ${story.id}`).toBe('approved');
      figures.verified += 1 + (story.approvalAcked ? 1 : 0);
    } else if (row) figures.unackedPresent += 1;
    else figures.unackedAbsent += 1;
    if (row) await checkWhole(story, row);
  }
  expect(stored.filter((row) => !ledger.stories.some((story) => story.title === row.title)).map((row) => row.title), `${context}: stories nobody sent`).toEqual([]);

  // Every committed approval has its mail: received already, or queued for the next start. (The queue
  // forgets a mail only after SMTP accepted it, and the mailbox keeps it before accepting.)
  const queued = await db.select({ to: mailQueue.toAddress, subject: mailQueue.subject }).from(mailQueue);
  for (const row of stored.filter((r) => r.status === 'approved')) {
    const approved = { title: row.title, ownerEmail: ledger.stories.find((story) => story.title === row.title)!.owner.email };
    figures.approved.push(approved);
    const inQueue = queued.some((mail) => mail.to === approved.ownerEmail && mail.subject.endsWith(`: ${approved.title}`));
    if (inQueue) figures.mailsQueued.push(approved.title);
    expect(inQueue || mailbox.messages.some((mail) => isApprovalMail(mail, approved)), `${context}: the approval mail of "${row.title}" is sent or queued`).toBe(true);
  }

  // Uploads of this run that nothing refers to (stored, but the account naming them never written).
  const referenced = await referencedMediaIds(db);
  const unreferenced = media.filter((row) => row.id > firstMediaId && !referenced.has(row.id));
  figures.unreferencedRows = unreferenced.map((row) => row.id);

  // The sweeper, with no grace (no request is in flight): afterwards only files of referred rows remain.
  const kept = media.filter((row) => !unreferenced.includes(row));
  const named = new Set(kept.flatMap((row) => namesOf(row.id)));
  const before = await listUploads(storage);
  figures.orphans = before.files.filter((name) => !named.has(name)).length;
  figures.temp = before.tmp.length;
  const swept = await sweepOrphans(db, storage, { olderThanMs: 0 });
  expect(swept, `${context}: sweep`).toEqual({ orphans: figures.orphans, temp: figures.temp, unreferenced: unreferenced.length });
  const after = await listUploads(storage);
  expect(after, `${context}: uploads after the sweep`).toEqual({ files: [...named].sort(), tmp: [] });
  expect((await db.select({ id: mediaFiles.id }).from(mediaFiles)).map((row) => row.id).sort((a, b) => a - b), `${context}: rows after the sweep`).toEqual(
    kept.map((row) => row.id).sort((a, b) => a - b),
  );
  return figures;
}

/** The highest media id before the run's writes, so seeded files are told apart from the run's. */
export async function lastMediaId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${mediaFiles.id}), 0)::int` }).from(mediaFiles);
  return row!.id;
}

/**
 * Through the restarted server, as users would: each write acknowledged since the last check is
 * served (members sign in with their tokens, owners read their stories and download the same bytes,
 * approved stories and their files are public). Answers how many were checked.
 */
export async function checkThroughServer(url: string, ledger: Ledger, seen: Set<string>, context: string): Promise<number> {
  let checked = 0;
  const get = (target: string, bearer?: string) => fetch(new URL(target, url), { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  const mediaPath = (link: unknown) => /\/api\/media\/\d+/.exec(String(link))![0];
  for (const registration of ledger.registrations) {
    if (!registration.bearer || seen.has(`account ${registration.email}`)) continue;
    seen.add(`account ${registration.email}`);
    const profile = await get('/api/profile', registration.bearer);
    expect(profile.status, `${context}: ${registration.email} signed in before the kill`).toBe(200);
    checked += 1;
  }
  for (const story of ledger.stories) {
    if (!story.acked || seen.has(`story ${story.title}`)) continue;
    seen.add(`story ${story.title}`);
    const mine = await get(`/api/my-stories/${story.id}`, story.owner.bearer);
    expect(mine.status, `${context}: owner reads story ${story.id}`).toBe(200);
    const data = ((await mine.json()) as { data: { title: string; documents: Array<{ document_path: string }>; cover_image_url: string | null } }).data;
    expect(data.title).toBe(story.title);
    const download = await get(mediaPath(data.documents[0]!.document_path), story.owner.bearer);
    expect(sha256(Buffer.from(await download.arrayBuffer())), `${context}: the PDF of story ${story.id}`).toBe(story.documentSha);
    if (story.withImage) expect((await get(mediaPath(data.cover_image_url), story.owner.bearer)).headers.get('content-type')).toMatch(/^image\//);
    checked += 1;
  }
  for (const story of ledger.stories) {
    if (!story.approvalAcked || seen.has(`approved ${story.title}`)) continue;
    seen.add(`approved ${story.title}`);
    const open = await get(`/api/stories/${story.id}`);
    expect(open.status, `${context}: approved story ${story.id} is public`).toBe(200);
    const data = ((await open.json()) as { data: { documents: Array<{ document_path: string }> } }).data;
    const download = await get(mediaPath(data.documents[0]!.document_path));
    expect(download.status, `${context}: the approved story's PDF is public`).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(story.documentSha);
    checked += 1;
  }
  return checked;
}
