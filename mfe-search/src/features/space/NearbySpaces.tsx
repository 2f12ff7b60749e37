import { useIntl } from 'react-intl';
import { SpaceCardGrid } from '../shared/SpaceCardItem';
import type { SpaceCardData } from '../shared/types';

/** Other spaces nearby (nearest first, from the API). */
export function NearbySpaces({ spaces }: { spaces: SpaceCardData[] }) {
  const intl = useIntl();
  if (spaces.length === 0) return null;
  return (
    <section aria-labelledby="nearby-title" data-testid="nearby-spaces">
      <h2 id="nearby-title">{intl.formatMessage({ id: 'NearbySpaces.title', defaultMessage: 'Ruimtes in de buurt' })}</h2>
      <SpaceCardGrid spaces={spaces} />
    </section>
  );
}
