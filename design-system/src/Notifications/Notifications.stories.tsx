import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DayOverviewTable } from './DayOverviewTable';
import { NotificationBell } from './NotificationBell';
import { NotificationItem } from './NotificationItem';

const meta: Meta<typeof NotificationItem> = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  args: {
    title: 'Nieuwe aanvraag voor Zaal De Ruyter',
    description: 'Beantwoord de aanvraag binnen 48 uur.',
    type: 'ACTION',
    status: 'ACTIVE',
    time: '2026-11-25T09:30:00.000Z',
    isRead: false,
    link: <a href="/bookings/vendor">Boeking #1042</a>,
    onMarkRead: () => undefined,
    onDelete: () => undefined,
  },
  decorators: [(Story) => <ul style={{ padding: 0, maxWidth: 640 }}><Story /></ul>],
};
export default meta;
type Story = StoryObj<typeof NotificationItem>;

export const UnreadAction: Story = {};
export const ReadNotification: Story = { args: { type: 'NOTIFICATION', status: 'PERFORMED', isRead: true, title: 'Je boeking is betaald' } };
export const ExpiredSystem: Story = { args: { type: 'SYSTEM', status: 'EXPIRED', title: 'Agenda-synchronisatie mislukt', link: undefined } };

export const Bell: StoryObj<typeof NotificationBell> = {
  render: (args) => <NotificationBell {...args} />,
  args: { count: 3, href: '/notifications' },
};
export const BellMany: StoryObj<typeof NotificationBell> = { ...Bell, args: { count: 120, href: '/notifications' } };
export const BellNone: StoryObj<typeof NotificationBell> = { ...Bell, args: { count: 0, href: '/notifications' } };

export const DayOverview: StoryObj<typeof DayOverviewTable> = {
  render: (args) => <DayOverviewTable {...args} />,
  args: {
    caption: 'Woensdag 25 november',
    rows: [
      {
        booking_id: 1042, attendees: 12, slot_start: '2026-11-25T08:00:00.000Z', slot_end: '2026-11-25T12:00:00.000Z', space_name: 'Zaal De Ruyter', venue_name: 'Het Pakhuis',
        order_items: [{ type: 'SPACE', name: 'Zaal De Ruyter', quantity: 1 }, { type: 'CATERING', name: 'Lunch', quantity: 12 }, { type: 'FACILITY', name: 'Beamer', quantity: 1 }],
      },
      { booking_id: 1043, attendees: 4, slot_start: '2026-11-25T13:00:00.000Z', slot_end: '2026-11-25T15:00:00.000Z', space_name: 'Boardroom', order_items: [{ type: 'SPACE', name: 'Boardroom', quantity: 1 }] },
    ],
  },
};
export const DayOverviewEmpty: StoryObj<typeof DayOverviewTable> = { ...DayOverview, args: { caption: 'Zondag 29 november', rows: [] } };
