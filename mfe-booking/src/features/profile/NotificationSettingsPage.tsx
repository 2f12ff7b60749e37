// /profile/notifications: the system notification settings, e-mail and SMS per event; events
// that are not editable (system-critical) are shown locked.
import { useIntl } from 'react-intl';
import { Spinner, Table, type TableColumn } from '@zaalplek/design-system';
import { dispatchZaalplekEvent, mapApiError } from '@zaalplek/platform';
import { ProfileLayout } from './ProfileLayout';
import { notificationMessages, profileMessages } from './messages';
import { useGetSystemNotificationsQuery, useUpdateNotificationPreferencesMutation } from './profileApi';
import type { NotificationSetting } from './types';

type Channel = 'email' | 'sms';

/** Event names are constants (e.g. REQUEST_CREATED); shown readable. */
export function eventLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function NotificationSettingsPage() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetSystemNotificationsQuery();
  const [update] = useUpdateNotificationPreferencesMutation();

  const toggle = async (setting: NotificationSetting, channel: Channel, value: boolean) => {
    try {
      await update([{ event_id: setting.event_id, email: setting.email, sms: setting.sms, [channel]: value }]).unwrap();
      dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage(notificationMessages.saved), kind: 'success' });
    } catch (error) {
      const mapped = mapApiError(error);
      dispatchZaalplekEvent('zaalplek:toast', { messageId: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic', kind: 'error' });
    }
  };

  const box = (channel: Channel) => (setting: NotificationSetting) => {
    const channelName = intl.formatMessage(channel === 'email' ? notificationMessages.email : notificationMessages.sms);
    return (
      <input
        type="checkbox"
        checked={setting[channel]}
        disabled={!setting.is_editable}
        title={setting.is_editable ? undefined : intl.formatMessage(notificationMessages.locked)}
        aria-label={intl.formatMessage(notificationMessages.channelFor, { channel: channelName, event: eventLabel(setting.name) })}
        onChange={(event) => toggle(setting, channel, event.target.checked)}
      />
    );
  };

  const columns: TableColumn<NotificationSetting>[] = [
    {
      key: 'name',
      header: intl.formatMessage(notificationMessages.event),
      render: (s) => (
        <>
          {eventLabel(s.name)}
          {!s.is_editable && <small> ({intl.formatMessage(notificationMessages.locked)})</small>}
        </>
      ),
    },
    { key: 'email', header: intl.formatMessage(notificationMessages.email), render: box('email') },
    { key: 'sms', header: intl.formatMessage(notificationMessages.sms), render: box('sms') },
  ];

  return (
    <ProfileLayout>
      <h1>{intl.formatMessage(notificationMessages.title)}</h1>
      <p>{intl.formatMessage(notificationMessages.intro)}</p>
      {isLoading && <Spinner />}
      {isError && <p role="alert">{intl.formatMessage(profileMessages.loadFailed)}</p>}
      {data && data.length === 0 && <p>{intl.formatMessage(notificationMessages.empty)}</p>}
      {data && data.length > 0 && (
        <Table caption={intl.formatMessage(notificationMessages.title)} columns={columns} rows={data} getRowKey={(s) => s.event_id} hideCaption />
      )}
    </ProfileLayout>
  );
}
