import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RatingStars } from './RatingStars';

const meta: Meta<typeof RatingStars> = {
  title: 'Data/RatingStars',
  component: RatingStars,
  args: { value: 7, size: 18, showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 10, step: 0.1 } } },
};
export default meta;
type Story = StoryObj<typeof RatingStars>;

export const Playground: Story = {};
export const AllSteps: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v) => (
        <div key={v} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <code style={{ width: 40 }}>{v}/10</code>
          <RatingStars value={v} showValue />
        </div>
      ))}
    </div>
  ),
};
export const WithCount: Story = { args: { value: 8.6, count: 128 } };
export const Large: Story = { args: { size: 32, value: 9 } };
