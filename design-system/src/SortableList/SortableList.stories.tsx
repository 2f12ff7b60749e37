import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SortableList } from './SortableListImpl';

interface Space {
  id: number;
  name: string;
  city: string;
}

const spaces: Space[] = [
  { id: 1, name: 'De Bovenzaal', city: 'Utrecht' },
  { id: 2, name: 'Serre', city: 'Amsterdam' },
  { id: 3, name: 'Kelder', city: 'Rotterdam' },
  { id: 4, name: 'Kapelzaal', city: 'Haarlem' },
  { id: 5, name: 'Loods 6', city: 'Eindhoven' },
];

/** Holds the order, as a page does: the list reports every change through onReorder. */
function Ordered({ disabled }: { disabled?: boolean }) {
  const [items, setItems] = useState(spaces);
  return (
    <SortableList
      label="Uitgelichte locaties"
      items={items}
      getId={(s) => s.id}
      getLabel={(s) => s.name}
      renderItem={(s) => (
        <span>
          <strong>{s.name}</strong> · {s.city}
        </span>
      )}
      onReorder={(next) => setItems(next)}
      disabled={disabled}
    />
  );
}

const meta: Meta<typeof Ordered> = {
  title: 'Data/SortableList',
  component: Ordered,
  parameters: {
    docs: {
      description: {
        component: 'Drag by the handle, or focus it and press space, move with the arrow keys, drop with space (Escape cancels); or use the arrow buttons.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Ordered>;

export const Playground: Story = {};
export const Disabled: Story = { args: { disabled: true } };
