export { ChatMessageList } from './ChatMessageList';
export type { ChatMessageListProps, ChatListMessage, ChatSide } from './ChatMessageList';
