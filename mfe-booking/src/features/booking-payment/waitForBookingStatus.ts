import { useEffect, useState } from 'react';
import { subscribeLive } from '@zaalplek/platform';
import { WaitForBookingStatusDocument, type WaitForBookingStatusSubscription, type WaitForBookingStatusSubscriptionVariables } from '../../generated/graphql';

export type BookingStatusUpdate = WaitForBookingStatusSubscription['wait_for_booking_status'];

export const WAIT_FOR_BOOKING_STATUS = /* GraphQL */ `subscription WaitForBookingStatus($booking_id: Int!, $account_id: Int!) {
  wait_for_booking_status(booking_id: $booking_id, account_id: $account_id) { booking_id booking_status order_state display_status }
}`;

/** Made injectable so component tests can feed updates without a websocket. */
export type SubscribeFn = (
  variables: WaitForBookingStatusSubscriptionVariables,
  onUpdate: (update: BookingStatusUpdate) => void,
) => () => void;

export const subscribeToBookingStatus: SubscribeFn = (variables, onUpdate) =>
  subscribeLive<WaitForBookingStatusSubscription>(WaitForBookingStatusDocument.toString(), variables, (data) => onUpdate(data.wait_for_booking_status));

let activeSubscribe: SubscribeFn = subscribeToBookingStatus;
/** Tests replace the websocket with a fake. */
export function setBookingStatusSubscriber(fn: SubscribeFn | null): void {
  activeSubscribe = fn ?? subscribeToBookingStatus;
}

/** The live status of a booking (null until the first message); subscribes while `enabled`. */
export function useBookingStatus(bookingId: number, accountId: number | null, enabled: boolean): BookingStatusUpdate | null {
  const [update, setUpdate] = useState<BookingStatusUpdate | null>(null);
  useEffect(() => {
    if (!enabled || accountId === null) return undefined;
    return activeSubscribe({ booking_id: bookingId, account_id: accountId }, setUpdate);
  }, [bookingId, accountId, enabled]);
  return update;
}
