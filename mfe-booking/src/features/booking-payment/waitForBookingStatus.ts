import { useEffect, useState } from 'react';
import { createClient, type Client } from 'graphql-ws';
import { getSession } from '@zaalplek/platform';
import { subscribeWithRefresh } from './subscribeWithRefresh';
import { WaitForBookingStatusDocument, type WaitForBookingStatusSubscription, type WaitForBookingStatusSubscriptionVariables } from '../../generated/graphql';

export type BookingStatusUpdate = WaitForBookingStatusSubscription['wait_for_booking_status'];

export const WAIT_FOR_BOOKING_STATUS = /* GraphQL */ `subscription WaitForBookingStatus($booking_id: Int!, $account_id: Int!) {
  wait_for_booking_status(booking_id: $booking_id, account_id: $account_id) { booking_id booking_status order_state display_status }
}`;

/** ws(s)://<this origin>/api/graphql/ws (the API serves graphql-ws on the same port). */
export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/graphql/ws`;
}

/** Made injectable so component tests can feed updates without a websocket. */
export type SubscribeFn = (
  variables: WaitForBookingStatusSubscriptionVariables,
  onUpdate: (update: BookingStatusUpdate) => void,
) => () => void;

let client: Client | null = null;

export const subscribeToBookingStatus: SubscribeFn = (variables, onUpdate) => {
  client ??= createClient({
    url: subscriptionUrl(),
    lazy: true,
    retryAttempts: Infinity,
    connectionParams: () => {
      const { accessToken } = getSession();
      return accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    },
  });
  // a socket closed for an expired or logged-out token (4401): refresh the tokens, then subscribe again
  return subscribeWithRefresh<WaitForBookingStatusSubscription>(client, { query: WaitForBookingStatusDocument.toString(), variables }, (result) => {
    if (result.data?.wait_for_booking_status) onUpdate(result.data.wait_for_booking_status);
  });
};

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
