// The queue's type filter: All and each type, with how many of that type wait. A toggle group (one
// pressed button) rather than tabs, because every choice shows the same list, only filtered.
import { SUBMISSION_TYPES, type SubmissionType } from '@wefe/contract';
import type { ReviewCounts } from '@/components/staff/review-counts';
import { contentTypeName, isContentType } from '@/lib/content-type-names';
import { useTranslation } from '@/lib/i18n';

export type TypeFilter = SubmissionType | 'all';

/** The filter buttons; counts are left out until they arrive. */
export function ReviewTypeFilter({ value, counts, onChange }: { value: TypeFilter; counts: ReviewCounts | undefined; onChange: (value: TypeFilter) => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const options: Array<{ value: TypeFilter; count: number | undefined }> = [
    { value: 'all', count: total },
    ...SUBMISSION_TYPES.map((type) => ({ value: type, count: counts?.[type] })),
  ];
  return (
    <div role="group" aria-label={t('review.filter_label')} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={`inline-flex items-center gap-2 rounded-full border px-4 py-1.5 font-medium ${
              pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-brand-50'
            }`}
          >
            <span>{isContentType(option.value) ? contentTypeName(tc, option.value, 'name') : t(`review.types.${option.value}`)}</span>{' '}
            {option.count !== undefined ? (
              <span className={`rounded-full px-2 text-sm font-semibold ${pressed ? 'bg-white text-brand-800' : 'bg-amber-100 text-amber-900'}`}>
                <span aria-hidden="true">{option.count}</span>
                <span className="sr-only">{t('shell.pending_count', { count: option.count })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
