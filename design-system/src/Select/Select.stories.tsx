import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Select, type SelectProps } from './Select';

function Stateful(props: Omit<SelectProps, 'value' | 'onChange'> & { value?: string | null }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta: Meta<typeof Stateful> = {
  title: 'Inputs/Select',
  component: Stateful,
  args: {
    label: 'Opstelling',
    options: [
      { value: 'BOARDROOM', label: 'Boardroom' },
      { value: 'THEATER', label: 'Theater' },
      { value: 'CLASSROOM', label: 'Klaslokaal' },
      { value: 'U_SHAPE', label: 'U-vorm', disabled: true },
    ],
    hint: '',
    error: '',
  },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

export const Playground: Story = {};
export const Preselected: Story = { args: { value: 'THEATER' } };
export const WithError: Story = { args: { error: 'Kies een opstelling.' } };
