import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system';
import {
  localePath,
  mapApiError,
  navigate,
  replayPendingAction,
  requestCompleteAccount,
  requestLogin,
  useCurrentUser,
  useSession,
  type PendingActionData,
  type PendingActionOf,
} from '@zaalplek/platform';
import { store } from '../../../store';
import { createBookingApi, type BookingSelection } from './createBookingApi';

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

type BookingAction = PendingActionOf<'booking'>;

function fromAction({ data }: BookingAction): BookingSelection | null {
  if (!data.slotStart || !data.slotEnd || !data.attendees) return null;
  return {
    space_id: data.spaceId,
    slot_start: data.slotStart,
    slot_end: data.slotEnd,
    attendees: data.attendees,
    configuration_id: data.configurationId ?? null,
    services: data.services ?? [],
    is_social: data.isSocial || undefined,
  };
}

/** Creates the DRAFT booking and opens the booking flow; the API's refusal comes back as message id + values. */
async function startBooking(selection: BookingSelection): Promise<{ id: string; values?: Record<string, string | number> } | null> {
  try {
    const created = await store.dispatch(createBookingApi.endpoints.createDraftBooking.initiate(selection)).unwrap();
    navigate(localePath(`/booking/${created.booking_id}`));
    return null;
  } catch (err) {
    const mapped = mapApiError(err);
    if (mapped.redirect) {
      navigate(mapped.redirect);
      return null;
    }
    const id = mapped.formError ?? mapped.toastMessageId ?? Object.values(mapped.fieldErrors)[0] ?? 'errors.generic';
    return { id, values: mapped.messageValues };
  }
}

export interface BookButtonProps {
  /** DIRECT spaces are booked at once, MANUAL ones are requested (the host answers). */
  bookingType: string;
  /** The panel's choice; null while it cannot be booked (no valid window or attendees). */
  selection: BookingSelection | null;
  disabled?: boolean;
}

function toActionData(selection: BookingSelection): PendingActionData['booking'] {
  return {
    spaceId: selection.space_id,
    slotStart: selection.slot_start,
    slotEnd: selection.slot_end,
    attendees: selection.attendees,
    configurationId: selection.configuration_id ?? null,
    services: selection.services ?? [],
    isSocial: selection.is_social || undefined,
  };
}

/**
 * The space page's book button: logged in it creates a DRAFT booking with the panel's choice and
 * goes to /booking/{id}; logged out it keeps the choice as pending action 'booking', opens the
 * login popup and replays it once the login completed. A logged-in user without a phone (a booking
 * needs one) gets the complete-account popup first; the choice is replayed once the phone is confirmed.
 */
export function BookButton({ bookingType, selection, disabled }: BookButtonProps) {
  const intl = useIntl();
  const { isLoggedIn } = useSession();
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ id: string; values?: Record<string, string | number> } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async (choice: BookingSelection) => {
    setBusy(true);
    setError(null);
    const failure = await startBooking(choice);
    if (mounted.current) {
      setBusy(false);
      setError(failure);
    }
  };

  useEffect(
    () =>
      replayPendingAction('booking', (action) => {
        const choice = fromAction(action);
        if (choice) void run(choice);
      }),
    [],
  );

  const onClick = () => {
    if (!selection) return;
    if (!isLoggedIn) {
      requestLogin({ type: 'booking', data: toActionData(selection) });
      return;
    }
    if (user && !user.phone) {
      requestCompleteAccount({ type: 'booking', data: toActionData(selection) });
      return;
    }
    void run(selection);
  };

  const direct = bookingType.toUpperCase() === 'DIRECT';
  return (
    <>
      <Button
        type="button"
        data-testid="book-button"
        data-booking-type={direct ? 'DIRECT' : 'MANUAL'}
        disabled={!selection || disabled || busy}
        aria-busy={busy}
        onClick={onClick}
      >
        {intl.formatMessage(direct ? { id: 'BookButton.book', defaultMessage: 'Boek direct' } : { id: 'BookButton.request', defaultMessage: 'Aanvraag versturen' })}
      </Button>
      {error && (
        <ErrorText role="alert" data-testid="book-error">
          {intl.formatMessage({ id: error.id }, error.values)}
        </ErrorText>
      )}
    </>
  );
}
