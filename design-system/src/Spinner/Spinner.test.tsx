import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading in Dutch by default', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
  });

  it('announces loading in English inside an en IntlProvider', () => {
    renderWithProviders(<Spinner />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('uses a custom label and hides the circle from assistive tech', () => {
    renderWithProviders(<Spinner label="Zalen zoeken" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Zalen zoeken');
    expect(screen.getByTestId('spinner-circle')).toHaveAttribute('aria-hidden', 'true');
  });
});
