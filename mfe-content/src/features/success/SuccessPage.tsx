// /space-success and /venue-success (host-and-admin spec 2): what happens next after the space or venue
// wizard, and the prompt to add payout details (/profile/payout) so payouts can follow 48 h after events.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@zaalplek/platform';
import { useDocumentMeta } from '@zaalplek/platform';

const Wrap = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
const Prompt = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

/** A positive integer query parameter, else null (the URL is user input). */
export function idParam(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name);
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function SuccessPage({ kind }: { kind: 'space' | 'venue' }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `SuccessPage.${kind}.${key}` });
  const title = t('title');
  useDocumentMeta(title, null);
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const venueId = idParam(search, 'venue_id');
  const spaceId = idParam(search, 'space_id');
  return (
    <Wrap data-testid={`${kind}-success`}>
      <h1>{title}</h1>
      <p>{t('text')}</p>
      <Prompt data-testid="payout-prompt">
        <h2>{intl.formatMessage({ id: 'SuccessPage.payout.title', defaultMessage: 'Voeg je uitbetalingsgegevens toe' })}</h2>
        <p>{intl.formatMessage({ id: 'SuccessPage.payout.text', defaultMessage: 'Vul je IBAN in, zodat we je 48 uur na elke bijeenkomst kunnen uitbetalen.' })}</p>
        <p>
          <Link to="/profile/payout">{intl.formatMessage({ id: 'SuccessPage.payout.link', defaultMessage: 'Uitbetalingsgegevens toevoegen' })}</Link>
        </p>
      </Prompt>
      <Actions>
        {kind === 'space' && venueId && spaceId && (
          <Link to={`/vendor/venue/${venueId}/space/${spaceId}/details`}>{intl.formatMessage({ id: 'SuccessPage.space.edit', defaultMessage: 'Ruimte bekijken en bewerken' })}</Link>
        )}
        {kind === 'venue' && venueId && <Link to={`/vendor/venue/${venueId}/space/create/details`}>{intl.formatMessage({ id: 'SuccessPage.venue.addSpace', defaultMessage: 'Ruimte toevoegen' })}</Link>}
        <Link to="/vendor/spaces">{intl.formatMessage({ id: 'SuccessPage.toSpaces', defaultMessage: 'Naar je ruimtes' })}</Link>
      </Actions>
    </Wrap>
  );
}
