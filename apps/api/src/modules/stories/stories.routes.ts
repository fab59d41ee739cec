// Success stories calls of spec part 2 section 7.3, and staff decisions on them.
import {
  envelope,
  idParamsSchema,
  paginatedEnvelope,
  rejectSubmissionSchema,
  storiesQuerySchema,
  storyCreateSchema,
  storyFiltersSchema,
  storySchema,
  storyUpdateSchema,
} from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCostlyListRead } from '../../lib/costly-work/costly-work.ts';
import { nestFields } from '../../lib/nested-fields.ts';
import { ok, page } from '../../lib/reply.ts';
import { parseFields, readMultipart, type UploadSpec } from '../media/media.upload.ts';
import { createStoriesService, type StoryFiles } from './stories.service.ts';

/**
 * The files of the story form. `visuals` and `documents` take several files (also sent as `visuals[]`
 * and `documents[]`); how many is checked with the story's existing ones.
 */
const FILES = {
  featured_image: { kind: 'image', types: ['jpeg', 'png', 'gif', 'webp'] },
  visuals: { kind: 'image', types: ['jpeg', 'png', 'gif', 'webp'], multiple: true },
  documents: { kind: 'document', types: ['pdf', 'doc', 'docx'], multiple: true },
} as const satisfies UploadSpec;

const params = idParamsSchema;
const SUBMIT_RULE = { name: 'story-submit', limit: 30, windowSeconds: 3600 };

const storiesRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createStoriesService({ db: app.db, media: app.media, mailer: app.mailer, publicUrl });
  const tags = ['stories'];
  const security = [{ bearer: [] }];
  const one = { 200: envelope(storySchema) };

  /**
   * The submitted fields and files: multipart as the spec sends them (`partners[0][sector]` nested into
   * `partners`), or JSON without files.
   */
  async function submission<T extends z.ZodType>(request: FastifyRequest, schema: T): Promise<{ input: z.output<T>; files: StoryFiles }> {
    if (!request.isMultipart()) return { input: parseFields(schema, (request.body ?? {}) as Record<string, string>), files: { visuals: [], documents: [] } };
    const upload = await readMultipart(request, FILES);
    try {
      const input = parseFields(schema, nestFields(upload.fields) as Record<string, string>);
      return { input, files: { featured: upload.files.featured_image, visuals: upload.files.visuals, documents: upload.files.documents } };
    } catch (error) {
      await app.media.discard(upload.all);
      throw error;
    }
  }

  app.get(
    '/stories',
    { schema: { tags, summary: 'Approved stories with filters, search, sort and pages', querystring: storiesQuerySchema, response: { 200: paginatedEnvelope(storySchema) } } },
    async (request) => {
      const { items, total, totalIsLowerBound } = await app.costlyWork(request, isCostlyListRead(request.query), () => service.list(request.query, request.lang, request.user));
      return page(request, 'stories.list', items, { page: request.query.page, perPage: request.query.per_page, total, totalIsLowerBound });
    },
  );

  // Before /stories/:id, so "filters" is not read as an id.
  app.get('/stories/filters', { schema: { tags, summary: 'The options of the story list’s filters, named in the request language', response: { 200: envelope(storyFiltersSchema) } } }, async (request) =>
    ok(request, 'stories.filters', await service.filters(request.lang)),
  );

  app.get('/stories/:id', { schema: { tags, summary: 'One story: approved, or the caller’s own, or any for staff', params, response: one } }, async (request) =>
    ok(request, 'stories.loaded', await service.get(request.params.id, request.lang, request.user)),
  );

  app.post(
    '/stories',
    {
      onRequest: [app.authenticate, app.rateLimit(SUBMIT_RULE, (request) => String(request.user?.id))],
      schema: {
        tags,
        security,
        summary: 'Submits a story for review (multipart: fields, donor[], sectors[], partners[i][sector|organization], visual_alt_text[], visuals[], documents[], featured_image; or JSON)',
        response: { 201: envelope(storySchema) },
      },
    },
    async (request, reply) => {
      const { input, files } = await submission(request, storyCreateSchema);
      const created = await service.create(input, files, request.user!, request.lang);
      return reply.status(201).send(ok(request, 'stories.created', created));
    },
  );

  app.delete('/stories/:id', { onRequest: app.authenticate, schema: { tags, security, summary: 'Deletes a story and its files (its owner; staff use DELETE /admin/{type}/{id}, which is audited)', params, response: { 200: envelope(z.null()) } } }, async (request) => {
    await service.delete(request.params.id, request.user!);
    return ok(request, 'stories.deleted', null);
  });

  app.get('/my-stories', { onRequest: app.authenticate, schema: { tags, security, summary: 'The caller’s stories in every state, newest first', response: { 200: envelope(z.array(storySchema)) } } }, async (request) =>
    ok(request, 'stories.list', await service.mine(request.user!, request.lang)),
  );

  app.get('/my-stories/:id', { onRequest: app.authenticate, schema: { tags, security, summary: 'One of the caller’s stories', params, response: one } }, async (request) =>
    ok(request, 'stories.loaded', await service.mineOne(request.params.id, request.user!, request.lang)),
  );

  app.post(
    '/my-stories/:id',
    {
      onRequest: [app.authenticate, app.rateLimit(SUBMIT_RULE, (request) => String(request.user?.id))],
      schema: {
        tags,
        security,
        summary: 'Edits the caller’s story (multipart or JSON with _method=PUT; remove_visuals[], remove_documents[]); it goes back to review',
        params,
        response: one,
      },
    },
    async (request) => {
      const { input, files } = await submission(request, storyUpdateSchema);
      return ok(request, 'stories.updated', await service.update(request.params.id, input, files, request.user!, request.lang));
    },
  );

  const staff = app.requireRole('admin', 'reviewer');
  app.post('/admin/stories/:id/approve', { onRequest: staff, schema: { tags: ['staff'], security, summary: 'Approves a pending story', params, response: one } }, async (request) =>
    ok(request, 'moderation.approved', await service.approve(request.params.id, request.user!, request.lang)),
  );
  app.post(
    '/admin/stories/:id/reject',
    { onRequest: staff, schema: { tags: ['staff'], security, summary: 'Rejects a pending story with a reason', params, body: rejectSubmissionSchema, response: one } },
    async (request) => ok(request, 'moderation.rejected', await service.reject(request.params.id, request.user!, request.body.reason, request.lang)),
  );
};

export default storiesRoutes;
