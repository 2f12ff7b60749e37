// Step "login": one field for e-mail or phone, social buttons, a link to sign up. When an
// action of a logged-out user opened it (favourite, booking), it says why.
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { startLogin } from '../authApi';
import { clearSignUpStarted, goToStep, markLinkRequested, rememberWhereLoginStarted, updateAuthFlow } from '../authFlow';
import { submissionErrors } from '../formErrors';
import { FormError, TextInput } from '../Fields';
import { SocialButtons } from '../SocialButtons';
import { authPopupUrl, peekLoginRedirect, peekPendingAction, validators } from '@zaalplek/platform';
import { LinkButton, Stack } from './styles';

const { isEmail, loginIdentifier, normalisePhone } = validators;

interface Values {
  login: string;
}

/** Why the popup opened, per pending action type (replayed after the login). */
const REASONS: Record<string, string | undefined> = {
  favourite: 'Auth.login.reason.favourite',
  booking: 'Auth.login.reason.booking',
};

/** The reason, when the pending action was stored for this page (requestLogin keeps both). */
function loginReason(): string | undefined {
  const action = peekPendingAction();
  const redirect = peekLoginRedirect();
  if (!action || !redirect || authPopupUrl(null, redirect) !== authPopupUrl(null)) return undefined;
  return REASONS[action.type];
}

export function LoginStep() {
  const intl = useIntl();
  const onSubmit = async ({ login }: Values) => {
    const value = isEmail(login) ? login.trim() : normalisePhone(login.trim());
    try {
      rememberWhereLoginStarted();
      const started = await startLogin(value);
      updateAuthFlow({ identifier: value, method: started.method, accountId: started.account_id, signUp: false });
      clearSignUpStarted();
      if (started.method === 'email') {
        markLinkRequested();
        goToStep('email-login');
      } else {
        goToStep('phone-login');
      }
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['login']);
    }
  };
  const label = intl.formatMessage({ id: 'Auth.login.label', defaultMessage: 'E-mail of telefoonnummer' });
  const reason = loginReason();

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={{ login: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Stack as="form" onSubmit={handleSubmit} noValidate data-auth-form="login">
          {reason && (
            <p data-login-reason="">
              <strong>
                <FormattedMessage id={reason} />
              </strong>
            </p>
          )}
          <p>
            <FormattedMessage id="Auth.login.intro" defaultMessage="Log in zonder wachtwoord: we sturen je een link per e-mail of een code per sms." />
          </p>
          <TextInput name="login" label={label} validate={loginIdentifier} autoComplete="username" autoFocus />
          <FormError error={submitError} />
          <Button type="submit" fullWidth loading={submitting}>
            <FormattedMessage id="Auth.login.submit" defaultMessage="Doorgaan" />
          </Button>
          <SocialButtons flow="LOGIN" />
          <p>
            <FormattedMessage id="Auth.login.noAccount" defaultMessage="Nog geen account?" />{' '}
            <LinkButton type="button" onClick={() => goToStep('sign-up')}>
              <FormattedMessage id="Auth.login.register" defaultMessage="Registreren" />
            </LinkButton>
          </p>
        </Stack>
      )}
    </Form>
  );
}
