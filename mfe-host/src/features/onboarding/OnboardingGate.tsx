// The way into the host area from the /vendor landing's become-a-host button: a visitor who is not
// logged in signs up (the sign-up popup over the landing, role "host" preset, back to the onboarding
// afterwards); a logged-in guest becomes a host with one click (account_state VENDOR); a host goes on.
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system';
import {
  authPopupUrl,
  localePath,
  mapApiError,
  navigate,
  reloadCurrentUser,
  restRequest,
  setLoginRedirect,
  useCurrentUser,
  useSession,
} from '@zaalplek/platform';
import { onboardingMessages as m } from './messages';

function SignUpFirst() {
  useEffect(() => {
    setLoginRedirect(`${window.location.pathname}${window.location.search}`);
    navigate(authPopupUrl('sign-up', new URL(localePath('/vendor'), window.location.origin).href));
  }, []);
  return null;
}

const Page = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

function BecomeHost() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const become = async () => {
    setBusy(true);
    setError(null);
    try {
      await restRequest('account/', { method: 'PATCH', body: { account_state: 'VENDOR' } });
      reloadCurrentUser();
    } catch (e) {
      const mapped = mapApiError(e);
      setError(intl.formatMessage({ id: mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
      setBusy(false);
    }
  };
  return (
    <Page data-testid="become-host">
      <h1>{intl.formatMessage(m.becomeHostTitle)}</h1>
      <p>{intl.formatMessage(m.becomeHostText)}</p>
      <Button loading={busy} onClick={() => void become()}>
        {intl.formatMessage(m.becomeHostButton)}
      </Button>
      {error && <p role="alert">{error}</p>}
    </Page>
  );
}

export function OnboardingGate({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { user, loading } = useCurrentUser();
  if (!isLoggedIn) return <SignUpFirst />;
  if (!user) return loading ? <div role="status" aria-busy="true" /> : null;
  if (user.accountState !== 'VENDOR') return <BecomeHost />;
  return <>{children}</>;
}
