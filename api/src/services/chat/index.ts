/** Chat between guests, hosts and support (spec guest-and-platform sections 3, 5, 7). */
export { chatCaller, callerSide, requireChannel, displayName, ANSWERING_TEAM_ROLES, type ChatCaller } from './access';
export { getChat, listChats, chatView, messageView, type ChatView, type ChatMessageView, type ChatListScope } from './channels';
export { sendMessage, listMessages, markRead, type ChatEventPayload, type MessagePage } from './messages';
export { sendChatDigests, touchPresence, registerChatJobs, PRESENCE_BEAT_MS } from './mail';
export { chatToken, verifyChatToken, chatUserIdOf } from './token';
export { unreadTotal } from '../../queries/chat';
