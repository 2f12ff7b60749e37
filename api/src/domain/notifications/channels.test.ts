import { channelsFor, smsAllowed } from './channels';

const setting = (over: Partial<Parameters<typeof channelsFor>[1] & object> = {}) => ({
  defaultEmail: true, defaultSms: false, isEditable: true, email: null, sms: null, ...over,
});

test('SMS only for cancellations and pressing matters', () => {
  expect(smsAllowed('cancelled_by_customer')).toBe(true);
  expect(smsAllowed('payout_failure')).toBe(true);
  expect(smsAllowed('request_created')).toBe(false);
  expect(smsAllowed('order_paid')).toBe(false);
});

test('an editable event follows the account\'s choice, else the default', () => {
  expect(channelsFor('cancelled_by_customer', setting(), true)).toEqual({ email: true, sms: false });
  expect(channelsFor('cancelled_by_customer', setting({ sms: true }), true)).toEqual({ email: true, sms: true });
  expect(channelsFor('cancelled_by_customer', setting({ email: false, sms: true }), true)).toEqual({ email: false, sms: true });
});

test('a system-critical event cannot be switched off', () => {
  expect(channelsFor('cancelled_by_host_with_refund', setting({ isEditable: false, defaultSms: true, email: false, sms: false }), true)).toEqual({ email: true, sms: true });
});

test('no SMS without a verified phone, nor for an event SMS is not for, whatever the setting', () => {
  expect(channelsFor('cancelled_by_customer', setting({ sms: true }), false).sms).toBe(false);
  expect(channelsFor('order_paid', setting({ isEditable: false, defaultSms: true }), true).sms).toBe(false);
});

test('an event without a catalogue row is e-mailed only', () => {
  expect(channelsFor('host_rating_critical', null, true)).toEqual({ email: true, sms: false });
});
