import { useIntl } from 'react-intl';
import { Carousel, SpaceCard } from '@zaalplek/design-system';
import { localePath, navigate } from '@zaalplek/platform';
import { useGetTopSpacesQuery } from '../home/homeApi';
import { Section, SectionTitle } from '../home/blocks/styles';
import { useSpacesBySlugQuery } from './contentApi';
import { useLocaleKey } from './PageFrame';

export interface Card { space_id: number; space_name: string; space_url: string; image_url?: string | null; city?: string | null; venue_name?: string | null; max_guests?: number | null; half_day_price?: number | null }

/**
 * The SLIDER block: space cards in the design system's carousel (spec: 3 slides on desktop, 1 otherwise).
 * Cards come from the chosen spaces (`slugs`, get_spaces_by_slug) or the highlighted spaces (get_top_spaces).
 */
export function SpaceSlider({ title, limit = 6, slugs }: { title?: string; limit?: number; slugs?: string[] }) {
  useIntl();
  const locale = useLocaleKey();
  const chosen = useSpacesBySlugQuery({ locale, slugs: slugs ?? [] }, { skip: !slugs?.length });
  const top = useGetTopSpacesQuery({ locale }, { skip: Boolean(slugs?.length) });
  const cards: Card[] = ((slugs?.length ? chosen.data : top.data) ?? []).slice(0, limit);
  return <SpaceCardSlider title={title} cards={cards} locale={locale} />;
}

/** The slider itself: the cards in the carousel (3 at once on desktop, 1 otherwise); nothing without cards. */
export function SpaceCardSlider({ title, cards, locale }: { title?: string; cards: Card[]; locale: 'nl' | 'en' }) {
  if (cards.length === 0) return null;
  return (
    <Section data-testid="space-slider">
      {title && <SectionTitle>{title}</SectionTitle>}
      <Carousel
        label={title ?? ''}
        slides={cards.map((space) => (
          <SpaceCard
            key={space.space_id}
            name={space.space_name}
            href={localePath(space.space_url, locale)}
            onNavigate={navigate}
            imageUrl={space.image_url ?? null}
            city={space.city ?? null}
            venueName={space.venue_name ?? ''}
            maxGuests={space.max_guests ?? 0}
            halfDayPrice={space.half_day_price ?? 0}
          />
        ))}
      />
    </Section>
  );
}
