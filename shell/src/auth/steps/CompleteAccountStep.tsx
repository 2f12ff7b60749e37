// Step "complete-account": a logged-in user without a phone (or names) who started an account
// action; the phone is then confirmed with the SMS code (phone-confirmation).
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { reloadCurrentUser, useCurrentUser } from '@zaalplek/platform';
import { patchAccount } from '../authApi';
import { goToStep, updateAuthFlow } from '../authFlow';
import { finishLogin } from '../completeLogin';
import { submissionErrors } from '../formErrors';
import { FormError, TextInput } from '../Fields';
import { validators } from '@zaalplek/platform';
import { Stack } from './styles';

const { normalisePhone, requiredName, requiredPhone } = validators;

interface Values {
  first_name: string;
  last_name: string;
  phone: string;
}

export function CompleteAccountStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { user, loading } = useCurrentUser();
  if (loading || !user) return <p role="status">{t('guards.loading')}</p>;

  const onSubmit = async (values: Values) => {
    const phone = normalisePhone(values.phone.trim());
    try {
      const account = await patchAccount({
        ...(user.firstName ? {} : { first_name: values.first_name.trim() }),
        ...(user.lastName ? {} : { last_name: values.last_name.trim() }),
        phone,
      });
      reloadCurrentUser();
      updateAuthFlow({ identifier: phone, method: 'phone', accountId: user.accountId });
      if (account.pendingPhone || !account.phone) goToStep('phone-confirmation');
      else finishLogin();
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['first_name', 'last_name', 'phone']);
    }
  };

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={{ first_name: user.firstName ?? '', last_name: user.lastName ?? '', phone: user.phone ?? '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Stack as="form" onSubmit={handleSubmit} noValidate data-auth-form="complete-account">
          <p>
            <FormattedMessage id="Auth.completeAccount.intro" defaultMessage="Voor deze actie hebben we je telefoonnummer nodig. We sturen je een sms-code om het te bevestigen." />
          </p>
          {!user.firstName && <TextInput name="first_name" label={t('Auth.field.firstName')} validate={requiredName} autoComplete="given-name" />}
          {!user.lastName && <TextInput name="last_name" label={t('Auth.field.lastName')} validate={requiredName} autoComplete="family-name" />}
          <TextInput name="phone" type="tel" label={t('Auth.field.phone')} hint={t('Auth.field.phoneHint')} validate={requiredPhone} autoComplete="tel" />
          <FormError error={submitError} />
          <Button type="submit" fullWidth loading={submitting}>
            <FormattedMessage id="Auth.completeAccount.submit" defaultMessage="Opslaan" />
          </Button>
        </Stack>
      )}
    </Form>
  );
}
