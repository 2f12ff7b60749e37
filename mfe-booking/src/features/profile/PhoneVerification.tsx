// A new phone number waits for its SMS code (POST account/verify-phone/{code}/ with the bearer).
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { dispatchZaalplekEvent, reloadCurrentUser, restRequest, validators } from '@zaalplek/platform';
import { accountMessages } from './messages';
import { profileApi } from './profileApi';
import { submissionErrors } from './fieldErrors';
import { FormAlert, TextInput } from './FormBits';
import { useAppDispatch } from './useAppDispatch';

const code = validators.compose(validators.required, validators.smsCode);

export function PhoneVerification({ pendingPhone }: { pendingPhone: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const onSubmit = async (values: { code: string }) => {
    try {
      await restRequest(`account/verify-phone/${encodeURIComponent(values.code.trim())}/`, { method: 'POST', body: {} });
      dispatch(profileApi.util.invalidateTags(['ProfileAccount']));
      reloadCurrentUser();
      dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage(accountMessages.phoneVerified), kind: 'success' });
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['code']);
    }
  };
  return (
    <Form<{ code: string }> onSubmit={onSubmit} initialValues={{ code: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate data-testid="phone-verification">
          <p role="status">{intl.formatMessage(accountMessages.pendingPhone, { phone: pendingPhone })}</p>
          <TextInput name="code" label={intl.formatMessage(accountMessages.phoneCode)} validate={code} inputMode="numeric" autoComplete="one-time-code" />
          <FormAlert error={submitError} />
          <Button type="submit" variant="secondary" loading={submitting}>
            {intl.formatMessage(accountMessages.verifyPhone)}
          </Button>
        </form>
      )}
    </Form>
  );
}
