// Importing indicator values from CSV: a preview that changes nothing, and a commit that writes every
// row and recomputes the index in one transaction, or writes nothing when any row is invalid.
import { INDICATOR_IMPORT_MAX_ROWS, type Language } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { lockIndexData, recomputeIndexIn, type RecomputeSummary } from '../wefe-index/index.recompute.ts';
import { parseIndicatorCsv, validateRows, type ImportProblem } from './indicator-imports.csv.ts';
import { createIndicatorImportsRepo, valueKey, type ValueRow } from './indicator-imports.repo.ts';

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
  async function check(on: Db, text: string, lang: Language): Promise<{ check: ImportCheck; writes: ValueRow[] }> {
    const parsed = parseIndicatorCsv(text);
    const rowCount = parsed.rows.length + parsed.problems.filter((p) => p.key === 'imports.unclosed_quote').length;
    if (rowCount > INDICATOR_IMPORT_MAX_ROWS) {
      throw new AppError(422, 'errors.validation', {
        translatedFieldErrors: { file: [translate(lang, 'imports.too_many_rows', { maximum: INDICATOR_IMPORT_MAX_ROWS })] },
      });
    }
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
    async preview(text: string, lang: Language): Promise<ImportCheck> {
      return (await check(db, text, lang)).check;
    },

    /**
     * Checks the file again and, when every row is valid, writes the new and changed values and
     * recomputes the index and the computed maps, all in one transaction.
     */
    async commit(text: string, lang: Language, actor: { id: number; role: string }): Promise<CommitOutcome> {
      return inTransaction(db, async (tx): Promise<CommitOutcome> => {
        // Taken first, so the values compared below are the ones this import replaces.
        await lockIndexData(tx);
        const { check: result, writes } = await check(tx, text, lang);
        if (result.problems.length > 0) return { committed: false, check: result };
        await createIndicatorImportsRepo(tx).upsertValues(writes);
        const recompute = await recomputeIndexIn(tx);
        // One audit row per import (entity id 0: an import changes many values, not one item).
        await recordAudit(tx, {
          actor,
          action: 'import',
          entityType: 'indicator-values',
          entityId: 0,
          after: { rows: result.rows, ...result.changes, recomputed_years: recompute.years },
        });
        return { committed: true, check: result, recompute };
      });
    },
  };
}

export type IndicatorImportsService = ReturnType<typeof createIndicatorImportsService>;
