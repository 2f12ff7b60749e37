// Step "sign-up": "Book a space" / "Lease a space", e-mail, names, phone, marketing; or social sign-up.
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, RadioGroup } from '@zaalplek/design-system';
import { register } from '../authApi';
import { goToStep, markLinkRequested, markSignUpStarted, rememberWhereLoginStarted, updateAuthFlow, type RoleChoice } from '../authFlow';
import { submissionErrors } from '../formErrors';
import { CheckboxInput, FormError, TextInput } from '../Fields';
import { SocialButtons } from '../SocialButtons';
import { peekLoginRedirect, stripLocale, validators } from '@zaalplek/platform';
import { LinkButton, Stack } from './styles';

const { compose, noCode, normalisePhone, phone, requiredEmail, requiredName } = validators;

export interface SignUpFormValues {
  account_state: RoleChoice;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  marketing_subscription: boolean;
}

const FIELDS = ['email', 'first_name', 'last_name', 'phone', 'marketing_subscription', 'account_state'] as const;
const optionalPhone = compose(noCode, phone);

/** "Lease a space" is preset when the sign-up started on the way into the host area (e.g. the /vendor landing's button). */
export function initialRole(redirect: string | null = peekLoginRedirect()): RoleChoice {
  return redirect && /^\/vendor(\/|$|\?)/.test(stripLocale(redirect)) ? 'VENDOR' : 'BOOKER';
}

export function SignUpStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  const onSubmit = async (values: SignUpFormValues) => {
    const email = values.email.trim();
    try {
      rememberWhereLoginStarted();
      const started = await register({
        email,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone: values.phone ? normalisePhone(values.phone.trim()) : undefined,
        marketing_subscription: Boolean(values.marketing_subscription),
        account_state: values.account_state,
      });
      updateAuthFlow({ identifier: email, method: 'email', accountId: started.account_id, role: values.account_state, signUp: true });
      markLinkRequested();
      markSignUpStarted(values.account_state);
      goToStep('email-confirmation');
      return undefined;
    } catch (error) {
      return submissionErrors(error, FIELDS);
    }
  };

  return (
    <Form<SignUpFormValues>
      onSubmit={onSubmit}
      initialValues={{ account_state: initialRole(), email: '', first_name: '', last_name: '', phone: '', marketing_subscription: false }}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <Stack as="form" onSubmit={handleSubmit} noValidate data-auth-form="sign-up">
          <Field<string> name="account_state">
            {({ input }) => (
              <RadioGroup
                legend={t('Auth.signUp.roleLegend')}
                name="account_state"
                direction="horizontal"
                value={input.value}
                onChange={input.onChange}
                options={[
                  { value: 'BOOKER', label: t('Auth.signUp.book') },
                  { value: 'VENDOR', label: t('Auth.signUp.lease') },
                ]}
              />
            )}
          </Field>
          <TextInput name="email" type="email" label={t('Auth.field.email')} validate={requiredEmail} autoComplete="email" />
          <TextInput name="first_name" label={t('Auth.field.firstName')} validate={requiredName} autoComplete="given-name" />
          <TextInput name="last_name" label={t('Auth.field.lastName')} validate={requiredName} autoComplete="family-name" />
          <TextInput name="phone" type="tel" label={t('Auth.field.phone')} hint={t('Auth.field.phoneHint')} validate={optionalPhone} autoComplete="tel" />
          <CheckboxInput name="marketing_subscription" label={t('Auth.field.marketing')} />
          <FormError error={submitError} />
          <Button type="submit" fullWidth loading={submitting}>
            <FormattedMessage id="Auth.signUp.submit" defaultMessage="Account aanmaken" />
          </Button>
          <SocialButtons flow="SIGNUP" role={values.account_state} />
          <p>
            <FormattedMessage id="Auth.signUp.haveAccount" defaultMessage="Heb je al een account?" />{' '}
            <LinkButton type="button" onClick={() => goToStep('login')}>
              <FormattedMessage id="Auth.signUp.login" defaultMessage="Inloggen" />
            </LinkButton>
          </p>
        </Stack>
      )}
    </Form>
  );
}
