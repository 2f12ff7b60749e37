/** Chat messages, read markers, the unread-chat e-mail state and presence (migration 20261125171500_chat_messages). */
import type { Modifiers, RelationMappings } from 'objection';
import { CHAT_MESSAGE_MAX, CHAT_SIDES } from '../../domain/chat/chatRules';
import { BaseModel, s } from './base';
import { ChatChannel } from './notification';

export class ChatMessage extends BaseModel {
  static tableName = 'chat_message';
  static idColumn = 'chat_message_id';
  chat_message_id!: number;
  chat_channel_id!: number;
  sender_account_id!: number | null;
  sender_side!: (typeof CHAT_SIDES)[number];
  /** the sender's name when it wrote (shown as is, also after the account is gone) */
  sender_name!: string;
  body!: string;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['chat_channel_id', 'sender_side', 'sender_name', 'body'],
    properties: {
      chat_message_id: s.id,
      chat_channel_id: s.id,
      sender_account_id: s.idOrNull,
      sender_side: s.oneOf(CHAT_SIDES),
      sender_name: s.str(255),
      // characters are checked by domain/chat/chatRules (code points); UTF-16 units may be twice that
      body: s.str(CHAT_MESSAGE_MAX * 2, 1),
    },
  };

  static modifiers: Modifiers = {
    newestFirst: (q) => q.orderBy('chat_message.chat_message_id', 'desc'),
    before: (q, id?: number | null) => (id ? q.where('chat_message.chat_message_id', '<', id) : q),
  };

  static relationMappings = (): RelationMappings => ({
    channel: { relation: BaseModel.BelongsToOneRelation, modelClass: ChatChannel, join: { from: 'chat_message.chat_channel_id', to: 'chat_channel.chat_channel_id' } },
  });
}

/** How far an account has read a channel. */
export class ChatRead extends BaseModel {
  static tableName = 'chat_read';
  static idColumn = ['account_id', 'chat_channel_id'];
  account_id!: number;
  chat_channel_id!: number;
  last_read_message_id!: number;
  ts_read!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['account_id', 'chat_channel_id'],
    properties: { account_id: s.id, chat_channel_id: s.id, last_read_message_id: s.int(0) },
  };
}

/** The last unread-chat e-mail of an account (one per quiet period). */
export class ChatMailState extends BaseModel {
  static tableName = 'chat_mail_state';
  static idColumn = 'account_id';
  account_id!: number;
  last_mailed_message_id!: number;
  ts_mailed!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['account_id'],
    properties: { account_id: s.id, last_mailed_message_id: s.int(0) },
  };
}

/** An account with a live chat connection in some API process (refreshed while connected). */
export class ChatPresence extends BaseModel {
  static tableName = 'chat_presence';
  static idColumn = 'account_id';
  account_id!: number;
  ts_seen!: Date;

  static jsonSchema = { type: 'object', required: ['account_id'], properties: { account_id: s.id } };
}
