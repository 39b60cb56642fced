import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useChartEnvironment } from '@/components/charts';
import { TableHead } from '@/components/TableHead';
import { AnalyticsCard } from './AnalyticsCard';
import { useNumber } from './useNumber';

// jsvectormap, its world map and CSS load only when this card draws the map.
const WorldMap = lazy(() => import('./WorldMap'));

class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Sessions by city on a world map, with the same figures as a table for screen readers. */
export function LocationsCard() {
  const { t } = useTranslation();
  const { theme } = useChartEnvironment();
  const n = useNumber();
  return (
    <AnalyticsCard minHeight={320} name="locations">
      {(markers) => (
        <>
          <MapBoundary
            fallback={<p className="text-body-secondary">{t('analytics.locations.mapFailed')}</p>}
          >
            <Suspense
              fallback={
                <p role="status" className="text-body-secondary" style={{ height: 320 }}>
                  {t('analytics.locations.loadingMap')}
                </p>
              }
            >
              <WorldMap markers={markers} label={t('analytics.locations.map')} theme={theme} />
            </Suspense>
          </MapBoundary>
          <div className="visually-hidden">
            <table>
              <caption>{t('analytics.locations.title')}</caption>
              <TableHead
                columns={[t('analytics.locations.city'), t('analytics.locations.sessions')]}
              />
              <tbody>
                {markers.map((marker) => (
                  <tr key={marker.name}>
                    <th scope="row">{marker.name}</th>
                    <td>{n(marker.sessions)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AnalyticsCard>
  );
}
