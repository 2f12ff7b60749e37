// Role switch (guest <-> host) and account deletion with a confirm modal.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal } from '@zaalplek/design-system';
import {
  endSession,
  dispatchZaalplekEvent,
  mapApiError,
  navigate,
  reloadCurrentUser,
  resetCurrentUser,
  toApiErrorBody,
} from '@zaalplek/platform';
import { accountMessages } from './messages';
import { useDeleteAccountMutation, useUpdateProfileMutation } from './profileApi';
import type { ProfileAccount } from './types';

export function RoleSwitch({ account }: { account: ProfileAccount }) {
  const intl = useIntl();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const isHost = account.accountState === 'VENDOR';
  const target = isHost ? 'BOOKER' : 'VENDOR';
  const onClick = async () => {
    try {
      await updateProfile({ accountState: target }).unwrap();
      localStorage.setItem('zaalplek.roleSwitch', target === 'VENDOR' ? 'Vendor' : 'Booker');
      sessionStorage.setItem('zaalplek.chosenRole', target);
      reloadCurrentUser();
    } catch (error) {
      const mapped = mapApiError(error);
      dispatchZaalplekEvent('zaalplek:toast', { messageId: mapped.toastMessageId ?? mapped.formError ?? 'errors.generic', kind: 'error' });
    }
  };
  return (
    <div>
      <h2>{intl.formatMessage(accountMessages.role)}</h2>
      <p>{intl.formatMessage(isHost ? accountMessages.roleHost : accountMessages.roleGuest)}</p>
      <Button type="button" variant="secondary" loading={isLoading} onClick={onClick} data-testid="role-switch">
        {intl.formatMessage(isHost ? accountMessages.switchToGuest : accountMessages.switchToHost)}
      </Button>
    </div>
  );
}

export function DeleteAccount() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  const confirm = async () => {
    setRefused(null);
    try {
      await deleteAccount().unwrap();
      endSession();
      resetCurrentUser();
      dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage(accountMessages.deleted), kind: 'success' });
      navigate('/');
    } catch (error) {
      const body = toApiErrorBody(error);
      if (body.key === 'delete_rejected_active_bookings') setRefused(intl.formatMessage(accountMessages.deleteRejected));
      else {
        const mapped = mapApiError(error);
        setRefused(intl.formatMessage({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
      }
    }
  };

  return (
    <div>
      <h2>{intl.formatMessage(accountMessages.deleteTitle)}</h2>
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        {intl.formatMessage(accountMessages.deleteTitle)}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage(accountMessages.deleteTitle)}
        size="sm"
        footer={
          <>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {intl.formatMessage(accountMessages.cancel)}
            </Button>
            <Button type="button" variant="danger" loading={isLoading} onClick={confirm}>
              {intl.formatMessage(accountMessages.deleteConfirm)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(accountMessages.deleteBody)}</p>
        {refused && <p role="alert">{refused}</p>}
      </Modal>
    </div>
  );
}
