import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ConfirmWithReasonDialog } from './ConfirmWithReasonDialog';

describe('ConfirmWithReasonDialog', () => {
  it('refuses an empty reason, then confirms with the trimmed reason', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<ConfirmWithReasonDialog open title="Organisatie afwijzen" description="De verhuurder krijgt een e-mail." confirmLabel="Afwijzen" onConfirm={onConfirm} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Organisatie afwijzen' });
    expect(dialog).toHaveTextContent('De verhuurder krijgt een e-mail.');
    const field = screen.getByLabelText(/Reden/);
    expect(field).toHaveFocus();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Afwijzen' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Geef een reden op.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, ' KvK-nummer klopt niet ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afwijzen' }));
    expect(onConfirm).toHaveBeenCalledWith('KvK-nummer klopt niet');
  });

  it('limits the reason to 500 characters and cancels with Escape (English)', async () => {
    const onCancel = jest.fn();
    renderWithProviders(<ConfirmWithReasonDialog open title="Ban vendor" confirmLabel="Ban" onConfirm={jest.fn()} onCancel={onCancel} />, { locale: 'en' });
    expect(screen.getByLabelText(/Reason/)).toHaveAttribute('maxLength', '500');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows busy while the confirmation runs and keeps showing an error from the caller', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const { rerender } = renderWithProviders(<ConfirmWithReasonDialog open title="Blokkeren" confirmLabel="Blokkeren" onConfirm={onConfirm} onCancel={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/Reden/), 'Misbruik');
    await userEvent.click(screen.getByRole('button', { name: 'Blokkeren' }));
    expect(screen.getByRole('button', { name: /Blokkeren/ })).toHaveAttribute('aria-busy', 'true');
    finish();
    await screen.findByRole('button', { name: 'Blokkeren' });
    rerender(<ConfirmWithReasonDialog open title="Blokkeren" confirmLabel="Blokkeren" onConfirm={onConfirm} onCancel={jest.fn()} error="Sorry, er ging iets mis." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, er ging iets mis.');
  });

  it('asks only for confirmation when no reason is required', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<ConfirmWithReasonDialog open reasonRequired={false} title="Activeren" confirmLabel="Activeren" confirmVariant="primary" onConfirm={onConfirm} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Activeren' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});
