/**
 * The chat connection's credentials: connectionParams { chat_user_id, chat_token } (services/chat/token.ts).
 * The token must be valid, made for that chat_user_id, which must be the account's, and its login session
 * still open. Such a socket runs the chat subscriptions only.
 */
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Knex } from 'knex';
import type { Viewer } from '../auth/tokens';
import { Account } from '../db/models';
import { forbidden } from '../errors/ApiError';
import { verifyChatToken } from '../services/chat';
import { sessionActive } from './socketAuth';

export const CHAT_SOCKET_FIELDS: ReadonlySet<string> = new Set(['chat_events', 'unread_chats', '__typename']);

export type ChatSocketViewer = { kind: 'valid'; viewer: Viewer; expiresAt: number } | { kind: 'expired' } | { kind: 'invalid' };

export async function chatSocketViewer(knex: Knex, chatUserId: unknown, token: unknown, secret: string): Promise<ChatSocketViewer> {
  const credential = verifyChatToken(token, chatUserId, secret);
  if (credential.kind !== 'valid') return credential;
  const account = await Account.query(knex).findById(credential.accountId).select('account_id', 'account_state', 'is_admin', 'is_blocked', 'chat_user_id');
  if (!account || account.is_blocked || account.chat_user_id !== credential.chatUserId) return { kind: 'invalid' };
  const viewer: Viewer = { accountId: account.account_id, accountState: account.account_state === 'VENDOR' ? 'VENDOR' : 'BOOKER', isAdmin: account.is_admin };
  if (credential.sessionId) viewer.sessionId = credential.sessionId;
  if (!(await sessionActive(knex, viewer))) return { kind: 'expired' };
  return { kind: 'valid', viewer, expiresAt: credential.expiresAt };
}

/** An error when the operation selects a root field outside `allowed`. */
export function onlyFields(document: DocumentNode, operationName: string | null | undefined, allowed: ReadonlySet<string>): GraphQLError | null {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops[0];
  const fields = op?.selectionSet.selections ?? [];
  const ok = op?.operation === 'subscription' && fields.every((f) => f.kind === Kind.FIELD && allowed.has(f.name.value));
  return ok ? null : new GraphQLError('Not allowed on the chat connection', { originalError: forbidden('chat') });
}
