import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { label } from './labels';

const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

/** Activities (space_categories) and features of a space, with translated labels. */
export function SpaceFeatures({ activities, features }: { activities: string[]; features: string[] }) {
  const intl = useIntl();
  return (
    <>
      {activities.length > 0 && (
        <section aria-labelledby="space-activities-title">
          <h2 id="space-activities-title">{intl.formatMessage({ id: 'SpaceFeatures.activitiesTitle', defaultMessage: 'Geschikt voor' })}</h2>
          <Chips data-testid="space-activities">
            {activities.map((key) => (
              <li key={key}>{label(intl, 'SpaceActivities', key)}</li>
            ))}
          </Chips>
        </section>
      )}
      {features.length > 0 && (
        <section aria-labelledby="space-features-title">
          <h2 id="space-features-title">{intl.formatMessage({ id: 'SpaceFeatures.featuresTitle', defaultMessage: 'Kenmerken' })}</h2>
          <Chips data-testid="space-features">
            {features.map((key) => (
              <li key={key}>{label(intl, 'SpaceFeatures', key)}</li>
            ))}
          </Chips>
        </section>
      )}
    </>
  );
}
