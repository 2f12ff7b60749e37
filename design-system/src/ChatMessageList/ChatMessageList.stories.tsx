import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ChatMessageList, type ChatListMessage } from './ChatMessageList';

const messages: ChatListMessage[] = [
  { id: 1, body: 'Hallo! Is er een beamer in de zaal?', senderName: 'Bram de Vries', senderSide: 'GUEST', isMine: true, sentAt: '2026-11-20T09:12:00Z' },
  { id: 2, body: 'Ja, een beamer en een flip-over.\nDe wifi-code hangt bij de deur.', senderName: 'Vera Jansen', senderSide: 'HOST', isMine: false, sentAt: '2026-11-20T09:20:00Z' },
  { id: 3, body: 'Top, dank je!', senderName: 'Bram de Vries', senderSide: 'GUEST', isMine: true, sentAt: '2026-11-20T09:21:00Z' },
  { id: 4, body: 'Graag gedaan. Tot dinsdag!', senderName: 'Vera Jansen', senderSide: 'HOST', isMine: false, sentAt: '2026-11-20T09:25:00Z' },
];

const meta: Meta<typeof ChatMessageList> = {
  title: 'Chat/ChatMessageList',
  component: ChatMessageList,
  args: { messages, lastReadId: 3 },
  decorators: [(Story) => <div style={{ height: 360, display: 'flex', border: '1px solid #ddd' }}><Story /></div>],
};
export default meta;
type Story = StoryObj<typeof ChatMessageList>;

export const Playground: Story = {};
export const WithEarlierMessages: Story = { args: { hasMore: true } };
export const Support: Story = {
  args: {
    messages: [
      { id: 10, body: 'Ik wil boeking #123 annuleren.', senderName: 'Bram de Vries', senderSide: 'GUEST', isMine: false, sentAt: '2026-11-21T10:00:00Z' },
      { id: 11, body: 'We regelen het; het geld staat binnen 48 uur terug.', senderName: 'Ada', senderSide: 'SUPPORT', isMine: true, sentAt: '2026-11-21T10:05:00Z' },
    ],
  },
};
export const Empty: Story = { args: { messages: [] } };
