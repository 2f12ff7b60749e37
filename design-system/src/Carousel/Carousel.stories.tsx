import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Carousel } from './Carousel';

const quotes = [
  ['Anna de Vries', 'Binnen een dag een mooie zaal in Utrecht gevonden.'],
  ['Bram Jansen', 'Heldere prijzen per dagdeel, geen verrassingen achteraf.'],
  ['Cor Bakker', 'Onze heidag was perfect geregeld, inclusief lunch.'],
  ['Dirk Visser', 'Snel contact met de locatie via de chat.'],
  ['Eva Smit', 'Direct boeken scheelt ons veel mailen.'],
];

const slides = quotes.map(([name, text]) => (
  <figure key={name} style={{ margin: 0, padding: 24, background: '#fff', borderRadius: 14, minHeight: 140 }}>
    <blockquote style={{ margin: 0 }}>“{text}”</blockquote>
    <figcaption style={{ marginTop: 12, fontWeight: 600 }}>{name}</figcaption>
  </figure>
));

const meta: Meta<typeof Carousel> = {
  title: 'Marketplace/Carousel',
  component: Carousel,
  args: { label: 'Ervaringen van boekers', slides, loop: false },
  argTypes: { slidesPerView: { control: { type: 'number', min: 1, max: 5 } } },
};
export default meta;
type Story = StoryObj<typeof Carousel>;

/** 3 slides from 1201 px wide, 1 below: resize the preview to see it change. */
export const Playground: Story = {};
export const OneAtATime: Story = { args: { slidesPerView: 1 } };
export const Looping: Story = { args: { loop: true } };
