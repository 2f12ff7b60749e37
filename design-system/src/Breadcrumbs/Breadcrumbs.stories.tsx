import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Breadcrumbs } from './Breadcrumbs';

const meta: Meta<typeof Breadcrumbs> = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '#' },
      { label: 'Utrecht', href: '#utrecht' },
      { label: 'Huis aan de Gracht', href: '#venue' },
      { label: 'De Bovenzaal' },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof Breadcrumbs>;

export const Playground: Story = {};
export const TwoLevels: Story = { args: { items: [{ label: 'Home', href: '#' }, { label: 'Zoeken' }] } };
