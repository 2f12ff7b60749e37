export { ChatLink, CHAT_COUNT_MAX } from './ChatLink';
export type { ChatLinkProps } from './ChatLink';
