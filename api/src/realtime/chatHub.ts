/**
 * The `chat` channel (services/chat/messages.ts NOTIFYs every message and read marker) fanned out to
 * topics: `chat:<id>`, `account:<owner or reader>`, `org:<organisation>` (the host side, not for
 * support channels) and `support` (support channels). One LISTEN connection per process (channelHub.ts),
 * so a message sent through any API process reaches subscribers on every process. It also keeps the
 * presence of the accounts with a live chat subscription here (refreshed every beat), which keeps
 * their unread-chat e-mails back.
 */
import type { Knex } from 'knex';
import type pg from 'pg';
import { CHAT_NOTIFY_CHANNEL } from '../queries/chat';
import { PRESENCE_BEAT_MS, touchPresence, type ChatEventPayload } from '../services/chat';
import { startChannelHub, type ChannelHub } from './channelHub';

export type ChatHub = ChannelHub<ChatEventPayload> & {
  /** counts a live chat subscriber of the account until the returned function is called */
  present(accountId: number): () => void;
};

export function chatTopics(e: ChatEventPayload): string[] {
  if (e.kind === 'read') return e.reader_id ? [`account:${e.reader_id}`] : [];
  const topics = [`chat:${e.chat_id}`, `account:${e.account_id}`];
  if (e.chat_type === 'SUPPORT') topics.push('support');
  else if (e.organisation_id) topics.push(`org:${e.organisation_id}`);
  return topics;
}

let current: ChatHub | null = null;
/** The process's hub (null when the server did not start one, e.g. plain HTTP test apps). */
export const chatHub = (): ChatHub | null => current;

export async function startChatHub(connection: string | pg.ClientConfig, knex: Knex, log: (message: string) => void = (m) => console.warn(m)): Promise<ChatHub> {
  const inner = await startChannelHub<ChatEventPayload>({ connection, channel: CHAT_NOTIFY_CHANNEL, keyOf: chatTopics, log });
  const online = new Map<number, number>();
  const beat = () => touchPresence(knex, [...online.keys()]).catch((err: Error) => log(`chat presence: ${err.message}`));
  const timer = setInterval(beat, PRESENCE_BEAT_MS);
  timer.unref();
  const hub: ChatHub = {
    subscribe: inner.subscribe,
    isConnected: inner.isConnected,
    present(accountId) {
      const before = online.get(accountId) ?? 0;
      online.set(accountId, before + 1);
      if (before === 0) void touchPresence(knex, [accountId]).catch((err: Error) => log(`chat presence: ${err.message}`));
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const n = (online.get(accountId) ?? 1) - 1;
        if (n <= 0) online.delete(accountId);
        else online.set(accountId, n);
      };
    },
    async close() {
      clearInterval(timer);
      if (current === hub) current = null;
      online.clear();
      await inner.close();
    },
  };
  current = hub;
  return hub;
}
