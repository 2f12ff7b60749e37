/**
 * The cross-process fan-out: one PostgreSQL LISTEN connection per process on one channel, fanned out
 * to the subscribers of the key(s) taken from each JSON payload (an account, a booking, or topics such
 * as "org:12" and "support": keyOf may return several). Every API process runs one hub per channel, so
 * a NOTIFY sent through any process (or any database session) reaches subscribers on all of them. After a lost connection it reconnects
 * and wakes every subscriber with a null event, so they re-read what they show: changes made
 * while the connection was down are never lost, only coalesced.
 */
import pg from 'pg';

type Listener<E> = (event: E | null) => void;

/** A subscriber key: an integer id or a non-empty topic string. */
export type ChannelKey = number | string;

const isKey = (k: unknown): k is ChannelKey => Number.isInteger(k) || (typeof k === 'string' && k.length > 0);

export interface ChannelHub<E> {
  subscribe(key: ChannelKey, listener: Listener<E>): () => void;
  /** Listening now (false from a lost connection until it is back and subscribers were woken). */
  isConnected(): boolean;
  close(): Promise<void>;
}

export interface ChannelHubOptions<E> {
  connection: string | pg.ClientConfig;
  channel: string;
  /** The subscriber key(s) of an event (one key or an array); events without a valid key are ignored. */
  keyOf: (event: E) => unknown;
  log?: (message: string) => void;
}

export async function startChannelHub<E>({ connection, channel, keyOf, log = (m) => console.warn(m) }: ChannelHubOptions<E>): Promise<ChannelHub<E>> {
  const listeners = new Map<ChannelKey, Set<Listener<E>>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const dispatch = (key: ChannelKey | null, event: E | null) => {
    const targets = key === null ? [...listeners.values()].flatMap((s) => [...s]) : [...(listeners.get(key) ?? [])];
    for (const listener of targets) listener(event);
  };

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    c.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      try {
        const event = JSON.parse(msg.payload) as E;
        const key = keyOf(event);
        for (const k of Array.isArray(key) ? key : [key]) if (isKey(k)) dispatch(k, event);
      } catch {
        log(`${channel}: ignored malformed payload`);
      }
    });
    c.on('error', (err) => {
      log(`${channel}: listener connection lost (${err.message}); reconnecting`);
      scheduleReconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return c;
  };

  const scheduleReconnect = () => {
    const old = client;
    client = null;
    old?.end().catch(() => undefined);
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = null;
      try {
        const c = await connect();
        if (closed) {
          await c.end().catch(() => undefined);
          return;
        }
        dispatch(null, null); // changes may have been missed while disconnected
        client = c; // connected again only once every subscriber has been told
      } catch (err) {
        log(`${channel}: reconnect failed (${(err as Error).message})`);
        scheduleReconnect();
      }
    }, 1000);
  };

  client = await connect();

  return {
    isConnected: () => client !== null,
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set!.delete(listener);
        if (set!.size === 0) listeners.delete(key);
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
