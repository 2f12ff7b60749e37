// The chat connection (spec section 7): a graphql-ws socket authorised with the account's chat_user_id
// and chat_token (fetched fresh at every (re)connect), subscribed to chat_events while the chat is open;
// it closes 5 seconds after the chat was left (lazyCloseTimeout) so a quick return reuses it.
import { createClient, type Client } from 'graphql-ws';
import { graphqlRequest, subscribeWithRefresh, subscriptionUrl } from '@zaalplek/platform';
import { ChatCredentialsDocument } from '../../generated/graphql';

/** Spec section 9: chat disconnect delay. */
export const CHAT_DISCONNECT_DELAY_MS = 5000;

export const CHAT_CREDENTIALS = /* GraphQL */ `query ChatCredentials {
  profile { chatUserId chatToken }
}`;

export const CHAT_EVENTS = /* GraphQL */ `subscription ChatEvents($account_id: Int!) {
  chat_events(account_id: $account_id) { kind chat_id message { message_id chat_id body sender_side sender_name is_mine ts_created } }
}`;

export interface ChatEventMessage {
  message_id: number;
  chat_id: number;
  body: string;
  sender_side: 'GUEST' | 'HOST' | 'SUPPORT';
  sender_name: string;
  is_mine: boolean;
  ts_created: string;
}
export interface ChatLiveEvent {
  kind: 'MESSAGE' | 'READ';
  chat_id: number;
  message: ChatEventMessage | null;
}

export type ChatEventSubscriber = (accountId: number, onEvent: (event: ChatLiveEvent) => void) => () => void;

let client: Client | null = null;

function chatClient(): Client {
  client ??= createClient({
    url: subscriptionUrl(),
    lazy: true,
    lazyCloseTimeout: CHAT_DISCONNECT_DELAY_MS,
    retryAttempts: Infinity,
    connectionParams: async () => {
      const data = await graphqlRequest(ChatCredentialsDocument, {}, { endpoint: 'authenticated' });
      return { chat_user_id: data.profile.chatUserId, chat_token: data.profile.chatToken };
    },
  });
  return client;
}

const liveChatEvents: ChatEventSubscriber = (accountId, onEvent) =>
  subscribeWithRefresh<{ chat_events: ChatLiveEvent }>(chatClient(), { query: CHAT_EVENTS, variables: { account_id: accountId } }, (result) => {
    if (result.data?.chat_events) onEvent(result.data.chat_events);
  });

let active: ChatEventSubscriber = liveChatEvents;
/** Tests feed events without a websocket; null restores the live connection. */
export function setChatEventSubscriber(fn: ChatEventSubscriber | null): void {
  active = fn ?? liveChatEvents;
}
export const subscribeChatEvents: ChatEventSubscriber = (accountId, onEvent) => active(accountId, onEvent);
