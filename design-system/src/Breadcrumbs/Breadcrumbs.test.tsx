import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Utrecht', href: '/locations/utrecht' },
  { label: 'De Bovenzaal' },
];

describe('Breadcrumbs', () => {
  it('renders a labelled trail with links and the current page last', () => {
    renderWithProviders(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Utrecht' })).toHaveAttribute('href', '/locations/utrecht');
    expect(within(nav).queryByRole('link', { name: 'De Bovenzaal' })).not.toBeInTheDocument();
    expect(within(nav).getByText('De Bovenzaal')).toHaveAttribute('aria-current', 'page');
  });

  it('uses onNavigate for plain clicks', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(<Breadcrumbs items={items} onNavigate={onNavigate} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledWith('/');
  });
});
