// Steps that wait for a code: "email-login" / "email-confirmation" (check your mail: the link, or
// the short code of the mail), "phone-login" (4-digit SMS code) and "phone-confirmation"
// (4-digit SMS code of a phone added while logged in).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { reloadCurrentUser } from '@zaalplek/platform';
import { loginWithMailCode, loginWithSmsCode, resendVerification, verifyPhone } from '../authApi';
import { getAuthFlow, goToStep } from '../authFlow';
import { continueAfterLogin, storeLogin } from '../completeLogin';
import { submissionErrors } from '../formErrors';
import { FormError, TextInput } from '../Fields';
import type { Validator } from '@zaalplek/platform';
import { validators } from '@zaalplek/platform';
import { LinkButton, Stack } from './styles';

const { compose, required, smsCode } = validators;

export type CodeStepName = 'email-login' | 'email-confirmation' | 'phone-login' | 'phone-confirmation';

const mailCode: Validator = (value) => (/^\d{6}$/.test(String(value ?? '').trim()) ? undefined : 'validation.mailCode');

export function CodeStep({ step }: { step: CodeStepName }) {
  const intl = useIntl();
  const flow = getAuthFlow();
  const [resent, setResent] = useState(false);
  const byMail = step === 'email-login' || step === 'email-confirmation';

  const onSubmit = async ({ code }: { code: string }) => {
    const value = code.trim();
    try {
      if (step === 'phone-confirmation') {
        await verifyPhone(value);
        reloadCurrentUser();
        goToStep('phone-confirmed');
        return undefined;
      }
      const tokens = byMail
        ? await loginWithMailCode(flow.identifier ?? '', value)
        : await loginWithSmsCode(value, flow.accountId ? { account_id: flow.accountId } : { phone: flow.identifier });
      continueAfterLogin(storeLogin(tokens), 'popup');
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['code']);
    }
  };

  const canResend = flow.accountId !== undefined || Boolean(flow.identifier);
  const resend = async () => {
    if (!canResend) return;
    try {
      await resendVerification(byMail ? 'email' : 'phone', { accountId: flow.accountId, login: flow.identifier });
      setResent(true);
    } catch (error) {
      console.error('[zaalplek] resend failed', error); // spec: resend errors are only logged
    }
  };

  return (
    <Form<{ code: string }> onSubmit={onSubmit} initialValues={{ code: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Stack as="form" onSubmit={handleSubmit} noValidate data-auth-form={step}>
          <p>
            <FormattedMessage
              {...(byMail ? { id: 'Auth.code.mailIntro', defaultMessage: 'We hebben een e-mail gestuurd naar {to}. Klik op de link in de e-mail of vul hieronder de code uit de e-mail in.' } : { id: 'Auth.code.smsIntro', defaultMessage: 'We hebben een sms met een code van 4 cijfers gestuurd naar {to}.' })}
              values={{ to: <strong>{flow.identifier ?? ''}</strong> }}
            />
          </p>
          <TextInput
            name="code"
            label={intl.formatMessage(byMail ? { id: 'Auth.code.mailLabel', defaultMessage: 'Code uit de e-mail' } : { id: 'Auth.code.smsLabel', defaultMessage: 'Sms-code' })}
            validate={compose(required, byMail ? mailCode : smsCode)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={byMail ? 6 : 4}
            autoFocus
          />
          <FormError error={submitError} />
          <Button type="submit" fullWidth loading={submitting}>
            <FormattedMessage id="Auth.code.submit" defaultMessage="Bevestigen" />
          </Button>
          {canResend && (
            <p>
              <LinkButton type="button" onClick={resend}>
                <FormattedMessage id="Auth.code.resend" defaultMessage="Opnieuw versturen" />
              </LinkButton>
              {resent && (
                <span role="status">
                  {' '}
                  <FormattedMessage id="Auth.code.resent" defaultMessage="Verstuurd." />
                </span>
              )}
            </p>
          )}
          {step !== 'phone-confirmation' && (
            <p>
              <LinkButton type="button" onClick={() => goToStep('login')}>
                <FormattedMessage id="Auth.code.changeMethod" defaultMessage="Andere inlogmethode" />
              </LinkButton>
            </p>
          )}
        </Stack>
      )}
    </Form>
  );
}
