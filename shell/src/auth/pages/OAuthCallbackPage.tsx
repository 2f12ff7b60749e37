// /oauth/{provider}?code=&state=: the provider sends the user back here; the API exchanges the
// code (POST account/oauth/{provider}/) and the login goes on like any other.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { localePath, navigate } from '@zaalplek/platform';
import { finishSocialLogin } from '../authApi';
import type { RoleChoice } from '../authFlow';
import { continueAfterLogin, storeLogin } from '../completeLogin';
import { SOCIAL_STATE_KEY } from '../SocialButtons';
import { tokenFromPath } from './LoginLinkPage';
import { Page } from './Page';

interface Started {
  state: string;
  flow: 'LOGIN' | 'SIGNUP';
  role: RoleChoice | null;
}

function started(): Started | null {
  try {
    return JSON.parse(sessionStorage.getItem(SOCIAL_STATE_KEY) ?? 'null') as Started | null;
  } catch {
    return null;
  }
}

export function OAuthCallbackPage() {
  const [failed, setFailed] = useState(false);
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return; // the code is single use
    ran.current = true;
    const provider = tokenFromPath(window.location.pathname, 'oauth');
    const query = new URLSearchParams(window.location.search);
    const code = query.get('code');
    const state = query.get('state');
    const mine = started();
    sessionStorage.removeItem(SOCIAL_STATE_KEY);
    if (!code || !state || (mine && mine.state !== state)) {
      setFailed(true);
      return;
    }
    const flow = mine?.flow ?? 'LOGIN';
    const role = mine?.role ?? undefined;
    // every query parameter of the redirect goes along (iss included: RFC 9207)
    const params = Object.fromEntries(query.entries());
    finishSocialLogin(provider, { ...params, code, state, auth_flow: flow, ...(role ? { account_state: role } : {}) })
      .then((tokens) => {
        const next = storeLogin(tokens, { signUp: flow === 'SIGNUP' && Boolean(role), newAccountUnasked: true });
        continueAfterLogin(next, 'page');
      })
      .catch((error) => {
        console.error('[zaalplek] social login failed', error);
        setFailed(true);
      });
  }, []);

  if (!failed) {
    return (
      <Page titleId="Auth.social.title" data-oauth="pending">
        <p role="status">
          <FormattedMessage id="guards.loading" defaultMessage="Laden…" />
        </p>
      </Page>
    );
  }
  return (
    <Page titleId="Auth.social.failed" data-oauth="failed">
      <Button type="button" onClick={() => navigate(localePath('/?authPopup=login'))}>
        <FormattedMessage id="Auth.link.loginAgain" defaultMessage="Opnieuw inloggen" />
      </Button>
    </Page>
  );
}
