import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ChatInput } from './ChatInput';

const meta: Meta<typeof ChatInput> = {
  title: 'Chat/ChatInput',
  component: ChatInput,
  args: { onSend: () => true, maxLength: 1000 },
};
export default meta;
type Story = StoryObj<typeof ChatInput>;

export const Playground: Story = {};
export const ShortLimit: Story = { args: { maxLength: 20, initialValue: 'Bijna vol bericht' } };
export const WithError: Story = { args: { error: 'Tekst met code-achtige tekens wordt niet verstuurd.', initialValue: '<b>hoi</b>' } };
export const Disabled: Story = { args: { disabled: true } };
