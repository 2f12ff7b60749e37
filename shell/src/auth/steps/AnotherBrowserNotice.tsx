// Step "another-browser": the login link was opened in a browser other than the one that asked
// for it. The link still works here (confirm button on the link page); or type the mail's code
// in the first browser.
import { FormattedMessage } from 'react-intl';
import { Stack } from './styles';

export function AnotherBrowserNotice() {
  return (
    <Stack data-auth-form="another-browser">
      <p>
        <FormattedMessage id="Auth.anotherBrowser.body" defaultMessage="Je opent deze link in een andere browser dan waarin je het inloggen begon. Je kunt hier inloggen, of de code uit de e-mail invullen in je eerste browser." />
      </p>
    </Stack>
  );
}
