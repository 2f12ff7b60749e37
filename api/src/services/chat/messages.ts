/**
 * Chat messages: send (checked by the domain rules, stored, the sender's read marker moved, and
 * announced to every API process with one NOTIFY in the same transaction), paged history (newest page
 * first, older pages by `before_id`) and read markers.
 */
import type { Knex } from 'knex';
import { ChatChannel, ChatMessage, ChatRead } from '../../db/models';
import { CHAT_PAGE_MAX, CHAT_PAGE_SIZE, checkChatMessage } from '../../domain/chat/chatRules';
import { ApiError } from '../../errors/ApiError';
import { notifyChat } from '../../queries/chat';
import { requireChannel, type ChatCaller } from './access';
import { chatView, messageView, type ChatMessageView, type ChatView } from './channels';

/** What every API process hears on the chat channel (realtime/chatHub.ts fans it out). */
export interface ChatEventPayload {
  kind: 'message' | 'read';
  chat_id: number;
  chat_type: ChatChannel['channel_type'];
  /** the channel's owner (guest side) */
  account_id: number;
  organisation_id: number | null;
  /** kind read: who read */
  reader_id?: number;
  message?: ChatMessageView;
}

async function moveReadMarker(trx: Knex, accountId: number, chatId: number, messageId: number): Promise<void> {
  await ChatRead.query(trx)
    .insert({ account_id: accountId, chat_channel_id: chatId, last_read_message_id: messageId })
    .onConflict(['account_id', 'chat_channel_id'])
    .merge({ last_read_message_id: trx.raw('GREATEST(chat_read.last_read_message_id, EXCLUDED.last_read_message_id)') as unknown as number, ts_read: trx.fn.now() as unknown as Date });
}

export async function sendMessage(knex: Knex, caller: ChatCaller, chatId: number, rawBody: unknown): Promise<ChatMessageView> {
  const checked = checkChatMessage(rawBody);
  if ('key' in checked) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'chat_message', key: checked.key, meta: { ...checked.meta, field: 'body', fields: { body: checked.key } } });
  }
  return knex.transaction(async (trx) => {
    const { channel, side } = await requireChannel(trx, caller, chatId, true);
    const message = await ChatMessage.query(trx).insertAndFetch({
      chat_channel_id: chatId, sender_account_id: caller.accountId, sender_side: side, sender_name: caller.name, body: checked.body,
    });
    await ChatChannel.query(trx).findById(chatId).patch({ ts_last_message: message.ts_created });
    await moveReadMarker(trx, caller.accountId, chatId, message.chat_message_id);
    const view = messageView(message);
    const event: ChatEventPayload = {
      kind: 'message', chat_id: chatId, chat_type: channel.channel_type, account_id: channel.account_id, organisation_id: channel.organisation_id ?? null, message: view,
    };
    await notifyChat(trx, event as unknown as Record<string, unknown>);
    return view;
  });
}

export interface MessagePage {
  messages: ChatMessageView[];
  has_more: boolean;
}

/** Oldest first within the page; `beforeId` pages back from a message. */
export async function listMessages(knex: Knex, caller: ChatCaller, chatId: number, beforeId: number | null, first: number | null): Promise<MessagePage> {
  await requireChannel(knex, caller, chatId);
  const size = Math.min(Math.max(first ?? CHAT_PAGE_SIZE, 1), CHAT_PAGE_MAX);
  const rows = await ChatMessage.query(knex).where('chat_channel_id', chatId).modify('before', beforeId).modify('newestFirst').limit(size + 1);
  return { messages: rows.slice(0, size).reverse().map(messageView), has_more: rows.length > size };
}

/** Read marker: the caller has read the channel up to `messageId` (never moves back). */
export async function markRead(knex: Knex, caller: ChatCaller, chatId: number, messageId: number): Promise<ChatView> {
  await knex.transaction(async (trx) => {
    const { channel } = await requireChannel(trx, caller, chatId);
    const newest = await ChatMessage.query(trx).where('chat_channel_id', chatId).max('chat_message_id as id').first();
    const upTo = Math.min(messageId, Number((newest as unknown as { id: number | null } | undefined)?.id ?? 0));
    await moveReadMarker(trx, caller.accountId, chatId, upTo);
    const event: ChatEventPayload = {
      kind: 'read', chat_id: chatId, chat_type: channel.channel_type, account_id: channel.account_id, organisation_id: channel.organisation_id ?? null, reader_id: caller.accountId,
    };
    await notifyChat(trx, event as unknown as Record<string, unknown>);
  });
  return chatView(knex, caller, chatId);
}
