// The shell's pages for the links of login mails and SMS and the social-login return.
import type { AuthPage } from '../activity-functions';
import { LoginLinkPage } from './pages/LoginLinkPage';
import { OAuthCallbackPage } from './pages/OAuthCallbackPage';
import { PhoneLinkPage } from './pages/PhoneLinkPage';

export { authPageFor } from './auth-routes';

export function AuthPageView({ page, pathname }: { page: AuthPage; pathname: string }) {
  // keyed by path: another link is another page
  if (page === 'login-link') return <LoginLinkPage key={pathname} />;
  if (page === 'verify-phone') return <PhoneLinkPage key={pathname} />;
  return <OAuthCallbackPage key={pathname} />;
}
