import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when clicked and when activated with the keyboard', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Boek nu</Button>);
    const button = screen.getByRole('button', { name: 'Boek nu' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    renderWithProviders(<Button>Annuleren</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('does not call onClick when disabled', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button disabled onClick={onClick}>Opslaan</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a spinner, is busy and blocks clicks while loading', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button loading onClick={onClick}>Opslaan</Button>);
    const button = screen.getByRole('button', { name: /Opslaan/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when type="submit"', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit">Verstuur</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
