// Step "select-role": a host account (it may also book) continues as guest (BOOKER) or host
// (VENDOR); "host" lands on the host dashboard unless the login started in the host area.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { reloadCurrentUser, useCurrentUser } from '@zaalplek/platform';
import { patchAccount } from '../authApi';
import type { RoleChoice } from '../authFlow';
import { finishLogin, rememberRole } from '../completeLogin';
import { errorMessage } from '../formErrors';
import { FormError } from '../Fields';
import { Stack } from './styles';

export function SelectRoleStep() {
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState<RoleChoice | null>(null);
  const [error, setError] = useState<unknown>(null);

  const choose = async (role: RoleChoice) => {
    setBusy(role);
    setError(null);
    try {
      if (user?.accountState !== role) {
        await patchAccount({ account_state: role });
        reloadCurrentUser();
      }
      rememberRole(role);
      finishLogin(role, { hostHome: true });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(null);
    }
  };

  return (
    <Stack data-auth-form="select-role">
      <p>
        <FormattedMessage id="Auth.selectRole.intro" defaultMessage="Je account is van een verhuurder. Ga je verder als gast om ruimtes te boeken, of als verhuurder? Je kunt dit later wisselen in het accountmenu." />
      </p>
      <Button type="button" fullWidth data-role="BOOKER" loading={busy === 'BOOKER'} disabled={busy !== null} onClick={() => choose('BOOKER')}>
        <FormattedMessage id="Auth.selectRole.guest" defaultMessage="Verder als gast (boeken)" />
      </Button>
      <Button
        type="button"
        variant="secondary"
        fullWidth
        data-role="VENDOR"
        loading={busy === 'VENDOR'}
        disabled={busy !== null}
        onClick={() => choose('VENDOR')}
      >
        <FormattedMessage id="Auth.selectRole.host" defaultMessage="Verder als verhuurder" />
      </Button>
      <FormError error={error} />
    </Stack>
  );
}
