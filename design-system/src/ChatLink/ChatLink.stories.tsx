import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ChatLink } from './ChatLink';

const meta: Meta<typeof ChatLink> = { title: 'Chat/ChatLink', component: ChatLink, args: { count: 3, href: '/chat' } };
export default meta;
type Story = StoryObj<typeof ChatLink>;

export const Playground: Story = {};
export const NoneUnread: Story = { args: { count: 0 } };
export const Many: Story = { args: { count: 250 } };
