// News and events calls of spec part 2 section 7.4, the calendar file, and staff decisions on them.
import {
  envelope,
  idParamsSchema,
  errorEnvelopeSchema,
  newsEventCreateSchema,
  newsEventSchema,
  newsEventsQuerySchema,
  newsEventUpdateSchema,
  NEWS_EVENTS_PAGE_SIZE,
  paginatedEnvelope,
  rejectSubmissionSchema,
} from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCostlyListRead } from '../../lib/costly-work/costly-work.ts';
import { nestFields } from '../../lib/nested-fields.ts';
import { ok, page } from '../../lib/reply.ts';
import { parseFields, readMultipart, type UploadSpec } from '../media/media.upload.ts';
import { IMAGE_TYPES_WITH_SVG } from '../media/media.types.ts';
import { createNewsEventsService, type NewsEventFiles } from './news-events.service.ts';

/**
 * The files of the news/event form: `images` (also `images[]`, several; SVG accepted and rasterised)
 * and one `attachment` (PDF or Word). How many images is checked with the item's existing ones.
 */
const FILES = {
  images: { kind: 'image', types: IMAGE_TYPES_WITH_SVG, multiple: true },
  attachment: { kind: 'document', types: ['pdf', 'doc', 'docx'] },
} as const satisfies UploadSpec;

const params = idParamsSchema;
const SUBMIT_RULE = { name: 'news-event-submit', limit: 30, windowSeconds: 3600 };

const newsEventsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createNewsEventsService({ db: app.db, media: app.media, mailer: app.mailer, publicUrl });
  const tags = ['news-events'];
  const security = [{ bearer: [] }];
  const one = { 200: envelope(newsEventSchema) };

  /**
   * The submitted fields and files: multipart as the spec sends them (`speakers[0][name]` nested into
   * `speakers`), or JSON without files.
   */
  async function submission<T extends z.ZodType>(request: FastifyRequest, schema: T): Promise<{ input: z.output<T>; files: NewsEventFiles }> {
    if (!request.isMultipart()) return { input: parseFields(schema, (request.body ?? {}) as Record<string, string>), files: { images: [] } };
    const upload = await readMultipart(request, FILES);
    try {
      const input = parseFields(schema, nestFields(upload.fields) as Record<string, string>);
      return { input, files: { images: upload.files.images, attachment: upload.files.attachment } };
    } catch (error) {
      await app.media.discard(upload.all);
      throw error;
    }
  }

  const listSchema = { tags, querystring: newsEventsQuerySchema, response: { 200: paginatedEnvelope(newsEventSchema) } };
  const list = async (request: FastifyRequest<{ Querystring: z.output<typeof newsEventsQuerySchema> }>) => {
    const costly = isCostlyListRead(request.query, request.query.per_page ?? request.query.limit ?? NEWS_EVENTS_PAGE_SIZE);
    const { items, total, totalIsLowerBound, perPage } = await app.costlyWork(request, costly, () => service.list(request.query, request.lang, request.user));
    return page(request, 'news_events.list', items, { page: request.query.page, perPage, total, totalIsLowerBound });
  };
  app.get('/news-events', { schema: { ...listSchema, summary: 'Approved news and events with filters, search, sort, upcoming and pages' } }, list);
  app.get('/news-events/search', { schema: { ...listSchema, summary: 'The list with filters whose several values are joined by commas (type=news,event)' } }, list);

  // A parameter with a static ending ranks above the plain parameter (find-my-way), so
  // /news-events/12.ics comes here and /news-events/12 to the item.
  app.get(
    '/news-events/:id.ics',
    {
      schema: {
        tags,
        summary: 'The calendar file (.ics) of an approved event: one VEVENT on its start date',
        params,
        response: { 200: z.string().describe('text/calendar'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { ics, fileName } = await service.calendar(request.params.id, request.lang);
      return reply
        .headers({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'X-Content-Type-Options': 'nosniff',
        })
        .send(ics);
    },
  );

  app.get('/news-events/:id', { schema: { tags, summary: 'One news item or event: approved, or the caller’s own, or any for staff', params, response: one } }, async (request) =>
    ok(request, 'news_events.loaded', await service.get(request.params.id, request.lang, request.user)),
  );

  app.post(
    '/news-events',
    {
      onRequest: [app.authenticate, app.rateLimit(SUBMIT_RULE, (request) => String(request.user?.id))],
      schema: {
        tags,
        security,
        summary:
          'Submits a news item or event for review (multipart: fields, sectors[], agenda_outlines[], speakers[i][name|title|organization|bio], partners[i][organization|contact_person|contact_email|institution_category_id], images[], image_alt_text[], image_alt_text_ar[], attachment; or JSON)',
        response: { 201: envelope(newsEventSchema) },
      },
    },
    async (request, reply) => {
      const { input, files } = await submission(request, newsEventCreateSchema);
      const created = await service.create(input, files, request.user!, request.lang);
      return reply.status(201).send(ok(request, 'news_events.created', created));
    },
  );

  app.delete('/news-events/:id', { onRequest: app.authenticate, schema: { tags, security, summary: 'Deletes a news item or event and its files (its owner; staff use DELETE /admin/{type}/{id}, which is audited)', params, response: { 200: envelope(z.null()) } } }, async (request) => {
    await service.delete(request.params.id, request.user!);
    return ok(request, 'news_events.deleted', null);
  });

  app.get('/my-news-events', { onRequest: app.authenticate, schema: { tags, security, summary: 'The caller’s news and events in every state, newest first', response: { 200: envelope(z.array(newsEventSchema)) } } }, async (request) =>
    ok(request, 'news_events.list', await service.mine(request.user!, request.lang)),
  );

  app.get('/my-news-events/:id', { onRequest: app.authenticate, schema: { tags, security, summary: 'One of the caller’s news and events', params, response: one } }, async (request) =>
    ok(request, 'news_events.loaded', await service.mineOne(request.params.id, request.user!, request.lang)),
  );

  app.post(
    '/my-news-events/:id',
    {
      onRequest: [app.authenticate, app.rateLimit(SUBMIT_RULE, (request) => String(request.user?.id))],
      schema: {
        tags,
        security,
        summary: 'Edits the caller’s news item or event (multipart or JSON with _method=PUT; remove_images[], remove_attachment); it goes back to review',
        params,
        response: one,
      },
    },
    async (request) => {
      const { input, files } = await submission(request, newsEventUpdateSchema);
      return ok(request, 'news_events.updated', await service.update(request.params.id, input, files, request.user!, request.lang));
    },
  );

  const staff = app.requireRole('admin', 'reviewer');
  app.post('/admin/news-events/:id/approve', { onRequest: staff, schema: { tags: ['staff'], security, summary: 'Approves a pending news item or event', params, response: one } }, async (request) =>
    ok(request, 'moderation.approved', await service.approve(request.params.id, request.user!, request.lang)),
  );
  app.post(
    '/admin/news-events/:id/reject',
    { onRequest: staff, schema: { tags: ['staff'], security, summary: 'Rejects a pending news item or event with a reason', params, body: rejectSubmissionSchema, response: one } },
    async (request) => ok(request, 'moderation.rejected', await service.reject(request.params.id, request.user!, request.body.reason, request.lang)),
  );
};

export default newsEventsRoutes;
