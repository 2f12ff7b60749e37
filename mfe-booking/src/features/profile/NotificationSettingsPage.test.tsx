import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import { eventLabel } from './NotificationSettingsPage';
import type { NotificationSetting } from './types';

const settings: NotificationSetting[] = [
  { event_id: 1, name: 'REQUEST_CREATED', scope: 'BOOKING', type: 'NOTIFICATION', email: true, sms: false, is_editable: true, is_booker: true, is_vendor: false },
  { event_id: 2, name: 'ORDER_PAID', scope: 'BOOKING', type: 'SYSTEM', email: true, sms: true, is_editable: false, is_booker: true, is_vendor: true },
];

beforeEach(() => resetState());

test('e-mail/SMS per event; locked events cannot be changed; a change is saved', async () => {
  const requests: MockRequest[] = [];
  mockFetch((r) => {
    requests.push(r);
    if (r.operation === 'get_system_notifications') return { json: { data: { get_system_notifications: settings } } };
    if (r.operation === 'update_user_notification_preferences')
      return { json: { data: { update_user_notification_preferences: [{ ...settings[0], sms: true }, settings[1]] } } };
    return profileAnswer();
  });
  logIn();
  renderApp('/en/profile/notifications');
  const sms = await screen.findByRole('checkbox', { name: 'SMS for Request created' });
  expect(sms).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'E-mail for Order paid' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'SMS for Order paid' })).toBeDisabled();
  expect(screen.getByText('(Always on)')).toBeInTheDocument();
  fireEvent.click(sms);
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'SMS for Request created' })).toBeChecked());
  expect(requests.find((r) => r.operation === 'update_user_notification_preferences')!.variables).toEqual({
    input: [{ event_id: 1, email: true, sms: true }],
  });
});

test('event names read as words', () => {
  expect(eventLabel('CANCELLED_BY_HOST_WITH_REFUND')).toBe('Cancelled by host with refund');
});
