/**
 * Chat (authenticated endpoint and websocket): conversations about a booking, a space, a venue, or with
 * support. Resolvers authorise and call services/chat; live delivery comes from realtime/chatHub.ts.
 */
import { requireLogin } from '../../auth/guards';
import { forbidden, ApiError } from '../../errors/ApiError';
import {
  chatCaller, chatToken, chatUserIdOf, chatView, getChat, listChats, listMessages, markRead, sendMessage, unreadTotal,
  type ChatListScope, type ChatMessageView,
} from '../../services/chat';
import type { ChatType } from '../../domain/chat/chatRules';
import type { GraphQLContext } from '../context';
import type { GraphQLModule } from '../module';
import { chatSubscriptions } from './subscriptions';
import { chatTypeDefs } from './schema';

const withMine = (m: ChatMessageView, ctx: GraphQLContext) => ({ ...m, is_mine: m.sender_account_id !== null && m.sender_account_id === ctx.viewer?.accountId });

const ChatMessage = { is_mine: (m: ChatMessageView & { is_mine?: boolean }, _: unknown, ctx: GraphQLContext) => m.is_mine ?? withMine(m, ctx).is_mine };

const Query = {
  get_chat: async (_: unknown, args: { chat_type: ChatType; entity_id?: number | null }, ctx: GraphQLContext) =>
    getChat(ctx.knex, await chatCaller(ctx.knex, ctx.viewer, ctx.locale), args.chat_type, args.entity_id ?? null),
  get_chats: async (_: unknown, args: { scope?: ChatListScope | null }, ctx: GraphQLContext) =>
    listChats(ctx.knex, await chatCaller(ctx.knex, ctx.viewer, ctx.locale), args.scope ?? 'MINE'),
  specific_chat: async (_: unknown, args: { chat_id: number }, ctx: GraphQLContext) => chatView(ctx.knex, await chatCaller(ctx.knex, ctx.viewer, ctx.locale), args.chat_id),
  chat_messages: async (_: unknown, args: { chat_id: number; before_id?: number | null; first?: number | null }, ctx: GraphQLContext) =>
    listMessages(ctx.knex, await chatCaller(ctx.knex, ctx.viewer, ctx.locale), args.chat_id, args.before_id ?? null, args.first ?? null),
  unread_chat_count: async (_: unknown, __: unknown, ctx: GraphQLContext) => unreadTotal(ctx.knex, await chatCaller(ctx.knex, ctx.viewer, ctx.locale)),
};

const Mutation = {
  send_chat_message: async (_: unknown, args: { chat_id: number; body: string }, ctx: GraphQLContext) =>
    sendMessage(ctx.knex, await chatCaller(ctx.knex, ctx.viewer, ctx.locale), args.chat_id, args.body),
  read_chat: async (_: unknown, args: { chat_id: number; message_id: number }, ctx: GraphQLContext) =>
    markRead(ctx.knex, await chatCaller(ctx.knex, ctx.viewer, ctx.locale), args.chat_id, args.message_id),
};

/** The chat connection's credentials belong to the account itself (never another's, also not for admins). */
async function ownChatUserId(parent: { accountId: number }, ctx: GraphQLContext): Promise<string> {
  const viewer = requireLogin(ctx.viewer);
  if (viewer.accountId !== parent.accountId) throw forbidden('account');
  return chatUserIdOf(ctx.knex, viewer.accountId);
}

const Account = {
  chatUserId: async (parent: { accountId: number; chatUserId?: string | null }, _: unknown, ctx: GraphQLContext) =>
    ctx.viewer?.accountId === parent.accountId ? ownChatUserId(parent, ctx) : (parent.chatUserId ?? null),
  chatToken: async (parent: { accountId: number }, _: unknown, ctx: GraphQLContext) => {
    const id = await ownChatUserId(parent, ctx);
    if (!ctx.request) throw new ApiError('VALIDATION', { entity: 'chat', key: 'chat_token_http_only' });
    return chatToken(ctx.viewer!, id, ctx.request.jwtSecret);
  },
};

export const chatModule: GraphQLModule = {
  name: 'chat',
  visibility: 'authenticated',
  typeDefs: chatTypeDefs,
  resolvers: { Query, Mutation, Subscription: chatSubscriptions, ChatMessage, Account },
};
