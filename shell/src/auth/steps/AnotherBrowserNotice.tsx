// Step "another-browser": the login link was opened in a browser other than the one that asked
// for it. The link still works here (confirm button on the link page); or type the mail's code
// in the first browser.
import { FormattedMessage } from 'react-intl';
import { Stack } from './styles';

export function AnotherBrowserNotice() {
  return (
    <Stack data-auth-form="another-browser">
      <p>
        <FormattedMessage id="Auth.anotherBrowser.body" />
      </p>
    </Stack>
  );
}
