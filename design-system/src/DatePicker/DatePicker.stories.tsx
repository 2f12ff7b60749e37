import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { Calendar } from './Calendar';
import { addDays, todayInAmsterdam } from './calendarDates';

function Stateful(props: Omit<DatePickerProps, 'value' | 'onChange'> & { value?: string | null }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <div style={{ maxWidth: 340, minHeight: 420 }}>
      <DatePicker {...props} value={value} onChange={setValue} />
      <code>value: {value ?? 'null'}</code>
    </div>
  );
}

const today = todayInAmsterdam();

const meta: Meta<typeof Stateful> = {
  title: 'Inputs/DatePicker',
  component: Stateful,
  args: { label: 'Datum van je bijeenkomst', value: null, required: false, disabled: false },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

export const Playground: Story = {};
/** Only today up to 90 days ahead can be chosen (min/max). */
export const FutureOnly: Story = { args: { min: today, max: addDays(today, 90), value: addDays(today, 7) } };
export const WithError: Story = { args: { error: 'Kies een datum in de toekomst.' } };
export const Disabled: Story = { args: { disabled: true, value: today } };

function CalendarOnly() {
  const [value, setValue] = useState<string | null>(today);
  return <Calendar value={value} onSelect={setValue} />;
}
export const CalendarAlone: Story = { render: () => <CalendarOnly /> };
