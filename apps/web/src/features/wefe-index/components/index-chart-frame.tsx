// The frame of the index's analyst charts: ChartFrame with the index's source line, licence and data
// set filled in, so every chart of the profile, the comparison and the embeds says the same.
import type { ComponentProps } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { useTranslation } from '@/lib/i18n';

/** The index's open data: the data package that describes its tables (api/indexes/datapackage.json). */
export const INDEX_DATASET_HREF = '/api/indexes/datapackage.json';
/** The index's own licence; the producers named per indicator keep theirs. */
export const INDEX_LICENCE = 'CC BY 4.0';

type IndexChartFrameProps = Omit<ComponentProps<typeof ChartFrame>, 'source' | 'dataset'>;

/** A chart of the index in its frame. */
export function IndexChartFrame(props: IndexChartFrameProps) {
  const { t } = useTranslation();
  return (
    <ChartFrame
      {...props}
      source={{ text: t('wefe_index.charts.source'), licence: INDEX_LICENCE }}
      dataset={{ title: t('wefe_index.charts.dataset_title'), href: INDEX_DATASET_HREF }}
    />
  );
}
