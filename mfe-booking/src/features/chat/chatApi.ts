import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ChatMessagesDocument, GetChatsDocument, OpenChatDocument, ReadChatDocument, SendChatMessageDocument, SpecificChatDocument,
  type ChatFieldsFragment, type ChatListScope, type ChatMessageFieldsFragment, type ChatMessagesQuery, type ChatType, type GetChatsQuery,
  type OpenChatQuery, type ReadChatMutation, type SendChatMessageMutation, type SpecificChatQuery,
} from '../../generated/graphql';

export type ChatSummary = ChatFieldsFragment;
export type ChatMessageItem = ChatMessageFieldsFragment;

export const CHAT_MESSAGE_FIELDS = /* GraphQL */ `fragment ChatMessageFields on ChatMessage {
  message_id chat_id body sender_side sender_name is_mine ts_created
}`;

export const CHAT_FIELDS = /* GraphQL */ `fragment ChatFields on Chat {
  chat_id channel_id chat_type entity_id booking_id space_id venue_id title counterpart my_side unread_count last_read_message_id ts_last_message
  last_message { ...ChatMessageFields }
}`;

export const GET_CHATS = /* GraphQL */ `query GetChats($scope: ChatListScope) {
  get_chats(scope: $scope) { ...ChatFields }
}`;

export const OPEN_CHAT = /* GraphQL */ `query OpenChat($chat_type: ChatType!, $entity_id: Int) {
  get_chat(chat_type: $chat_type, entity_id: $entity_id) { ...ChatFields }
}`;

export const SPECIFIC_CHAT = /* GraphQL */ `query SpecificChat($chat_id: Int!) {
  specific_chat(chat_id: $chat_id) { ...ChatFields }
}`;

export const CHAT_MESSAGES = /* GraphQL */ `query ChatMessages($chat_id: Int!, $before_id: Int) {
  chat_messages(chat_id: $chat_id, before_id: $before_id) { has_more messages { ...ChatMessageFields } }
}`;

export const SEND_CHAT_MESSAGE = /* GraphQL */ `mutation SendChatMessage($chat_id: Int!, $body: String!) {
  send_chat_message(chat_id: $chat_id, body: $body) { ...ChatMessageFields }
}`;

export const READ_CHAT = /* GraphQL */ `mutation ReadChat($chat_id: Int!, $message_id: Int!) {
  read_chat(chat_id: $chat_id, message_id: $message_id) { ...ChatFields }
}`;

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<ChatSummary[], ChatListScope>({
      query: (scope) => operation(GetChatsDocument, { scope }),
      transformResponse: (data: GetChatsQuery) => data.get_chats,
    }),
    openChat: build.query<ChatSummary, { chat_type: ChatType; entity_id: number | null }>({
      query: (args) => operation(OpenChatDocument, args),
      transformResponse: (data: OpenChatQuery) => data.get_chat,
    }),
    specificChat: build.query<ChatSummary, number>({
      query: (chat_id) => operation(SpecificChatDocument, { chat_id }),
      transformResponse: (data: SpecificChatQuery) => data.specific_chat,
    }),
    chatMessages: build.query<ChatMessagesQuery['chat_messages'], { chat_id: number; before_id: number | null }>({
      query: (args) => operation(ChatMessagesDocument, args),
      transformResponse: (data: ChatMessagesQuery) => data.chat_messages,
    }),
    sendChatMessage: build.mutation<ChatMessageItem, { chat_id: number; body: string }>({
      query: (args) => operation(SendChatMessageDocument, args),
      transformResponse: (data: SendChatMessageMutation) => data.send_chat_message,
    }),
    readChat: build.mutation<ChatSummary, { chat_id: number; message_id: number }>({
      query: (args) => operation(ReadChatDocument, args),
      transformResponse: (data: ReadChatMutation) => data.read_chat,
    }),
  }),
});

export const { useGetChatsQuery, useLazyOpenChatQuery, useLazyChatMessagesQuery, useSendChatMessageMutation, useReadChatMutation } = chatApi;
