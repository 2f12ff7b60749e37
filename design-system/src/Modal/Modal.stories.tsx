import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal, type ModalProps } from './Modal';

function Demo(props: Omit<ModalProps, 'open' | 'onClose' | 'children'> & { body?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open venster</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          props.footer ?? (
            <>
              <Button variant="ghost" onClick={() => setOpen(false)}>Annuleren</Button>
              <Button onClick={() => setOpen(false)}>Bevestigen</Button>
            </>
          )
        }
      >
        <p>{props.body}</p>
        <TextField label="Reden" />
      </Modal>
    </>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Overlays/Modal',
  component: Demo,
  args: { title: 'Boeking annuleren', body: 'Weet je zeker dat je deze boeking wilt annuleren?', size: 'md', closeOnBackdrop: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
};
export default meta;
type Story = StoryObj<typeof Demo>;

export const Playground: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const NoBackdropClose: Story = { args: { closeOnBackdrop: false, title: 'Alleen sluiten met knop of Escape' } };
