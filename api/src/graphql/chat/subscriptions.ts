/**
 * chat_events(account_id) and unread_chats(account_id): only for the caller's own account. Both listen
 * on the process's chat hub (realtime/chatHub.ts) to the topics of the caller: its own channels, the
 * organisations it answers for, and the support channels when it is support staff. chat_events sends
 * each message straight from the NOTIFY payload (no database read per subscriber); unread_chats
 * recounts on every event that concerns the caller and sends the count when it changed.
 */
import { requireLogin } from '../../auth/guards';
import { ApiError, forbidden } from '../../errors/ApiError';
import { chatHub, type ChatHub } from '../../realtime/chatHub';
import { Pushable } from '../../realtime/pushable';
import { shareEvent } from '../../realtime/sharedResults';
import { callerSide, chatCaller, unreadTotal, type ChatCaller, type ChatEventPayload } from '../../services/chat';
import type { GraphQLContext } from '../context';

interface OwnArgs {
  account_id: number;
}

async function ownCaller(args: OwnArgs, ctx: GraphQLContext): Promise<{ caller: ChatCaller; hub: ChatHub }> {
  const viewer = requireLogin(ctx.viewer);
  if (viewer.accountId !== args.account_id) throw forbidden('chat');
  const hub = chatHub();
  if (!hub) throw new ApiError('INTERNAL', { key: 'subscriptions_unavailable' });
  return { caller: await chatCaller(ctx.knex, viewer, ctx.locale), hub };
}

const topicsOf = (caller: ChatCaller): string[] => [
  `account:${caller.accountId}`,
  ...caller.hostOrganisationIds.map((id) => `org:${id}`),
  ...(caller.supportStaff ? ['support'] : []),
];

/** Whether an event concerns the caller (a message of a channel it reads, or its own read marker). */
function concerns(caller: ChatCaller, e: ChatEventPayload): boolean {
  if (e.kind === 'read') return e.reader_id === caller.accountId;
  return callerSide(caller, { channel_type: e.chat_type, account_id: e.account_id, organisation_id: e.organisation_id }) !== null;
}

function listen(hub: ChatHub, caller: ChatCaller, onEvent: (e: ChatEventPayload | null) => void): () => void {
  const offs = topicsOf(caller).map((topic) => hub.subscribe(topic, onEvent));
  const leave = hub.present(caller.accountId);
  return () => {
    for (const off of offs) off();
    leave();
  };
}

export interface ChatEventOut {
  kind: 'MESSAGE' | 'READ';
  chat_id: number;
  message: (ChatEventPayload['message'] & { is_mine: boolean }) | null;
}

/**
 * What a hub event becomes for a subscriber: one object per event and side (the sender's own or not),
 * shared by every subscriber and marked so graphql-ws executes it once per document (realtime/sharedResults.ts).
 */
const outputs = new WeakMap<ChatEventPayload, { mine?: ChatEventOut; other?: ChatEventOut }>();
function outputOf(e: ChatEventPayload, mine: boolean): ChatEventOut {
  let byside = outputs.get(e);
  if (!byside) outputs.set(e, (byside = {}));
  const side = mine ? 'mine' : 'other';
  byside[side] ??= shareEvent<ChatEventOut>(
    e.kind === 'read' ? { kind: 'READ', chat_id: e.chat_id, message: null } : { kind: 'MESSAGE', chat_id: e.chat_id, message: { ...e.message!, is_mine: mine } },
  );
  return byside[side];
}

async function subscribeEvents(_: unknown, args: OwnArgs, ctx: GraphQLContext): Promise<AsyncIterableIterator<ChatEventOut>> {
  const { caller, hub } = await ownCaller(args, ctx);
  let stop = () => undefined as void;
  const stream = new Pushable<ChatEventOut>(() => stop());
  // the same message may come by two topics (e.g. an admin who also owns the channel): once is enough
  const seen = new Set<number>();
  stop = listen(hub, caller, (e) => {
    if (!e || !concerns(caller, e)) return;
    if (e.kind === 'read') return stream.push(outputOf(e, true));
    const m = e.message!;
    if (seen.has(m.message_id)) return;
    seen.add(m.message_id);
    if (seen.size > 1000) seen.delete(seen.values().next().value as number);
    stream.push(outputOf(e, m.sender_account_id === caller.accountId));
  });
  return stream;
}

async function subscribeUnread(_: unknown, args: OwnArgs, ctx: GraphQLContext): Promise<AsyncIterableIterator<number>> {
  const { caller, hub } = await ownCaller(args, ctx);
  let last: number | null = null;
  let chain = Promise.resolve();
  let stop = () => undefined as void;
  const stream = new Pushable<number>(() => stop());
  // counts are read one after the other, so they reach the client in order
  const refresh = () => {
    chain = chain.then(async () => {
      try {
        const count = await unreadTotal(ctx.knex, caller);
        if (count !== last) {
          last = count;
          stream.push(count);
        }
      } catch (err) {
        console.error('unread_chats: count failed', err);
      }
    });
  };
  stop = listen(hub, caller, (e) => {
    if (e === null || concerns(caller, e)) refresh();
  });
  refresh();
  await chain;
  return stream;
}

export const chatSubscriptions = {
  chat_events: { subscribe: subscribeEvents, resolve: (e: ChatEventOut) => e },
  unread_chats: { subscribe: subscribeUnread, resolve: (count: number) => count },
};
