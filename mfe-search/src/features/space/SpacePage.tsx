import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState, Spinner, formatEuroCents } from '@zaalplek/design-system';
import { AfterFirstPaint, navigate, useLocale, useLocationHref, useTransitionValue } from '@zaalplek/platform';
import { BookingPanel } from '../booking/BookingPanel';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { useDocumentMeta } from '@zaalplek/platform';
import { SpaceBreadcrumbs } from './SpaceBreadcrumbs';
import { NearbySpaces } from './NearbySpaces';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { ShareLinks } from './ShareLinks';
import { SpaceConfigurations } from './SpaceConfigurations';
import { SpaceFacts } from './SpaceFacts';
import { SpaceFeatures } from './SpaceFeatures';
import { SpaceGallery } from './SpaceGallery';
import { SpacePrices } from './SpacePrices';
import { useSpaceByReferenceQuery } from './spaceApi';
import { VenueInfo } from './VenueInfo';
import { AskHostButton } from './AskHostButton';

const Page = styled.article`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.phone} {
    /* room for the sticky booking bar */
    padding-bottom: 96px;
  }
`;

/** Phone: a bar fixed to the bottom of the screen that takes the guest to the booking widget. */
const StickyBookBar = styled.div`
  display: none;
  ${({ theme }) => theme.media.phone} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndex.dropdown};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
    > button {
      min-height: 44px;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space(7)};
  margin-top: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
  section {
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
`;

const Aside = styled.aside`
  align-self: start;
  scroll-margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Description = styled.div`
  white-space: pre-line;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

/** Meta description: the start of the description, cut at a word within 160 characters. */
export function metaDescription(text: string | null | undefined): string | null {
  if (!text) return null;
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= 160) return clean;
  const cut = clean.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : 159)}…`;
}

/** Scrolls to the booking widget and puts the focus on its date field. */
export function openBookingWidget(): void {
  const aside = document.getElementById('space-booking');
  if (!aside) return;
  aside.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  aside.querySelector<HTMLElement>('[data-testid="booking-panel"] input, [data-testid="booking-panel"] select')?.focus({ preventScroll: true });
}

/** /space/{hash}/{name}/{reference}: the space is loaded by its reference. */
export function SpacePage({ reference }: { reference: string }) {
  const locale = useLocale();
  const { search } = new URL(useLocationHref(), 'http://localhost');
  const { data, error, isLoading, refetch } = useSpaceByReferenceQuery({ reference, locale });
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const retry = useCallback(() => refetchRef.current(), []);
  // Reading the cache re-renders this part at once; the page follows the answer as a transition, in
  // slices, so the space appearing is not one long task (the URL, which the booking panel reads, at once).
  const answer = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  return <SpacePageView search={search} answer={useTransitionValue(answer)} onRetry={retry} />;
}

type SpaceAnswer = Pick<ReturnType<typeof useSpaceByReferenceQuery>, 'data' | 'error' | 'isLoading'>;

const SpacePageView = memo(function SpacePageView({ search, answer, onRetry }: { search: string; answer: SpaceAnswer; onRetry: () => void }) {
  const intl = useIntl();
  const { data, error, isLoading } = answer;
  const space = data?.space ?? null;
  const notFound = (!isLoading && !error && !space) || (error && 'error_type' in error && error.error_type === 'NOT_FOUND');

  useEffect(() => {
    if (notFound) navigate('/not-found');
  }, [notFound]);

  const venue = space?.venue ?? null;
  useDocumentMeta(
    space ? [space.space_name, venue?.venue_name, venue?.venue_geo?.city].filter(Boolean).join(' – ') : null,
    metaDescription(space?.space_description),
  );

  if (isLoading || notFound) {
    return (
      <Center>
        <Spinner size="lg" />
      </Center>
    );
  }
  if (error || !space) {
    return (
      <Page>
        <EmptyState
          title={intl.formatMessage({ id: 'SpacePage.errorTitle', defaultMessage: 'Deze ruimte kon niet worden geladen' })}
          description={intl.formatMessage({ id: 'SpacePage.errorText', defaultMessage: 'Controleer je internetverbinding en probeer het opnieuw.' })}
          action={<Button onClick={onRetry}>{intl.formatMessage({ id: 'SpacePage.retry', defaultMessage: 'Opnieuw proberen' })}</Button>}
        />
      </Page>
    );
  }

  return (
    <Page data-testid="space-page">
      <SpaceBreadcrumbs space={space} />
      <TitleRow>
        <h1>{space.space_name}</h1>
        <FavouriteButton spaceId={space.space_id} spaceName={space.space_name} isFavorite={space.is_favorite ?? false} size="lg" />
      </TitleRow>
      <SpaceGallery images={space.space_images} name={space.space_name} />
      {/* below the photo: rendered after the first paint, so the photo shows sooner on a phone */}
      <AfterFirstPaint>
        <Columns>
          <div>
            {space.space_description && (
              <section aria-labelledby="space-description-title">
                <h2 id="space-description-title">{intl.formatMessage({ id: 'SpacePage.description', defaultMessage: 'Over deze ruimte' })}</h2>
                <Description>{space.space_description}</Description>
              </section>
            )}
            <SpaceConfigurations configurations={space.space_configurations ?? []} />
            <SpaceFeatures activities={space.space_categories ?? []} features={space.space_features ?? []} />
            {venue && <VenueInfo venue={venue} />}
            <ReviewsSection spaceId={space.space_id} />
            <AskHostButton spaceId={space.space_id} />
            <ShareLinks title={space.space_name} />
          </div>
          <Aside id="space-booking">
            <SpaceFacts space={space} />
            <SpacePrices space={space} />
            {space.max_guests != null && (
              <p>{intl.formatMessage({ id: 'SpacePage.maxGuests', defaultMessage: 'Maximaal {count, plural, one {1 persoon} other {# personen}}' }, { count: space.max_guests })}</p>
            )}
            {space.space_size != null && <p>{intl.formatMessage({ id: 'SpacePage.size', defaultMessage: '{size} m²' }, { size: space.space_size })}</p>}
            <p>
              {intl.formatMessage(
                space.space_booking_type === 'DIRECT' ? { id: 'SpacePage.directBooking', defaultMessage: 'Direct te boeken' } : { id: 'SpacePage.requestBooking', defaultMessage: 'Boeken op aanvraag: de verhuurder bevestigt je aanvraag' },
              )}
            </p>
            <BookingPanel space={space} search={search} />
          </Aside>
        </Columns>
        <NearbySpaces spaces={space.nearby_spaces ?? []} />
        <StickyBookBar data-testid="sticky-book-bar">
          <span>
            {space.half_day_price != null && space.half_day_price > 0
              ? intl.formatMessage({ id: 'SpacePage.stickyPrice', defaultMessage: 'Vanaf {price} per dagdeel' }, { price: formatEuroCents(intl, space.half_day_price) })
              : intl.formatMessage(space.space_booking_type === 'DIRECT' ? { id: 'SpacePage.directBooking', defaultMessage: 'Direct te boeken' } : { id: 'SpacePage.stickyRequest', defaultMessage: 'Boeken op aanvraag' })}
          </span>
          <Button onClick={openBookingWidget} aria-controls="space-booking">
            {intl.formatMessage({ id: 'SpacePage.stickyBook', defaultMessage: 'Boek' })}
          </Button>
        </StickyBookBar>
      </AfterFirstPaint>
    </Page>
  );
});
