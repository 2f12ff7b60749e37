import { useIntl } from 'react-intl';
import { Button, EmptyState, Spinner } from '@zaalplek/design-system';
import { Link, navigate, useCurrentUser } from '@zaalplek/platform';
import { Redirect } from '../onboarding/form/Redirect';
import { useGetHostVenuesQuery } from './spacesApi';
import { spacesMessages } from './messages';
import { Page, TopBar } from './styles';
import { VenueSpaces } from './VenueSpaces';

const ADD_VENUE = '/vendor/onboarding/venue/details';

/**
 * /vendor/spaces: the host's venues and their spaces (REST GET /api/venue/) with their status and
 * actions. A host without an organisation has not onboarded yet and is led to the onboarding.
 */
export function SpacesPage() {
  const { user } = useCurrentUser();
  if (user && user.organisationId == null) return <Redirect to="/vendor/onboarding" />;
  return <SpacesList />;
}

function SpacesList() {
  const intl = useIntl();
  // asked again each time the page opens: venues and spaces change on their edit pages, in the
  // onboarding and by the team, and this overview must show them as they are now
  const { data, isLoading, isError, refetch } = useGetHostVenuesQuery(undefined, { refetchOnMountOrArgChange: true });
  const onChanged = () => void refetch();
  return (
    <Page data-testid="spaces-page">
      <TopBar>
        <h1>{intl.formatMessage(spacesMessages.title)}</h1>
        {data && data.length > 0 && (
          <Link to={ADD_VENUE} data-testid="add-venue">
            {intl.formatMessage(spacesMessages.addVenue)}
          </Link>
        )}
      </TopBar>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <p role="alert">{intl.formatMessage(spacesMessages.loadError)}</p>
      ) : data && data.length > 0 ? (
        data.map((venue) => <VenueSpaces key={venue.venue_id} venue={venue} onChanged={onChanged} />)
      ) : (
        <EmptyState
          title={intl.formatMessage(spacesMessages.emptyTitle)}
          description={intl.formatMessage(spacesMessages.emptyText)}
          action={
            <Button data-testid="empty-add-venue" onClick={() => navigate(ADD_VENUE)}>
              {intl.formatMessage(spacesMessages.emptyAction)}
            </Button>
          }
        />
      )}
    </Page>
  );
}
