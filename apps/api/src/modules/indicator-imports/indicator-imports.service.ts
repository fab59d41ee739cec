// Importing indicator values from CSV or XLSX: a preview that changes nothing, and a commit that writes
// every row and recomputes the index in one transaction, or writes nothing when any row is invalid.
import { INDICATOR_IMPORT_MAX_ROWS, INDICATOR_IMPORT_XLSX_PART_MAX_BYTES, type Language } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { recomputeIndexIn, type RecomputeSummary } from '../index-data/index-data.recompute.ts';
import { lockIndexData } from '../wefe-index/index.input.ts';
import { parseIndicatorCsv, parseIndicatorRecords, validateRows, type ImportProblem } from './indicator-imports.csv.ts';
import { createIndicatorImportsRepo, valueKey, type ValueRow } from './indicator-imports.repo.ts';
import { readXlsxRows, XlsxError } from './indicator-imports.xlsx.ts';

/** An import file: CSV text, or the bytes of an .xlsx workbook (its first worksheet is read). */
export type ImportFile = { format: 'csv'; text: string } | { format: 'xlsx'; bytes: Uint8Array };

const fileRefused = (lang: Language, key: 'imports.too_many_rows' | 'imports.xlsx_unreadable' | 'imports.xlsx_too_large', maximum?: number) =>
  new AppError(422, 'errors.validation', { translatedFieldErrors: { file: [translate(lang, key, maximum === undefined ? undefined : { maximum })] } });

/** The rows and file problems of an import file; an unreadable or oversized workbook is a 422 on `file`. */
function parseImportFile(file: ImportFile, lang: Language): ReturnType<typeof parseIndicatorCsv> {
  if (file.format === 'csv') return parseIndicatorCsv(file.text);
  try {
    return parseIndicatorRecords(readXlsxRows(file.bytes));
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    if (error.reason === 'too_large') throw fileRefused(lang, 'imports.xlsx_too_large', INDICATOR_IMPORT_XLSX_PART_MAX_BYTES / (1024 * 1024));
    throw fileRefused(lang, 'imports.xlsx_unreadable');
  }
}

/** What checking a file found: counts, every problem in file order, and the effect of the valid rows. */
export interface ImportCheck {
  rows: number;
  valid: number;
  problems: ImportProblem[];
  changes: { inserted: number; updated: number; unchanged: number };
}

export type CommitOutcome = { committed: true; check: ImportCheck; recompute: RecomputeSummary } | { committed: false; check: ImportCheck };

export function createIndicatorImportsService({ db }: { db: Db }) {
  /** Checks the file against the database `on` (a transaction for a commit); answers the check and the rows to write. */
  async function check(on: Db, file: ImportFile, lang: Language): Promise<{ check: ImportCheck; writes: ValueRow[] }> {
    const parsed = parseImportFile(file, lang);
    const rowCount = parsed.rows.length + parsed.problems.filter((p) => p.key === 'imports.unclosed_quote').length;
    if (rowCount > INDICATOR_IMPORT_MAX_ROWS) throw fileRefused(lang, 'imports.too_many_rows', INDICATOR_IMPORT_MAX_ROWS);
    const repo = createIndicatorImportsRepo(on);
    const { countryIds, indicatorIds } = await repo.references();
    const validated = validateRows(parsed.rows, {
      iso3: new Set(countryIds.keys()),
      indicatorCodes: new Set(indicatorIds.keys()),
      currentYear: new Date().getUTCFullYear(),
    });
    const problems = [...parsed.problems, ...validated.problems].sort((a, b) => a.row - b.row);

    const candidates: ValueRow[] = validated.valid.map((r) => ({
      indicatorId: indicatorIds.get(r.indicatorCode)!,
      countryId: countryIds.get(r.iso3)!,
      year: r.year,
      value: r.value,
    }));
    // Up to 200,000 rows: no spreading into Math.min/max.
    const years = { from: Infinity, to: -Infinity };
    for (const r of candidates) {
      years.from = Math.min(years.from, r.year);
      years.to = Math.max(years.to, r.year);
    }
    const existing =
      candidates.length === 0 ? new Map<string, number>() : await repo.existingValues([...new Set(candidates.map((r) => r.indicatorId))], years);
    const changes = { inserted: 0, updated: 0, unchanged: 0 };
    const writes: ValueRow[] = [];
    for (const row of candidates) {
      const stored = existing.get(valueKey(row.indicatorId, row.countryId, row.year));
      if (stored === undefined) changes.inserted += 1;
      else if (stored === row.value) changes.unchanged += 1;
      else changes.updated += 1;
      if (stored !== row.value) writes.push(row);
    }
    return { check: { rows: rowCount, valid: validated.valid.length, problems, changes }, writes };
  }

  return {
    /** Checks a file and says what importing it would change; writes nothing. */
    async preview(file: ImportFile, lang: Language): Promise<ImportCheck> {
      return (await check(db, file, lang)).check;
    },

    /**
     * Checks the file again and, when every row is valid, writes the new and changed values and
     * recomputes the index and the computed maps, all in one transaction.
     */
    async commit(file: ImportFile, lang: Language, actor: { id: number; role: string }): Promise<CommitOutcome> {
      return inTransaction(db, async (tx): Promise<CommitOutcome> => {
        // Taken first, so the values compared below are the ones this import replaces.
        await lockIndexData(tx);
        const { check: result, writes } = await check(tx, file, lang);
        if (result.problems.length > 0) return { committed: false, check: result };
        await createIndicatorImportsRepo(tx).upsertValues(writes);
        const recompute = await recomputeIndexIn(tx);
        // One audit row per import (entity id 0: an import changes many values, not one item).
        await recordAudit(tx, {
          actor,
          action: 'import',
          entityType: 'indicator-values',
          entityId: 0,
          after: { format: file.format, rows: result.rows, ...result.changes, recomputed_years: recompute.years },
        });
        return { committed: true, check: result, recompute };
      });
    },
  };
}

export type IndicatorImportsService = ReturnType<typeof createIndicatorImportsService>;
