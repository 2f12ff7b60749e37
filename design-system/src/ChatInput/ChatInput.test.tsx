import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ChatInput } from './ChatInput';

describe('ChatInput', () => {
  it('shows the characters left as the user types (nl and en)', async () => {
    renderWithProviders(<ChatInput onSend={() => true} maxLength={10} />);
    expect(screen.getByText(/10 tekens over/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bericht'), 'Hallo');
    expect(screen.getByText(/5 tekens over/)).toBeInTheDocument();
    renderWithProviders(<ChatInput onSend={() => true} maxLength={1} />, { locale: 'en' });
    expect(screen.getByText(/1 character left/)).toBeInTheDocument();
  });

  it('sends with Shift+Enter, Enter alone makes a new line, and clears after sending', async () => {
    const sent: string[] = [];
    renderWithProviders(<ChatInput onSend={(t) => { sent.push(t); }} />);
    const box = screen.getByLabelText('Bericht') as HTMLTextAreaElement;
    await userEvent.type(box, 'Regel een{Enter}regel twee');
    expect(sent).toEqual([]);
    expect(box.value).toBe('Regel een\nregel twee');
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}');
    expect(sent).toEqual(['Regel een\nregel twee']);
    expect(box.value).toBe('');
  });

  it('does not send empty or too long text, and keeps text the sender refused', async () => {
    const onSend = jest.fn().mockResolvedValue(false);
    renderWithProviders(<ChatInput onSend={onSend} maxLength={5} error="Niet toegestaan" />);
    const box = screen.getByLabelText('Bericht');
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    await userEvent.type(box, 'te lang!');
    expect(screen.getByText(/-3 tekens over/)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, '<b>{Shift>}{Enter}{/Shift}');
    expect(onSend).toHaveBeenCalledWith('<b>');
    expect((box as HTMLTextAreaElement).value).toBe('<b>');
    expect(screen.getByRole('alert')).toHaveTextContent('Niet toegestaan');
  });
});
