// /profile/account: the account's details, avatar, role and deletion.
import { useIntl } from 'react-intl';
import { Spinner } from '@zaalplek/design-system';
import { AccountForm } from './AccountForm';
import { AvatarUpload } from './AvatarUpload';
import { PhoneVerification } from './PhoneVerification';
import { DeleteAccount, RoleSwitch } from './RoleAndDelete';
import { ProfileLayout } from './ProfileLayout';
import { accountMessages, profileMessages } from './messages';
import { useGetProfileAccountQuery } from './profileApi';

export function AccountPage() {
  const intl = useIntl();
  const { data: account, isLoading, isError } = useGetProfileAccountQuery();
  return (
    <ProfileLayout>
      <h1>{intl.formatMessage(accountMessages.title)}</h1>
      {isLoading && <Spinner />}
      {isError && <p role="alert">{intl.formatMessage(profileMessages.loadFailed)}</p>}
      {account && (
        <>
          <AvatarUpload imageUrl={account.avatarImage} imageId={account.avatarImageId} />
          <AccountForm account={account} />
          {account.pendingPhone && <PhoneVerification pendingPhone={account.pendingPhone} />}
          <RoleSwitch account={account} />
          <DeleteAccount />
        </>
      )}
    </ProfileLayout>
  );
}
