import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Checkbox } from '@zaalplek/design-system';
import type { Bounds } from '../results/searchQuery';
import { DEFAULT_MAP_CENTER, useClientConfigQuery } from '../config/clientConfigApi';
import { MapFallback } from './MapFallback';
import type { ResultsMapProps } from './types';

// google-map-react loads only when the platform has a Google Maps key (not with the search page).
const GoogleResultsMap = lazy(() =>
  import(/* webpackChunkName: "google-map" */ './GoogleResultsMap').then((m) => ({ default: m.GoogleResultsMap })),
);

/** Holds the map's place (GoogleResultsMap's frame is 480 px high) while its code loads. */
const MapPlaceholder = styled.div`
  height: 480px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The results map: Google Maps when client_config has a key, else the built-in map (never a
 * broken map). With "search while moving" each move searches the visible box; without it a
 * "search this area" button does.
 */
export function ResultsMap({
  markers,
  bounds,
  onSearchArea,
  onClearArea,
}: {
  markers: ResultsMapProps['markers'];
  bounds: Bounds | null;
  onSearchArea: (bounds: Bounds) => void;
  onClearArea: () => void;
}) {
  const intl = useIntl();
  const config = useClientConfigQuery();
  const [whileMoving, setWhileMoving] = useState(true);
  const [pending, setPending] = useState<Bounds | null>(null);
  const center = config.data?.default_map_center ?? DEFAULT_MAP_CENTER;
  const onMove = (b: Bounds) => {
    if (whileMoving) onSearchArea(b);
    else setPending(b);
  };
  const props = { markers, bounds, center, onMove };
  return (
    <Wrap aria-label={intl.formatMessage({ id: 'ResultsMap.label', defaultMessage: 'Kaart met de gevonden locaties' })} data-testid="results-map">
      <Bar>
        <Checkbox
          name="searchWhileMoving"
          label={intl.formatMessage({ id: 'ResultsMap.searchWhileMoving', defaultMessage: 'Zoeken als ik de kaart verplaats' })}
          checked={whileMoving}
          onChange={(e) => setWhileMoving(e.target.checked)}
        />
        {!whileMoving && pending && (
          <Button size="sm" variant="secondary" onClick={() => { onSearchArea(pending); setPending(null); }}>
            {intl.formatMessage({ id: 'ResultsMap.searchArea', defaultMessage: 'Zoek in dit gebied' })}
          </Button>
        )}
        {bounds && (
          <Button size="sm" variant="ghost" onClick={onClearArea}>
            {intl.formatMessage({ id: 'ResultsMap.clearArea', defaultMessage: 'Kaartgebied loslaten' })}
          </Button>
        )}
      </Bar>
      {config.isLoading ? null : config.data?.google_maps_key ? (
        <Suspense fallback={<MapPlaceholder />}>
          <GoogleResultsMap apiKey={config.data.google_maps_key} {...props} />
        </Suspense>
      ) : (
        <MapFallback {...props} />
      )}
    </Wrap>
  );
}
