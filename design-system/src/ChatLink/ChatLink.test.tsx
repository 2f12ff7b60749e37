import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ChatLink } from './ChatLink';

describe('ChatLink', () => {
  it('links to the chat and names the unread count (nl, en), 99+ above 99, no badge at 0', () => {
    const { unmount } = renderWithProviders(<ChatLink count={3} href="/chat" />);
    expect(screen.getByRole('link', { name: 'Berichten, 3 ongelezen' })).toHaveAttribute('href', '/chat');
    expect(screen.getByText('3')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ChatLink count={1} href="/en/chat" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    renderWithProviders(<ChatLink count={120} href="/chat" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    renderWithProviders(<ChatLink count={0} href="/chat" />);
    expect(screen.getAllByRole('link', { name: 'Berichten' })[0]).toHaveAttribute('data-count', '0');
  });
});
