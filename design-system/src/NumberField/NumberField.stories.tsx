import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NumberField, type NumberFieldProps } from './NumberField';

function Stateful(props: Omit<NumberFieldProps, 'value' | 'onChange'> & { value?: number | null }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return <NumberField {...props} value={value} onChange={setValue} />;
}

const meta: Meta<typeof Stateful> = {
  title: 'Inputs/NumberField',
  component: Stateful,
  args: { label: 'Aantal personen', value: 15, max: 500, hint: 'Maximaal 500 personen', error: '' },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

export const Playground: Story = {};
export const Empty: Story = { args: { value: null, hint: undefined } };
export const WithError: Story = { args: { value: 0, error: 'Vul minimaal 1 persoon in.' } };
