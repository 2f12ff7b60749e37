// Venue life cycle on the edit pages: activate (needs a space and photos), deactivate (hides all its
// spaces), remove (confirm; refused while active bookings exist).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Modal } from '@zaalplek/design-system';
import { mapApiError, navigate } from '@zaalplek/platform';
import { ErrorLine } from '../onboarding/form/fields';
import { venueWizardMessages as m } from './messages';
import type { HostVenueDetail } from './types';
import { useVenueLifecycleMutation, venueWizardApi } from './venueWizardApi';
import { useDispatch } from 'react-redux';

export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin: ${({ theme }) => theme.space(3)} 0;
`;

export function VenueLifecycle({ venue }: { venue: HostVenueDetail }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [run, { isLoading }] = useVenueLifecycleMutation();
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const act = async (action: 'activate' | 'deactivate' | 'delete') => {
    setError(null);
    try {
      const saved = await run({ id: venue.venue_id, action }).unwrap();
      if (action === 'delete') navigate('/vendor/spaces');
      else if (saved) dispatch(venueWizardApi.util.upsertQueryData('getVenue', venue.venue_id, { ...venue, ...saved }) as never);
    } catch (e) {
      const mapped = mapApiError(e);
      const id = Object.values(mapped.fieldErrors)[0] ?? mapped.formError ?? mapped.toastMessageId ?? 'errors.generic';
      setError(intl.messages[`VenueLifecycle.${mapped.body.key}`] ? intl.formatMessage({ id: `VenueLifecycle.${mapped.body.key}` }) : intl.formatMessage({ id }, mapped.messageValues));
    } finally {
      setConfirm(false);
    }
  };
  return (
    <>
      <ActionBar data-testid="venue-lifecycle" data-active={venue.is_active}>
        <strong>{intl.formatMessage(venue.is_active ? m.venueActive : m.venueInactive)}</strong>
        {venue.is_active ? (
          <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void act('deactivate')}>
            {intl.formatMessage(m.deactivate)}
          </Button>
        ) : (
          <Button size="sm" loading={isLoading} onClick={() => void act('activate')} data-testid="activate-venue">
            {intl.formatMessage(m.activate)}
          </Button>
        )}
        <Button variant="danger" size="sm" onClick={() => setConfirm(true)}>
          {intl.formatMessage(m.remove)}
        </Button>
      </ActionBar>
      {error && <ErrorLine role="alert" data-testid="venue-action-error">{error}</ErrorLine>}
      <Modal
        open={confirm}
        onClose={() => setConfirm(false)}
        title={intl.formatMessage(m.removeTitle)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button variant="danger" loading={isLoading} onClick={() => void act('delete')}>
              {intl.formatMessage(m.remove)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(m.removeText)}</p>
      </Modal>
    </>
  );
}
