import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ChatMessageList, type ChatListMessage } from './ChatMessageList';

const messages: ChatListMessage[] = [
  { id: 1, body: 'Is er een beamer?', senderName: 'Bram', senderSide: 'GUEST', isMine: true, sentAt: '2026-11-20T09:12:00Z' },
  { id: 2, body: '<b>Ja</b>\nen een flip-over', senderName: 'Vera', senderSide: 'HOST', isMine: false, sentAt: '2026-11-20T09:20:00Z' },
];

describe('ChatMessageList', () => {
  it('shows each message as text with who sent it and the Amsterdam time', () => {
    renderWithProviders(<ChatMessageList messages={messages} />);
    const log = screen.getByRole('log', { name: 'Berichten' });
    const rows = within(log).getAllByTestId('chat-message');
    expect(rows[0]).toHaveTextContent('Jij');
    expect(rows[0]).toHaveTextContent('10:12');
    expect(rows[1]).toHaveTextContent('Vera · Verhuurder');
    // markup in a message stays text
    expect(rows[1]).toHaveTextContent('<b>Ja</b>');
    expect(log.querySelector('b')).toBeNull();
  });

  it('marks the first unread message of the other side, pages back, and says when empty (en)', async () => {
    const onLoadMore = jest.fn();
    renderWithProviders(<ChatMessageList messages={messages} lastReadId={1} hasMore onLoadMore={onLoadMore} />, { locale: 'en' });
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText(/Vera · Host/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Earlier messages' }));
    expect(onLoadMore).toHaveBeenCalled();
    renderWithProviders(<ChatMessageList messages={[]} />);
    expect(screen.getByText('Nog geen berichten')).toBeInTheDocument();
  });
});
