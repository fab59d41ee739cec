// The Maps tab: every map with its sector, what it shows, its legend and its number of points;
// administrators create and edit maps with their legend keys.
import type { AdminIndicator, AdminMap, Pillar } from '@wefe/contract';
import { useState } from 'react';
import { isAdminUser } from '@/components/staff/staff-access';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert, FormSuccess } from '@/components/ui/form';
import { PlusIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAdminIndicators } from '../api/get-admin-indicators';
import { useAdminMaps } from '../api/get-admin-maps';
import { usePillars } from '../api/get-pillars';
import { useSectors } from '../api/get-sectors';
import { nameIn } from './localized';
import { MapForm } from './map-form';

type Editing = { map: AdminMap | null } | null;

/** The list of maps and the create or edit form. */
export function MapsPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const isAdmin = isAdminUser(useSession()?.user);
  const queries = { maps: useAdminMaps(), sectors: useSectors(), pillars: usePillars(), indicators: useAdminIndicators() };
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<AdminMap | null>(null);
  const all = Object.values(queries);

  if (all.some((q) => q.isPending)) return <Spinner label={t('shell.loading')} />;
  const { maps, sectors, pillars, indicators } = queries;
  if (!maps.data || !sectors.data || !pillars.data || !indicators.data) {
    return <FailureAlert title={t('shell.error')} retryLabel={t('shell.retry')} onRetry={() => all.forEach((q) => void q.refetch())} />;
  }

  const sectorName = new Map(sectors.data.map((s) => [s.id, s.name]));
  const open = (map: AdminMap | null) => {
    setSaved(null);
    setEditing({ map });
  };

  return (
    <div className="space-y-6">
      {isAdmin && !editing && (
        <button type="button" className={buttonStyles.primary} onClick={() => open(null)}>
          <PlusIcon className="size-5" />
          {t('indexData.maps.add')}
        </button>
      )}
      {saved && <FormSuccess>{t('indexData.maps.saved', { name: nameIn(saved, language) })}</FormSuccess>}
      {editing && (
        <MapForm
          key={editing.map?.id ?? 'new'}
          map={editing.map}
          sectors={sectors.data}
          pillars={pillars.data}
          indicators={indicators.data}
          onCancel={() => setEditing(null)}
          onSaved={(map) => {
            setEditing(null);
            setSaved(map);
          }}
        />
      )}
      {maps.data.length === 0 ? (
        <p className="text-slate-600">{t('shell.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                {(['name', 'sector', 'shows', 'legend', 'points'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pe-3 text-start">
                    {t(`indexData.maps.columns.${column}`)}
                  </th>
                ))}
                {isAdmin && (
                  <th scope="col" className="py-2 text-start">
                    <span className="sr-only">{t('indexData.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {maps.data.map((map) => (
                <tr key={map.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pe-3 text-start font-semibold text-slate-900">
                    {nameIn(map, language)}
                  </th>
                  <td className="py-2 pe-3">{sectorName.get(map.sector_id) ?? '—'}</td>
                  <td className="py-2 pe-3">
                    <MapSource map={map} pillars={pillars.data} indicators={indicators.data} />
                  </td>
                  <td className="py-2 pe-3">
                    <ul className="flex flex-wrap gap-1.5" aria-label={t('indexData.maps.keys_count', { count: map.keys.length })}>
                      {map.keys.map((key) => (
                        <li key={key.id} className="inline-flex items-center gap-1">
                          <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-slate-300" style={{ backgroundColor: key.color }} />
                          <span className="text-xs text-slate-700">{nameIn(key, language)}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="py-2 pe-3 tabular-nums">{new Intl.NumberFormat(language).format(map.points_count)}</td>
                  {isAdmin && (
                    <td className="py-2">
                      <button type="button" className="font-semibold text-brand-700 underline" onClick={() => open(map)}>
                        {t('shell.edit')}{' '}
                        <span className="sr-only">{nameIn(map, language)}</span>
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function MapSource({ map, pillars, indicators }: { map: AdminMap; pillars: readonly Pillar[]; indicators: readonly AdminIndicator[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (map.pillar_id !== null) return <>{t('indexData.maps.shows_pillar', { name: pillars.find((p) => p.id === map.pillar_id)?.localized_name ?? '' })}</>;
  if (map.indicator_id !== null) {
    const indicator = indicators.find((i) => i.id === map.indicator_id);
    return <>{t('indexData.maps.shows_indicator', { name: indicator ? nameIn(indicator, language) : '' })}</>;
  }
  return <>{t('indexData.maps.shows_staff')}</>;
}
