import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { DayOverviewTable } from './DayOverviewTable';
import { NotificationBell } from './NotificationBell';
import { NotificationItem } from './NotificationItem';

describe('NotificationBell', () => {
  it('links to the centre and says how many are unread, in both languages', () => {
    const { unmount } = renderWithProviders(<NotificationBell count={3} href="/notifications" />);
    const link = screen.getByRole('link', { name: 'Meldingen, 3 ongelezen' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveTextContent('3');
    unmount();
    renderWithProviders(<NotificationBell count={1} href="/en/notifications" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('shows no badge at zero or while unknown, and 99+ above 99', () => {
    const { rerender } = renderWithProviders(<NotificationBell count={0} href="/notifications" />);
    expect(screen.getByRole('link', { name: 'Meldingen' })).toHaveTextContent('');
    rerender(<NotificationBell count={null} href="/notifications" />);
    expect(screen.getByRole('link', { name: 'Meldingen' })).toHaveTextContent('');
    rerender(<NotificationBell count={150} href="/notifications" />);
    expect(screen.getByRole('link', { name: 'Meldingen, 150 ongelezen' })).toHaveTextContent('99+');
  });

  it('passes clicks to onClick (client-side navigation)', async () => {
    const onClick = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithProviders(<NotificationBell count={2} href="/notifications" onClick={onClick} />);
    await userEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('NotificationItem', () => {
  it('shows title, type, status, Amsterdam time and the link; marks read and deletes', async () => {
    const onMarkRead = jest.fn();
    const onDelete = jest.fn();
    renderWithProviders(
      <ul>
        <NotificationItem title="Nieuwe aanvraag" type="ACTION" status="ACTIVE" time="2026-11-25T09:30:00.000Z" isRead={false}
          link={<a href="/bookings/vendor/1/42">Boeking #42</a>} onMarkRead={onMarkRead} onDelete={onDelete} />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Nieuwe aanvraag' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Actie nodig');
    expect(item).toHaveTextContent('Actief');
    expect(item).toHaveTextContent('Nieuw');
    expect(item.querySelector('time')).toHaveTextContent('10:30'); // 09:30 UTC is 10:30 in Amsterdam in November
    expect(within(item).getByRole('link', { name: 'Boeking #42' })).toHaveAttribute('href', '/bookings/vendor/1/42');
    await userEvent.click(within(item).getByRole('button', { name: 'Markeer als gelezen' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Verwijder melding' }));
    expect(onMarkRead).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('a read notification has no mark-read button; English labels for type and status', () => {
    renderWithProviders(<ul><NotificationItem title="Paid" type="SYSTEM" status="EXPIRED" time="2026-06-01T09:30:00.000Z" isRead onMarkRead={() => undefined} /></ul>, { locale: 'en' });
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('data-read', 'true');
    expect(item).toHaveTextContent('System');
    expect(item).toHaveTextContent('Expired');
    expect(within(item).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  });
});

describe('DayOverviewTable', () => {
  const rows = [{
    booking_id: 42, attendees: 12, slot_start: '2026-11-25T08:00:00.000Z', slot_end: '2026-11-25T12:00:00.000Z', space_name: 'Zaal De Ruyter', venue_name: 'Het Pakhuis',
    order_items: [{ type: 'SPACE', name: 'Zaal De Ruyter', quantity: 1 }, { type: 'CATERING', name: 'Lunch', quantity: 12 }],
  }];

  it('lists each booking with slot in Amsterdam time, attendees and items by type, name and quantity', () => {
    renderWithProviders(<DayOverviewTable caption="Woensdag" rows={rows} bookingLink={(r) => <a href={`/b/${r.booking_id}`}>#{r.booking_id}</a>} />);
    const table = screen.getByRole('table', { name: 'Woensdag' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('09:00 – 13:00');
    expect(row).toHaveTextContent('Zaal De Ruyter · Het Pakhuis');
    expect(row).toHaveTextContent('12');
    expect(within(row!).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/b/42');
    const items = within(row!).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Ruimte1 × Zaal De Ruyter', 'Catering12 × Lunch']);
  });

  it('says when a day has no bookings, in English too', () => {
    renderWithProviders(<DayOverviewTable caption="Sunday" rows={[]} />, { locale: 'en' });
    expect(screen.getByRole('table', { name: 'Sunday' })).toHaveTextContent('No bookings on this day');
  });
});
