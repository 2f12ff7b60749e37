// /verify-phone/{token}: the link of the phone-verification SMS; the button confirms the phone.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { authPopupUrl, localePath, navigate } from '@zaalplek/platform';
import { checkPhoneLink, confirmPhoneLink } from '../authApi';
import { storeLogin } from '../completeLogin';
import { tokenFromPath } from './LoginLinkPage';
import { Page } from './Page';

export function PhoneLinkPage() {
  const token = tokenFromPath(window.location.pathname, 'verify-phone');
  const [state, setState] = useState<'checking' | 'ready' | 'invalid'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    checkPhoneLink(token)
      .then((check) => alive && setState(check.valid ? 'ready' : 'invalid'))
      .catch(() => alive && setState('invalid'));
    return () => {
      alive = false;
    };
  }, [token]);

  const confirm = async () => {
    setBusy(true);
    try {
      const tokens = await confirmPhoneLink(token);
      storeLogin(tokens, { signUp: false });
      navigate(authPopupUrl('phone-confirmed', new URL(localePath('/'), window.location.origin).href));
    } catch {
      setState('invalid');
      setBusy(false);
    }
  };

  if (state === 'invalid') {
    return (
      <Page titleId="Auth.link.invalid" data-phone-link="invalid">
        <p>
          <FormattedMessage id="Auth.link.invalidBody" defaultMessage="De link is verlopen of al gebruikt. Vraag een nieuwe link aan." />
        </p>
      </Page>
    );
  }
  return (
    <Page titleId="Auth.phoneLink.title" data-phone-link={state}>
      <Button type="button" loading={busy || state === 'checking'} onClick={confirm}>
        <FormattedMessage id="Auth.phoneLink.confirm" defaultMessage="Bevestigen" />
      </Button>
    </Page>
  );
}
