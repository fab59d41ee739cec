// POST /admin/indicator-imports/preview and /commit: a CSV or XLSX file of indicator values (multipart
// field `file`, or JSON { csv }) checked row by row; the commit writes it all and recomputes the index,
// or nothing.
import fs from 'node:fs/promises';
import {
  envelope,
  INDICATOR_IMPORT_ERRORS_MAX,
  INDICATOR_IMPORT_MAX_BYTES,
  indicatorImportCommitSchema,
  indicatorImportJsonBodySchema,
  indicatorImportRefusedSchema,
  indicatorImportReportSchema,
  type IndicatorImportReport,
  type Language,
} from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, validation } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { readMultipart, type UploadSpec } from '../media/media.upload.ts';
import { createIndicatorImportsService, type ImportCheck, type ImportFile } from './indicator-imports.service.ts';

// The media layer checks name and bytes agree (an .xlsx starts with PK\3\4 and is a macro-free workbook).
const FILES = { file: { kind: 'document', types: ['csv', 'xlsx'], required: true } } as const satisfies UploadSpec;

/** The report as answered: the first INDICATOR_IMPORT_ERRORS_MAX problems, worded in the request's language. */
function presentReport(check: ImportCheck, lang: Language): IndicatorImportReport {
  return {
    rows: check.rows,
    valid: check.valid,
    errors: check.problems.slice(0, INDICATOR_IMPORT_ERRORS_MAX).map((p) => ({ row: p.row, field: p.field, message: translate(lang, p.key, p.params) })),
    errors_omitted: Math.max(0, check.problems.length - INDICATOR_IMPORT_ERRORS_MAX),
    changes: check.changes,
  };
}

const tooLarge = (lang: Language, field: string) =>
  new AppError(422, 'errors.validation', {
    translatedFieldErrors: { [field]: [translate(lang, 'imports.file_too_large', { maximum: INDICATOR_IMPORT_MAX_BYTES / (1024 * 1024) })] },
  });

const indicatorImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIndicatorImportsService({ db: app.db });
  const tags = ['staff'];
  const security = [{ bearer: [] }];
  // JSON escapes can double the text; the CSV itself is held to INDICATOR_IMPORT_MAX_BYTES below.
  const bodyLimit = 2 * INDICATOR_IMPORT_MAX_BYTES + 1024;

  /** The file of the request: the multipart `file` (UTF-8 CSV text or an .xlsx workbook), or the JSON `csv`. */
  async function importFile(request: FastifyRequest): Promise<ImportFile> {
    if (request.isMultipart()) {
      const upload = await readMultipart(request, FILES);
      try {
        const { file } = upload.files;
        if (file.sizeBytes > INDICATOR_IMPORT_MAX_BYTES) throw tooLarge(request.lang, 'file');
        const bytes = await fs.readFile(app.media.storage.tmpPath(file.tmpName));
        // The reader checks the ZIP signature again before anything else.
        if (file.type === 'xlsx') return { format: 'xlsx', bytes };
        return { format: 'csv', text: bytes.toString('utf8') };
      } finally {
        await app.media.discard(upload.all);
      }
    }
    const parsed = indicatorImportJsonBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validation({ file: ['imports.file_required'] });
    if (Buffer.byteLength(parsed.data.csv, 'utf8') > INDICATOR_IMPORT_MAX_BYTES) throw tooLarge(request.lang, 'csv');
    return { format: 'csv', text: parsed.data.csv };
  }

  app.post(
    '/admin/indicator-imports/preview',
    {
      onRequest: app.requireRole('admin', 'reviewer'),
      bodyLimit,
      schema: {
        tags,
        security,
        summary: 'Checks a CSV or XLSX file of indicator values (iso3,indicator_id,year,value) row by row and says what importing it would change; changes nothing',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(indicatorImportReportSchema) },
      },
    },
    async (request) => ok(request, 'imports.previewed', presentReport(await service.preview(await importFile(request), request.lang), request.lang)),
  );

  app.post(
    '/admin/indicator-imports/commit',
    {
      onRequest: app.requireRole('admin'),
      bodyLimit,
      schema: {
        tags,
        security,
        summary: 'Imports a CSV or XLSX file of indicator values and recomputes the index, all or nothing: any invalid row answers 422 with the report',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(indicatorImportCommitSchema), 422: indicatorImportRefusedSchema },
      },
    },
    async (request, reply) => {
      const outcome = await service.commit(await importFile(request), request.lang, { id: request.user!.id, role: request.user!.role });
      const report = presentReport(outcome.check, request.lang);
      if (!outcome.committed) {
        const message = translate(request.lang, 'imports.refused', { count: outcome.check.problems.length });
        return reply.status(422).send({ success: false as const, message, data: report, errors: { file: [message] } });
      }
      // The new scores are committed; their rank intervals follow off the request path.
      app.indexUncertainty.nudge();
      const { years, scores, indicatorScores, mapPoints } = outcome.recompute;
      return ok(request, 'imports.committed', { ...report, recompute: { years, scores, indicator_scores: indicatorScores, map_points: mapPoints } });
    },
  );
};

export default indicatorImportsRoutes;
