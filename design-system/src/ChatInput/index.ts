export { ChatInput, chatLength } from './ChatInput';
export type { ChatInputProps } from './ChatInput';
