import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title as a heading, description and a working action', async () => {
    const onReset = jest.fn();
    renderWithProviders(
      <EmptyState
        title="Geen zalen gevonden"
        description="Pas je filters aan."
        icon="🔍"
        headingLevel={3}
        action={<Button onClick={onReset}>Filters wissen</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Geen zalen gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Geen zalen gevonden' })).toHaveTextContent('Pas je filters aan.');
    expect(screen.getByText('🔍')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('renders only the title when nothing else is given', () => {
    renderWithProviders(<EmptyState title="Nog geen boekingen" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Nog geen boekingen');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
