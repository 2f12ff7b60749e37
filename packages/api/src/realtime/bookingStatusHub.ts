/**
 * One LISTEN connection per process on channel `booking_status` (triggers booking_status_notify on
 * booking and booking_order), fanned out to the subscribers of that booking. After a lost
 * connection it reconnects and wakes every subscriber (null event) so they re-read the status.
 * startServer starts it and registers it here; wait_for_booking_status reads it.
 */
import pg from 'pg';

export interface BookingStatusEvent {
  booking_id: number;
  account_id: number;
  booking_status: string;
  order_state: string | null;
}

type Listener = (event: BookingStatusEvent | null) => void;

export interface BookingStatusHub {
  subscribe(bookingId: number, listener: Listener): () => void;
  close(): Promise<void>;
}

export const BOOKING_STATUS_CHANNEL = 'booking_status';

let current: BookingStatusHub | null = null;
/** The process's hub (null when the server did not start one, e.g. plain HTTP test apps). */
export const bookingStatusHub = (): BookingStatusHub | null => current;

export async function startBookingStatusHub(
  connection: string | pg.ClientConfig,
  log: (message: string) => void = (m) => console.warn(m),
): Promise<BookingStatusHub> {
  const listeners = new Map<number, Set<Listener>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const dispatch = (bookingId: number | null, event: BookingStatusEvent | null) => {
    const targets = bookingId === null ? [...listeners.values()].flatMap((s) => [...s]) : [...(listeners.get(bookingId) ?? [])];
    for (const listener of targets) listener(event);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    c.on('notification', (msg) => {
      if (msg.channel !== BOOKING_STATUS_CHANNEL || !msg.payload) return;
      try {
        const event = JSON.parse(msg.payload) as BookingStatusEvent;
        if (Number.isInteger(event.booking_id)) dispatch(event.booking_id, event);
      } catch {
        log('booking_status: ignored malformed payload');
      }
    });
    c.on('error', (err) => {
      log(`booking_status: listener connection lost (${err.message}); reconnecting`);
      scheduleReconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${BOOKING_STATUS_CHANNEL}`);
    client = c;
  };

  const scheduleReconnect = () => {
    const old = client;
    client = null;
    old?.end().catch(() => undefined);
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = null;
      try {
        await connect();
        dispatch(null, null);
      } catch (err) {
        log(`booking_status: reconnect failed (${(err as Error).message})`);
        scheduleReconnect();
      }
    }, 1000);
  };

  await connect();

  const hub: BookingStatusHub = {
    subscribe(bookingId, listener) {
      let set = listeners.get(bookingId);
      if (!set) listeners.set(bookingId, (set = new Set()));
      set.add(listener);
      return () => {
        set!.delete(listener);
        if (set!.size === 0) listeners.delete(bookingId);
      };
    },
    async close() {
      closed = true;
      if (current === hub) current = null;
      if (retry) clearTimeout(retry);
      listeners.clear();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
  current = hub;
  return hub;
}
