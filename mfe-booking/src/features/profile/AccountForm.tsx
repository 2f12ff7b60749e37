// Names, e-mail (a change is confirmed by link), phone (confirmed by SMS code), language, marketing.
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Select } from '@zaalplek/design-system';
import { dispatchZaalplekEvent, reloadCurrentUser, validators } from '@zaalplek/platform';
import { accountMessages } from './messages';
import { useUpdateProfileMutation } from './profileApi';
import { submissionErrors } from './fieldErrors';
import { FormAlert, TextInput } from './FormBits';
import type { ProfileAccount, ProfileInput } from './types';

const { compose, noCode, phone, requiredEmail, requiredName, normalisePhone } = validators;
const optionalPhone = compose(noCode, phone);

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: string;
  marketing: boolean;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'locale', 'marketing'] as const;

export function valuesOf(account: ProfileAccount): Values {
  return {
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    email: account.email,
    phone: account.phone ?? '',
    locale: (account.locale ?? 'nl').toLowerCase(),
    marketing: Boolean(account.marketing),
  };
}

/** Only what changed goes to updateProfile. */
export function changes(before: Values, after: Values): ProfileInput {
  const input: ProfileInput = {};
  if (after.firstName.trim() !== before.firstName) input.firstName = after.firstName.trim();
  if (after.lastName.trim() !== before.lastName) input.lastName = after.lastName.trim();
  if (after.email.trim() !== before.email) input.email = after.email.trim();
  const newPhone = normalisePhone(after.phone.trim());
  if (newPhone !== before.phone && newPhone) input.phone = newPhone;
  // the form's values are the route locales (nl, en); the API's AccountLocale is NL | EN
  if (after.locale !== before.locale) input.locale = after.locale === 'en' ? 'EN' : 'NL';
  if (after.marketing !== before.marketing) input.marketing = after.marketing;
  return input;
}

export function AccountForm({ account }: { account: ProfileAccount }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [updateProfile] = useUpdateProfileMutation();
  const initial = valuesOf(account);

  const onSubmit = async (values: Values) => {
    const input = changes(initial, values);
    if (Object.keys(input).length === 0) return undefined;
    try {
      await updateProfile(input).unwrap();
      reloadCurrentUser(); // the header shows the new name
      dispatchZaalplekEvent('zaalplek:toast', { message: t(accountMessages.saved), kind: 'success' });
      return undefined;
    } catch (error) {
      const errors = submissionErrors(error, FIELDS);
      return errors ?? { [FORM_ERROR]: 'errors.generic' };
    }
  };

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initial} key={JSON.stringify(initial)}>
      {({ handleSubmit, submitting, submitError, pristine }) => (
        <form onSubmit={handleSubmit} noValidate data-testid="account-form">
          <TextInput name="firstName" label={t(accountMessages.firstName)} validate={requiredName} autoComplete="given-name" />
          <TextInput name="lastName" label={t(accountMessages.lastName)} validate={requiredName} autoComplete="family-name" />
          <TextInput name="email" type="email" label={t(accountMessages.email)} hint={t(accountMessages.emailHint)} validate={requiredEmail} autoComplete="email" />
          {account.pendingEmail && <p role="status">{t(accountMessages.pendingEmail, { email: account.pendingEmail })}</p>}
          <TextInput name="phone" type="tel" label={t(accountMessages.phone)} hint={t(accountMessages.phoneHint)} validate={optionalPhone} autoComplete="tel" />
          <Field<string> name="locale">
            {({ input }) => (
              <Select
                label={t(accountMessages.locale)}
                name={input.name}
                value={input.value}
                placeholder={false}
                onChange={(value) => input.onChange(value ?? 'nl')}
                options={[
                  { value: 'nl', label: t(accountMessages.localeNl) },
                  { value: 'en', label: t(accountMessages.localeEn) },
                ]}
              />
            )}
          </Field>
          <Field<boolean> name="marketing" type="checkbox">
            {({ input: { value: _value, ...input } }) => <Checkbox {...input} label={t(accountMessages.marketing)} />}
          </Field>
          <FormAlert error={submitError} />
          <Button type="submit" loading={submitting} disabled={pristine}>
            {t(accountMessages.save)}
          </Button>
        </form>
      )}
    </Form>
  );
}
