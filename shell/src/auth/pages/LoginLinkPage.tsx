// /login/{token} (and /en/..., /nl/...): the link of the login mail. Opening it checks the link
// only; pressing the button logs in (mail scanners that open links do not use up the login).
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { dispatchZaalplekEvent, localePath, navigate } from '@zaalplek/platform';
import { checkLink, confirmLink, type LinkCheck } from '../authApi';
import { continueAfterLogin, storeLogin } from '../completeLogin';
import { AnotherBrowserNotice } from '../steps/AnotherBrowserNotice';
import { Page } from './Page';

type State = { kind: 'checking' } | { kind: 'ready'; check: LinkCheck } | { kind: 'invalid' };

export function tokenFromPath(pathname: string, prefix: string): string {
  const match = new RegExp(`/${prefix}/([^/?#]+)`).exec(pathname);
  return match ? decodeURIComponent(match[1]) : '';
}

export function LoginLinkPage() {
  const token = tokenFromPath(window.location.pathname, 'login');
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    checkLink(token)
      .then((check) => alive && setState(check.valid ? { kind: 'ready', check } : { kind: 'invalid' }))
      .catch(() => alive && setState({ kind: 'invalid' }));
    return () => {
      alive = false;
    };
  }, [token]);

  const confirm = async () => {
    if (state.kind !== 'ready') return;
    setBusy(true);
    try {
      const tokens = await confirmLink(token);
      if (state.check.purpose === 'VERIFY_EMAIL') {
        storeLogin(tokens, { signUp: false });
        dispatchZaalplekEvent('zaalplek:toast', { messageId: 'Auth.link.emailChanged', kind: 'success' });
        navigate(localePath('/profile/account'));
        return;
      }
      // A sign-up is known from this browser (is_created only says "first session", also true
      // for the first login of an account made long ago).
      continueAfterLogin(storeLogin({ ...tokens, same_browser: tokens.same_browser ?? state.check.same_browser }), 'page');
    } catch {
      setState({ kind: 'invalid' });
      setBusy(false);
    }
  };

  if (state.kind === 'checking') {
    return (
      <Page titleId="Auth.link.title" data-login-link="checking">
        <p role="status">
          <FormattedMessage id="guards.loading" defaultMessage="Laden…" />
        </p>
      </Page>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <Page titleId="Auth.link.invalid" data-login-link="invalid">
        <p>
          <FormattedMessage id="Auth.link.invalidBody" defaultMessage="De link is verlopen of al gebruikt. Vraag een nieuwe link aan." />
        </p>
        <Button type="button" onClick={() => navigate(localePath('/?authPopup=login'))}>
          <FormattedMessage id="Auth.link.loginAgain" defaultMessage="Opnieuw inloggen" />
        </Button>
      </Page>
    );
  }
  const verify = state.check.purpose === 'VERIFY_EMAIL';
  return (
    <Page titleId={verify ? 'Auth.link.verifyTitle' : 'Auth.link.title'} data-login-link="ready">
      {!state.check.same_browser && (
        <div data-auth-step="another-browser">
          <AnotherBrowserNotice />
        </div>
      )}
      <p>
        {verify ? <FormattedMessage id="Auth.link.verifyBody" defaultMessage="Klik op de knop om je nieuwe e-mailadres te bevestigen." /> : <FormattedMessage id="Auth.link.body" defaultMessage="Klik op de knop om in te loggen." />}
      </p>
      <Button type="button" loading={busy} onClick={confirm} data-login-confirm="">
        {verify ? <FormattedMessage id="Auth.link.verifyConfirm" defaultMessage="E-mailadres bevestigen" /> : <FormattedMessage id="Auth.link.confirm" defaultMessage="Inloggen" />}
      </Button>
    </Page>
  );
}
