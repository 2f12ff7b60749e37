import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SpaceCard, SpaceCardPlaceholder } from './SpaceCard';
import { placeholderImage } from '../stories/placeholderImage';

const meta: Meta<typeof SpaceCard> = {
  title: 'Marketplace/SpaceCard',
  component: SpaceCard,
  args: {
    name: 'De Bovenzaal',
    href: '#space',
    imageUrl: placeholderImage('#B0431D', '#F4EEE7'),
    city: 'Utrecht',
    venueName: 'Huis aan de Gracht',
    maxGuests: 40,
    halfDayPrice: 12550,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
export default meta;
type Story = StoryObj<typeof SpaceCard>;

export const Playground: Story = {};
export const Free: Story = { args: { halfDayPrice: 0 } };
export const LongName: Story = { args: { name: 'Grote vergaderzaal met uitzicht over het IJ en de stad Amsterdam' } };
export const WithFavourite: Story = {
  args: { favourite: <button type="button" aria-pressed="false" aria-label="Bewaar als favoriet" style={{ borderRadius: 999, border: 0, padding: 8, background: '#fff' }}>♡</button> },
};
export const NoImage: Story = { args: { imageUrl: null } };
/** The room a card takes while its data loads (beside a loaded card: the same height). */
export const Placeholder: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, minWidth: 560 }}>
      <SpaceCardPlaceholder />
      <SpaceCard {...args} />
    </div>
  ),
};
