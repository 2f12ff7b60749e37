import { useIntl } from 'react-intl';
import { EmptyState, Spinner } from '@zaalplek/design-system';
import { useGetHostVenuesQuery } from './spacesApi';
import { spacesMessages } from './messages';
import { Page } from './styles';
import { VenueSpaces } from './VenueSpaces';

/** /vendor/spaces: the host's venues and their spaces, from REST GET /api/venue/. */
export function SpacesPage() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetHostVenuesQuery();
  return (
    <Page data-testid="spaces-page">
      <h1>{intl.formatMessage(spacesMessages.title)}</h1>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <p role="alert">{intl.formatMessage(spacesMessages.loadError)}</p>
      ) : data && data.length > 0 ? (
        data.map((venue) => <VenueSpaces key={venue.venue_id} venue={venue} />)
      ) : (
        <EmptyState
          title={intl.formatMessage(spacesMessages.emptyTitle)}
          description={intl.formatMessage(spacesMessages.emptyText)}
        />
      )}
    </Page>
  );
}
