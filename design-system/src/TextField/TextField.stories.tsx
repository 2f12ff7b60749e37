import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextField } from './TextField';

const meta: Meta<typeof TextField> = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Naam van de zaal', placeholder: 'bijv. De Bovenzaal', hint: '', error: '', required: false, disabled: false },
};
export default meta;
type Story = StoryObj<typeof TextField>;

export const Playground: Story = {};
export const WithHint: Story = { args: { label: 'E-mailadres', type: 'email', hint: 'Hier sturen we je bevestiging naartoe.' } };
export const WithError: Story = { args: { label: 'E-mailadres', type: 'email', defaultValue: 'jan@', error: 'Vul een geldig e-mailadres in.' } };
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Niet te wijzigen' } };
