import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { ConfirmWithReasonDialog, type ConfirmWithReasonDialogProps } from './ConfirmWithReasonDialog';

type DemoProps = Omit<ConfirmWithReasonDialogProps, 'open' | 'onConfirm' | 'onCancel'>;

function Demo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState('');
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>Afwijzen</Button>
      {last && <p>Reden: {last}</p>}
      <ConfirmWithReasonDialog
        {...props}
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={async (reason) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          setLast(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Overlays/ConfirmWithReasonDialog',
  component: Demo,
  args: {
    title: 'Organisatie afwijzen',
    description: 'De verhuurder krijgt een e-mail met deze reden.',
    confirmLabel: 'Afwijzen',
    reasonRequired: true,
  },
};
export default meta;
type Story = StoryObj<typeof Demo>;

export const Playground: Story = {};
export const WithHint: Story = { args: { reasonHint: 'Maximaal 500 tekens', title: 'Verhuurder blokkeren', confirmLabel: 'Blokkeren' } };
export const WithError: Story = { args: { error: 'Sorry, er ging iets mis. Probeer het opnieuw.' } };
