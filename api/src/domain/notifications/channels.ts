/**
 * Which channels an event may use (spec: SMS is for login, cancellations and pressing matters only;
 * system-critical notifications cannot be switched off). Pure.
 */

/** Events that may also go out by SMS: cancellations and the pressing ones (money, a blocked account). */
export const SMS_EVENTS: readonly string[] = [
  'cancelled_by_customer', 'cancelled_by_host_with_refund', 'cancelled_by_host_without_refund',
  'post_payment_overdue', 'payout_failure', 'organisation_banned',
];

export const smsAllowed = (event: string): boolean => SMS_EVENTS.includes(event);

export interface ChannelSetting {
  /** the catalogue's default (notification_setting) */
  defaultEmail: boolean;
  defaultSms: boolean;
  /** false: system-critical, the account's choice does not count */
  isEditable: boolean;
  /** the account's choice, when it made one */
  email: boolean | null;
  sms: boolean | null;
}

/** The channels one event reaches one account by. Without a catalogue row: e-mail only. */
export function channelsFor(event: string, setting: ChannelSetting | null, phoneVerified: boolean): { email: boolean; sms: boolean } {
  if (!setting) return { email: true, sms: false };
  const email = setting.isEditable ? (setting.email ?? setting.defaultEmail) : setting.defaultEmail;
  const sms = setting.isEditable ? (setting.sms ?? setting.defaultSms) : setting.defaultSms;
  return { email: email !== false, sms: sms === true && phoneVerified && smsAllowed(event) };
}
