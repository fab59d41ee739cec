// /admin/index-data: the index and map data in three tabs (import indicator values, indicators, maps).
// The tab is kept in the address (?tab=) so a link or a reload opens the same one.
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { Tabs } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { ImportPanel } from '../components/import-panel';
import { IndicatorsPanel } from '../components/indicators-panel';
import { MapsPanel } from '../components/maps-panel';

const TABS = ['import', 'indicators', 'maps'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

export function Component() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'import';
  return (
    <StaffPage title={t('indexData.title')} lead={t('indexData.lead')}>
      <Tabs
        label={t('indexData.tabs.label')}
        value={tab}
        onValueChange={(next) => setSearch(next === 'import' ? {} : { tab: next }, { replace: true })}
        items={[
          { value: 'import', label: t('indexData.tabs.import'), content: <ImportPanel /> },
          { value: 'indicators', label: t('indexData.tabs.indicators'), content: <IndicatorsPanel /> },
          { value: 'maps', label: t('indexData.tabs.maps'), content: <MapsPanel /> },
        ]}
      />
    </StaffPage>
  );
}
