import { useCallback, useEffect, useMemo } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { VectorMap } from '@/components/vectorMap/VectorMap';
import { countryMap } from '@/components/vectorMap/worldMap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { TitledCard } from '@/components/TitledCard';
import { listMarkers } from '../requests';
import { selectMarkers, selectMarkersRequest } from '../mapsSlice';
import { MarkerForm } from './MarkerForm';
import type { MapMarker } from '@/contract/maps';

/** Demo data: visitors by country (thousands), coloured on the world map. */
const VISITORS: Record<string, number> = {
  US: 298,
  CA: 84,
  BR: 120,
  MX: 64,
  GB: 110,
  DE: 132,
  FR: 98,
  IT: 76,
  ES: 58,
  RU: 90,
  CN: 250,
  IN: 220,
  JP: 140,
  AU: 70,
  ZA: 32,
  NG: 28,
  EG: 22,
  AR: 30,
  SE: 26,
  TR: 40,
};
const ITALY = ['IT'];
const USA = ['US'];
/** Rough boxes: a country map shows only the markers inside its country. */
const inBox = (latMin: number, latMax: number, lngMin: number, lngMax: number) => (m: MapMarker) =>
  m.lat >= latMin && m.lat <= latMax && m.lng >= lngMin && m.lng <= lngMax;
const inItaly = inBox(35, 48, 6, 19);
const inUsa = (m: MapMarker) => inBox(24, 50, -125, -66)(m) || inBox(51, 72, -170, -129)(m);

/**
 * The markers while they are awaited: rows like the list's (five, as the demo's seed), so
 * the form below and the maps under the row do not jump when they arrive.
 */
const MARKERS_SKELETON = (
  <Placeholder as="ul" animation="glow" aria-hidden="true" className="list-unstyled mb-0">
    {[5, 7, 4, 6, 5].map((width, index) => (
      <li key={index} className="d-flex justify-content-between border-bottom py-1">
        {/* In spans: a line of text tall, as the loaded rows. */}
        <span className="w-50">
          <Placeholder xs={width + 4} />
        </span>
        <span className="w-25 text-end small">
          <Placeholder xs={12} />
        </span>
      </li>
    ))}
  </Placeholder>
);

export function VectorMapsDemo() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const markers = useAppSelector(selectMarkers);
  const request = useAppSelector(selectMarkersRequest);
  const load = useCallback(() => dispatch(listMarkers.requested()), [dispatch]);
  const italyMarkers = useMemo(() => markers.filter(inItaly), [markers]);
  const usaMarkers = useMemo(() => markers.filter(inUsa), [markers]);
  useEffect(() => {
    load();
  }, [load]);
  /** Under the world map: a map a country, with the markers inside it. */
  const countries = [
    { code: 'IT', focusOn: ITALY, title: t('maps.vector.italy'), markers: italyMarkers },
    { code: 'US', focusOn: USA, title: t('maps.vector.usa'), markers: usaMarkers },
  ];
  const visitorsTooltip = useCallback(
    (name: string, code: string) =>
      VISITORS[code] === undefined
        ? name
        : t('maps.vector.visitorsTooltip', { name, count: VISITORS[code] }),
    [t],
  );

  return (
    <>
      <Row>
        <Col xl={8}>
          <TitledCard title={t('maps.vector.worldTitle')}>
            <p className="text-body-secondary">{t('maps.vector.worldHint')}</p>
            <VectorMap
              map="world"
              label={t('maps.vector.worldLabel', { count: markers.length })}
              markers={markers}
              regionValues={VISITORS}
              regionTooltip={visitorsTooltip}
            />
          </TitledCard>
        </Col>
        <Col xl={4}>
          <TitledCard title={t('maps.vector.markersTitle')}>
            <AsyncView
              request={request}
              onRetry={load}
              empty={markers.length === 0}
              emptyText={t('maps.vector.noMarkers')}
              skeleton={MARKERS_SKELETON}
            >
              <ul className="list-unstyled mb-0" aria-label={t('maps.vector.markersTitle')}>
                {markers.map((marker) => (
                  <li key={marker.id} className="d-flex justify-content-between border-bottom py-1">
                    <span>{marker.name}</span>
                    <span className="text-body-secondary font-monospace small" dir="ltr">
                      {marker.lat.toFixed(2)}, {marker.lng.toFixed(2)}
                    </span>
                  </li>
                ))}
              </ul>
            </AsyncView>
          </TitledCard>
          <TitledCard title={t('maps.form.title')}>
            <MarkerForm />
          </TitledCard>
        </Col>
      </Row>
      <Row>
        {countries.map((country) => (
          <Col lg={6} key={country.code}>
            <TitledCard title={country.title}>
              <VectorMap
                map={countryMap(country.code)}
                label={country.title}
                focusOn={country.focusOn}
                markers={country.markers}
                height={300}
              />
            </TitledCard>
          </Col>
        ))}
      </Row>
    </>
  );
}
