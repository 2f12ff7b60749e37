import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { Toast } from './Toast';
import { ToastStack } from './ToastStack';
import { useToastQueue } from './useToastQueue';

const meta: Meta<typeof Toast> = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: 'Je boeking is opgeslagen.', kind: 'success', duration: 0 },
  argTypes: {
    kind: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    onDismiss: { action: 'dismissed' },
  },
};
export default meta;
type Story = StoryObj<typeof Toast>;

export const Playground: Story = {};
export const Kinds: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Toast kind="info" duration={0} message="Nieuwe versie beschikbaar." />
      <Toast kind="success" duration={0} message="Opgeslagen." />
      <Toast kind="warning" duration={0} message="Je bent offline." />
      <Toast kind="error" duration={0} message="Er ging iets mis." />
    </div>
  ),
};

function StackDemo() {
  const { toasts, push, dismiss } = useToastQueue();
  return (
    <>
      <Button onClick={() => push({ message: `Melding ${toasts.length + 1}`, kind: 'info' })}>Toon melding</Button>
      <Button variant="danger" onClick={() => push({ message: 'Er ging iets mis.', kind: 'error' })}>Toon fout</Button>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

/** Each toast disappears after 5 seconds (hover to pause). */
export const Stack: Story = { render: () => <StackDemo /> };
