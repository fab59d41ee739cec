// 'Download CSV': a plain download link (the export is public open data) styled as a button.
import { buttonStyles } from '@/components/ui/button-styles';
import { DocumentIcon } from '@/components/ui/icons';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { mapExportHref } from '../api/map-export';

/** Downloads a map's points of one year as CSV. */
export function CsvDownloadLink({ mapId, year }: { mapId: number; year: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <a href={mapExportHref(mapId, language, year)} download className={`${buttonStyles.secondary} px-4 py-2 text-sm`}>
      <DocumentIcon className="size-4" />
      {t('maps.download_csv')}
    </a>
  );
}
