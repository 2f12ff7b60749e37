import { useIntl } from 'react-intl';
import { SpaceCard } from '@zaalplek/design-system/core';
import { localePath, navigate } from '@zaalplek/platform';
import { useTopSpaces } from './homeReads';
import { Grid, Section, SectionTitle } from './blocks/styles';

/** Top spaces shown on the home page (spec section 9). */
export const TOP_SPACES_SHOWN = 4;

export function TopSpaces({ title }: { title?: string }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  const { data, isError } = useTopSpaces(locale);
  if (isError || !data || data.length === 0) return null;
  return (
    <Section aria-labelledby="top-spaces-title">
      <SectionTitle id="top-spaces-title">{title || intl.formatMessage({ id: 'TopSpaces.title', defaultMessage: 'Uitgelichte ruimtes' })}</SectionTitle>
      <Grid data-testid="top-spaces" $min={240}>
        {data.slice(0, TOP_SPACES_SHOWN).map((space) => (
          <li key={space.space_id} data-testid="space-card">
            <SpaceCard
              name={space.space_name}
              href={localePath(space.space_url, locale)}
              onNavigate={navigate}
              imageUrl={space.image_url}
              city={space.city}
              venueName={space.venue_name}
              maxGuests={space.max_guests}
              halfDayPrice={space.half_day_price ?? 0}
            />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
