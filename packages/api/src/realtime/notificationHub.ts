/**
 * One LISTEN connection per process on channel `notifications` (trigger notification_notify),
 * fanned out to the subscribers of the affected account. Reconnects after a lost connection
 * and then wakes every subscriber, so counts are re-read after a gap.
 */
import pg from 'pg';

export interface NotificationEvent {
  account_id: number;
  venue_id: number | null;
  event_notification_id?: number;
  op?: string;
}

type Listener = (event: NotificationEvent | null) => void;

export interface NotificationHub {
  subscribe(accountId: number, listener: Listener): () => void;
  close(): Promise<void>;
}

export const NOTIFICATIONS_CHANNEL = 'notifications';

export async function startNotificationHub(
  connection: string | pg.ClientConfig,
  log: (message: string) => void = (m) => console.warn(m),
): Promise<NotificationHub> {
  const listeners = new Map<number, Set<Listener>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const dispatch = (accountId: number | null, event: NotificationEvent | null) => {
    const targets = accountId === null ? [...listeners.values()].flatMap((s) => [...s]) : [...(listeners.get(accountId) ?? [])];
    for (const listener of targets) listener(event);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    c.on('notification', (msg) => {
      if (msg.channel !== NOTIFICATIONS_CHANNEL || !msg.payload) return;
      try {
        const event = JSON.parse(msg.payload) as NotificationEvent;
        if (Number.isInteger(event.account_id)) dispatch(event.account_id, event);
      } catch {
        log(`notifications: ignored malformed payload`);
      }
    });
    c.on('error', (err) => {
      log(`notifications: listener connection lost (${err.message}); reconnecting`);
      scheduleReconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
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
        dispatch(null, null); // re-read every count: changes may have been missed
      } catch (err) {
        log(`notifications: reconnect failed (${(err as Error).message})`);
        scheduleReconnect();
      }
    }, 1000);
  };

  await connect();

  return {
    subscribe(accountId, listener) {
      let set = listeners.get(accountId);
      if (!set) listeners.set(accountId, (set = new Set()));
      set.add(listener);
      return () => {
        set!.delete(listener);
        if (set!.size === 0) listeners.delete(accountId);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
