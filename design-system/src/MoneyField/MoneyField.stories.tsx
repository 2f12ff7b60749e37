import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MoneyField, type MoneyFieldProps } from './MoneyField';

function Stateful(props: Omit<MoneyFieldProps, 'value' | 'onChange'> & { value?: number | null }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <>
      <MoneyField {...props} value={value} onChange={setValue} />
      <p>cents: {value === null ? 'null' : value}</p>
    </>
  );
}

const meta: Meta<typeof Stateful> = {
  title: 'Inputs/MoneyField',
  component: Stateful,
  args: { label: 'Prijs per persoon (€)', value: 1750, hint: 'Bijvoorbeeld 17,50' },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

export const Playground: Story = {};
export const Empty: Story = { args: { value: null } };
export const WithError: Story = { args: { value: 0, error: 'De prijs moet hoger zijn dan € 0' } };
