import { useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { APIProvider, InfoWindow, Map, Marker, Polygon, Polyline } from '@vis.gl/react-google-maps';
import { TitledCard } from '@/components/TitledCard';

const CENTER = { lat: 41.9028, lng: 12.4964 };
const PLACES = [
  { id: 'rome', name: 'Rome', position: { lat: 41.9028, lng: 12.4964 } },
  { id: 'florence', name: 'Florence', position: { lat: 43.7696, lng: 11.2558 } },
  { id: 'naples', name: 'Naples', position: { lat: 40.8518, lng: 14.2681 } },
];
const TRIANGLE = [
  { lat: 43.7696, lng: 11.2558 },
  { lat: 40.8518, lng: 14.2681 },
  { lat: 41.9028, lng: 12.4964 },
];
/** A "ultra light" style (JSON styles apply only without a mapId). */
const LIGHT_STYLE = [
  { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#e9e9e9' }] },
  { featureType: 'landscape', elementType: 'geometry', stylers: [{ color: '#f5f5f5' }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#ffffff' }] },
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
];

function MapCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col lg={6}>
      <TitledCard title={title}>
        <div style={{ height: 300 }}>{children}</div>
      </TitledCard>
    </Col>
  );
}

function PlaceMarker({ place }: { place: (typeof PLACES)[number] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Marker position={place.position} title={place.name} onClick={() => setOpen(true)} />
      {open && (
        <InfoWindow position={place.position} onCloseClick={() => setOpen(false)}>
          <strong>{place.name}</strong>
        </InfoWindow>
      )}
    </>
  );
}

/** Why the maps cannot be shown, and how to set the key: never a blank box. */
export function MapUnavailable({ reason }: { reason: 'noKey' | 'offline' | 'failed' }) {
  const { t } = useTranslation();
  return (
    <Card border="warning" role="status">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('mapsPages.google.unavailableTitle')}
        </Card.Title>
        <p className="mb-2">{t(`mapsPages.google.reason.${reason}`)}</p>
        <p className="mb-1">{t('mapsPages.google.howTo')}</p>
        <pre className="bg-body-tertiary p-2 rounded mb-0" dir="ltr">
          <code>GOOGLE_MAPS_API_KEY=your-browser-key</code>
        </pre>
      </Card.Body>
    </Card>
  );
}

export function GoogleMapsDemo({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  if (!apiKey) return <MapUnavailable reason="noKey" />;
  if (!online) return <MapUnavailable reason="offline" />;
  if (failed) return <MapUnavailable reason="failed" />;
  const common = { defaultCenter: CENTER, defaultZoom: 6, gestureHandling: 'cooperative' };
  return (
    <APIProvider apiKey={apiKey} onError={() => setFailed(true)}>
      <Row>
        <MapCard title={t('mapsPages.google.basic')}>
          <Map {...common} />
        </MapCard>
        <MapCard title={t('mapsPages.google.markers')}>
          <Map {...common}>
            {PLACES.map((place) => (
              <PlaceMarker key={place.id} place={place} />
            ))}
          </Map>
        </MapCard>
        <MapCard title={t('mapsPages.google.styled')}>
          <Map {...common} styles={LIGHT_STYLE} />
        </MapCard>
        <MapCard title={t('mapsPages.google.polygon')}>
          <Map {...common}>
            <Polygon paths={TRIANGLE} fillColor="#4a81d4" fillOpacity={0.3} strokeColor="#4a81d4" />
          </Map>
        </MapCard>
        <MapCard title={t('mapsPages.google.polyline')}>
          <Map {...common}>
            <Polyline path={PLACES.map((p) => p.position)} strokeColor="#f1556c" strokeWeight={3} />
          </Map>
        </MapCard>
      </Row>
    </APIProvider>
  );
}
