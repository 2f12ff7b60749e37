import GoogleMapReact, { type ChangeEventValue } from 'google-map-react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatEuroCents } from '@zaalplek/design-system';
import { localePath, navigate, useLocale } from '@zaalplek/platform';
import { fitPoints, viewOfBounds } from './mapGeometry';
import type { MapMarker, ResultsMapProps } from './types';

const Frame = styled.div`
  height: 480px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Pin = styled.a`
  display: inline-block;
  transform: translate(-50%, -100%);
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  white-space: nowrap;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** Zoom level showing about `spanLng` degrees across a 640 px wide map. */
function zoomForSpan(spanLng: number): number {
  return Math.max(3, Math.min(18, Math.round(Math.log2((360 * 640) / 256 / spanLng))));
}

function Marker({ marker }: { marker: MapMarker; lat: number; lng: number }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Pin
      href={localePath(marker.url, locale)}
      title={marker.name}
      data-testid="map-marker"
      onClick={(e) => {
        e.preventDefault();
        navigate(marker.url);
      }}
    >
      {marker.price != null && marker.price > 0 ? formatEuroCents(intl, marker.price) : marker.name}
    </Pin>
  );
}

/** The results on Google Maps (only when client_config has a key); moves report the visible box. */
export function GoogleResultsMap({ apiKey, markers, bounds, center, onMove }: ResultsMapProps & { apiKey: string }) {
  const locale = useLocale();
  const view = bounds ? viewOfBounds(bounds) : fitPoints(markers);
  const mapCenter = view ? { lat: view.lat, lng: view.lng } : { lat: center.latitude, lng: center.longitude };
  const settled = useRef(false);
  const onChange = ({ bounds: b }: ChangeEventValue) => {
    // the first change is the map settling on the given view, not a user move
    if (!settled.current) {
      settled.current = true;
      return;
    }
    onMove({ north: b.ne.lat, east: b.ne.lng, south: b.sw.lat, west: b.sw.lng });
  };
  return (
    <Frame data-testid="map-google">
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey, language: locale, region: 'NL' }}
        center={mapCenter}
        zoom={zoomForSpan(view?.spanLng ?? 3.2)}
        onChange={onChange}
      >
        {markers.map((m) => (
          <Marker key={m.id} marker={m} lat={m.lat} lng={m.lng} />
        ))}
      </GoogleMapReact>
    </Frame>
  );
}
