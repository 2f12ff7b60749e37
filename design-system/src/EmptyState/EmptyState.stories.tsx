import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta: Meta<typeof EmptyState> = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Geen zalen gevonden', description: 'Probeer een andere plaats of minder filters.', icon: '🔍' },
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Playground: Story = {};
export const WithAction: Story = { args: { action: <Button variant="secondary">Filters wissen</Button> } };
export const TitleOnly: Story = { args: { description: undefined, icon: undefined } };
