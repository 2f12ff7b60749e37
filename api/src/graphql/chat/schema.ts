import { gql } from '../module';

export const chatTypeDefs = gql`
  "spec: chat_type"
  enum ChatType {
    BOOKING
    SPACE
    VENUE
    SUPPORT
  }

  "GUEST: the account the conversation belongs to; HOST: the venue's organisation; SUPPORT: Zaalplek staff"
  enum ChatSide {
    GUEST
    HOST
    SUPPORT
  }

  "MINE: the caller's conversations and those of the organisations it answers for; SUPPORT_INBOX: every support conversation (support staff)"
  enum ChatListScope {
    MINE
    SUPPORT_INBOX
  }

  enum ChatEventKind {
    MESSAGE
    READ
  }

  type ChatMessage {
    message_id: Int!
    chat_id: Int!
    "plain text (shown as text, never as HTML)"
    body: String!
    sender_side: ChatSide!
    sender_name: String!
    "sent by the caller"
    is_mine: Boolean!
    ts_created: String!
  }

  type Chat {
    chat_id: Int!
    "stable channel id (booking-12, space-3-7, venue-4-7, support-7, support-7-booking-12)"
    channel_id: String!
    chat_type: ChatType!
    "the booking, space or venue the conversation is about (support: the booking, if any)"
    entity_id: Int
    booking_id: Int
    space_id: Int
    venue_id: Int
    "in the caller's language"
    title: String!
    "who the caller talks to: the venue, Zaalplek support, or the guest's name"
    counterpart: String!
    my_side: ChatSide!
    "messages of the other side(s) after the caller's read marker"
    unread_count: Int!
    last_read_message_id: Int!
    last_message: ChatMessage
    ts_last_message: String
  }

  type ChatMessagePage {
    "oldest first"
    messages: [ChatMessage!]!
    "older messages exist (ask again with before_id = the first message's id)"
    has_more: Boolean!
  }

  type ChatEvent {
    kind: ChatEventKind!
    chat_id: Int!
    "kind MESSAGE"
    message: ChatMessage
  }

  extend type Account {
    "token of the chat connection (with chatUserId as connectionParams chat_user_id / chat_token); the caller's own account only"
    chatToken: String
  }

  extend type Query {
    "the conversation about a booking (BOOKING), a space or venue the caller asks about (SPACE, VENUE), or with support (SUPPORT, optionally about one of the caller's bookings); opened on first use"
    get_chat(chat_type: ChatType!, entity_id: Int): Chat!
    "the caller's conversations (newest activity first) or the support inbox"
    get_chats(scope: ChatListScope = MINE): [Chat!]!
    specific_chat(chat_id: Int!): Chat!
    "paged history, newest page first"
    chat_messages(chat_id: Int!, before_id: Int, first: Int): ChatMessagePage!
    "unread chat messages of the caller over all its conversations"
    unread_chat_count: Int!
  }

  type Mutation {
    "plain text, at most 1000 characters; code-like text is refused (FIELD_VALIDATION code_injection)"
    send_chat_message(chat_id: Int!, body: String!): ChatMessage!
    "read marker: the caller has read the conversation up to message_id"
    read_chat(chat_id: Int!, message_id: Int!): Chat!
  }

  type Subscription {
    "new messages of every conversation the caller takes part in, and its own read markers (other tabs)"
    chat_events(account_id: Int!): ChatEvent!
    "the caller's unread chat messages: sent at once, then on every change (header badge)"
    unread_chats(account_id: Int!): Int!
  }
`;
