import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TimeSelect, type TimeSelectProps } from './TimeSelect';

function Stateful(props: Omit<TimeSelectProps, 'value' | 'onChange'> & { value?: string | null }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return <TimeSelect {...props} value={value} onChange={setValue} />;
}

const meta: Meta<typeof Stateful> = {
  title: 'Inputs/TimeSelect',
  component: Stateful,
  args: { label: 'Begintijd', step: 30, min: '08:00', max: '22:00', value: '09:00' },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

export const Playground: Story = {};
export const QuarterHours: Story = { args: { step: 15, label: 'Eindtijd', value: null } };
export const UntilMidnight: Story = { args: { min: '18:00', max: '24:00', step: 60, label: 'Tot' } };
