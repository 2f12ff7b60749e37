import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Checkbox } from './Checkbox';

const meta: Meta<typeof Checkbox> = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Wifi', description: '', disabled: false, defaultChecked: false },
};
export default meta;
type Story = StoryObj<typeof Checkbox>;

export const Playground: Story = {};
export const Checked: Story = { args: { defaultChecked: true, label: 'Beamer' } };
export const WithDescription: Story = { args: { label: 'Nieuwsbrief', description: 'Maximaal één mail per maand.' } };
export const WithError: Story = { args: { label: 'Ik ga akkoord met de voorwaarden', error: 'Dit is verplicht.' } };
export const Disabled: Story = { args: { disabled: true } };
