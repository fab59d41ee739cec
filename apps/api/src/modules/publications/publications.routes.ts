// Publications calls of spec part 1 section 7, and staff decisions on them.
import {
  citationSchema,
  envelope,
  idParamsSchema,
  paginatedEnvelope,
  publicationCreateSchema,
  publicationSchema,
  publicationsQuerySchema,
  publicationUpdateSchema,
  rejectSubmissionSchema,
} from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCostlyListRead } from '../../lib/costly-work/costly-work.ts';
import { ok, page } from '../../lib/reply.ts';
import { parseFields, readMultipart, type UploadSpec } from '../media/media.upload.ts';
import { createPublicationsService, type PublicationFiles } from './publications.service.ts';

const FILES = {
  publication_document: { kind: 'document', types: ['pdf', 'doc', 'docx', 'csv', 'xlsx'] },
  publication_image: { kind: 'image', types: ['jpeg', 'png', 'gif', 'webp'] },
} as const satisfies UploadSpec;

const params = idParamsSchema;
const SUBMIT_RULE = { name: 'publication-submit', limit: 30, windowSeconds: 3600 };

const publicationsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createPublicationsService({ db: app.db, media: app.media, mailer: app.mailer, publicUrl });
  const tags = ['publications'];
  const security = [{ bearer: [] }];
  const one = { 200: envelope(publicationSchema) };

  /** The submitted fields and files: multipart as the spec sends them, or JSON without files. */
  async function submission<T extends z.ZodType>(request: FastifyRequest, schema: T): Promise<{ input: z.output<T>; files: PublicationFiles }> {
    if (!request.isMultipart()) return { input: parseFields(schema, (request.body ?? {}) as Record<string, string>), files: {} };
    const upload = await readMultipart(request, FILES);
    try {
      const input = parseFields(schema, upload.fields);
      return { input, files: { document: upload.files.publication_document, image: upload.files.publication_image } };
    } catch (error) {
      await app.media.discard(upload.all);
      throw error;
    }
  }

  const list = async (request: FastifyRequest<{ Querystring: z.infer<typeof publicationsQuerySchema> }>) => {
    const { items, total, totalIsLowerBound } = await app.costlyWork(request, isCostlyListRead(request.query), () => service.list(request.query, request.lang, request.user));
    return page(request, 'publications.list', items, { page: request.query.page, perPage: request.query.per_page, total, totalIsLowerBound });
  };
  const listSchema = { tags, querystring: publicationsQuerySchema, response: { 200: paginatedEnvelope(publicationSchema) } };
  app.get('/publications', { schema: { ...listSchema, summary: 'Approved publications with filters, search and sort' } }, list);
  app.get('/publications/search', { schema: { ...listSchema, summary: 'Same as GET /publications (the spec client calls both)' } }, list);

  app.get('/publications/:id', { schema: { tags, summary: 'One publication: approved, or the caller’s own, or any for staff', params, response: one } }, async (request) =>
    ok(request, 'publications.loaded', await service.get(request.params.id, request.lang, request.user)),
  );

  // "Cite this" (issue 30): the APA text for the page, BibTeX and RIS as files for reference managers.
  app.get(
    '/publications/:id/citation',
    { schema: { tags, summary: 'The publication cited in APA style (plain text)', params, response: { 200: envelope(citationSchema) } } },
    async (request) => ok(request, 'publications.loaded', { format: 'apa' as const, text: await service.citation(request.params.id, 'apa', request.lang, request.user) }),
  );
  for (const [extension, format, type] of [
    ['bib', 'bibtex', 'application/x-bibtex; charset=utf-8'],
    ['ris', 'ris', 'application/x-research-info-systems; charset=utf-8'],
  ] as const) {
    app.get(`/publications/:id/citation.${extension}`, { schema: { tags, summary: `The publication's citation as a ${format === 'bibtex' ? 'BibTeX' : 'RIS'} file`, params } }, async (request, reply) => {
      const text = await service.citation(request.params.id, format, request.lang, request.user);
      return reply.type(type).header('content-disposition', `attachment; filename="wefe-publication-${request.params.id}.${extension}"`).send(text);
    });
  }

  app.post(
    '/publications',
    {
      onRequest: [app.authenticate, app.rateLimit(SUBMIT_RULE, (request) => String(request.user?.id))],
      schema: {
        tags,
        security,
        summary: 'Submits a publication for review (multipart: fields plus publication_document and publication_image)',
        response: { 201: envelope(publicationSchema) },
      },
    },
    async (request, reply) => {
      const { input, files } = await submission(request, publicationCreateSchema);
      const created = await service.create(input, files, request.user!, request.lang);
      return reply.status(201).send(ok(request, 'publications.created', created));
    },
  );

  app.delete('/publications/:id', { onRequest: app.authenticate, schema: { tags, security, summary: 'Deletes a publication (its owner; staff use DELETE /admin/{type}/{id}, which is audited)', params, response: { 200: envelope(z.null()) } } }, async (request) => {
    await service.delete(request.params.id, request.user!);
    return ok(request, 'publications.deleted', null);
  });

  app.get('/my-publications', { onRequest: app.authenticate, schema: { tags, security, summary: 'The caller’s publications in every state', response: { 200: envelope(z.array(publicationSchema)) } } }, async (request) =>
    ok(request, 'publications.list', await service.mine(request.user!, request.lang)),
  );

  app.get('/my-publications/:id', { onRequest: app.authenticate, schema: { tags, security, summary: 'One of the caller’s publications', params, response: one } }, async (request) =>
    ok(request, 'publications.loaded', await service.mineOne(request.params.id, request.user!, request.lang)),
  );

  app.post(
    '/my-publications/:id',
    {
      onRequest: [app.authenticate, app.rateLimit(SUBMIT_RULE, (request) => String(request.user?.id))],
      schema: { tags, security, summary: 'Edits the caller’s publication (multipart with _method=PUT); it goes back to review', params, response: one },
    },
    async (request) => {
      const { input, files } = await submission(request, publicationUpdateSchema);
      return ok(request, 'publications.updated', await service.update(request.params.id, input, files, request.user!, request.lang));
    },
  );

  const staff = app.requireRole('admin', 'reviewer');
  app.post('/admin/publications/:id/approve', { onRequest: staff, schema: { tags: ['staff'], security, summary: 'Approves a pending publication', params, response: one } }, async (request) =>
    ok(request, 'moderation.approved', await service.approve(request.params.id, request.user!, request.lang)),
  );
  app.post(
    '/admin/publications/:id/reject',
    { onRequest: staff, schema: { tags: ['staff'], security, summary: 'Rejects a pending publication with a reason', params, body: rejectSubmissionSchema, response: one } },
    async (request) => ok(request, 'moderation.rejected', await service.reject(request.params.id, request.user!, request.body.reason, request.lang)),
  );
};

export default publicationsRoutes;
