import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RadioGroup, type RadioGroupProps } from './Radio';

function Stateful(props: Omit<RadioGroupProps, 'value' | 'onChange'> & { value?: string | null }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta: Meta<typeof Stateful> = {
  title: 'Inputs/Radio',
  component: Stateful,
  args: {
    legend: 'Boekingstype',
    name: 'booking_type',
    value: 'REQUEST',
    direction: 'vertical',
    options: [
      { value: 'REQUEST', label: 'Op aanvraag', description: 'Je keurt elke aanvraag zelf goed.' },
      { value: 'INSTANT', label: 'Direct boeken', description: 'Gasten boeken zonder goedkeuring.' },
      { value: 'CLOSED', label: 'Gesloten', disabled: true },
    ],
  },
  argTypes: { direction: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

export const Playground: Story = {};
export const Horizontal: Story = { args: { direction: 'horizontal' } };
export const WithError: Story = { args: { value: null, error: 'Kies een boekingstype.' } };
