// Social login buttons for the providers the API reports as enabled (enabled_social_networks).
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system';
import { enabledSocialNetworks, socialAuthorisationUrl, type SocialNetwork } from './authApi';
import { rememberWhereLoginStarted, type RoleChoice } from './authFlow';

export const SOCIAL_STATE_KEY = 'zaalplek.socialLogin';

const Row = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 16px;
`;

const LABEL: Record<SocialNetwork, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook', LINKEDIN: 'LinkedIn' };

/** Leaves the site for the provider; /oauth/<provider> (OAuthCallbackPage) finishes the login. */
export async function startSocialLogin(network: SocialNetwork, flow: 'LOGIN' | 'SIGNUP', role?: RoleChoice, go = (url: string) => window.location.assign(url)) {
  const { url, state } = await socialAuthorisationUrl(network, flow, role);
  rememberWhereLoginStarted();
  sessionStorage.setItem(SOCIAL_STATE_KEY, JSON.stringify({ state, flow, role: role ?? null }));
  go(url);
}

export function SocialButtons({ flow, role }: { flow: 'LOGIN' | 'SIGNUP'; role?: RoleChoice }) {
  const [networks, setNetworks] = useState<SocialNetwork[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    enabledSocialNetworks()
      .then((list) => alive && setNetworks(list))
      .catch(() => undefined); // no buttons when the list cannot be loaded
    return () => {
      alive = false;
    };
  }, []);

  if (networks.length === 0) return null;
  return (
    <Row data-auth-social="">
      {networks.map((network) => (
        <Button
          key={network}
          type="button"
          variant="secondary"
          fullWidth
          data-provider={network.toLowerCase()}
          onClick={() => {
            setFailed(false);
            startSocialLogin(network, flow, role).catch((error) => {
              console.error('[zaalplek] social login could not start', error); // spec: social auth errors are only logged
              setFailed(true);
            });
          }}
        >
          <FormattedMessage id="Auth.social.continueWith" defaultMessage="Doorgaan met {provider}" values={{ provider: LABEL[network] }} />
        </Button>
      ))}
      {failed && (
        <p role="alert">
          <FormattedMessage id="errors.generic" defaultMessage="Er is iets misgegaan, neem contact op met support." />
        </p>
      )}
    </Row>
  );
}
