import { Field, Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Checkbox, RadioGroup, TextField } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { GENERAL_CONDITIONS_PATH } from './terms';
import { TextAreaField } from './TextAreaField';
import { fieldErrorMessages, missingMessages, requestFormMessages } from './messages';
import {
  LIMITS, missingForSubmit, validateRequestForm, type FieldErrorKey, type RequestFormContext, type RequestFormValues,
} from './requestForm';

const Missing = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  ul { margin: ${({ theme }) => theme.space(1)} 0 0; padding-left: ${({ theme }) => theme.space(5)}; }
`;

export interface RequestFormProps {
  initialValues: RequestFormValues;
  context: RequestFormContext;
  /** post-payment may be chosen (the space allows it; from the API) */
  afterpayAllowed: boolean;
  /** the booking becomes a request the host answers (MANUAL space or discount asked) */
  isRequest: boolean;
  /** server field errors (field -> translated message) */
  serverErrors?: Record<string, string>;
  onSubmit: (values: RequestFormValues) => Promise<void> | void;
}

/**
 * The request form of the meeting step (spec section 3 and 5). The submit stays disabled while
 * anything is missing, and the box above it says what.
 */
export function RequestForm({ initialValues, context, afterpayAllowed, isRequest, serverErrors = {}, onSubmit }: RequestFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = (key: FieldErrorKey | undefined) => (key ? t(fieldErrorMessages[key]) : undefined);

  return (
    <Form<RequestFormValues>
      initialValues={initialValues}
      validate={(values) => validateRequestForm(values, context) as Record<string, string>}
      onSubmit={onSubmit}
      render={({ handleSubmit, values, submitting, errors }) => {
        const missing = missingForSubmit(values, context);
        const shown = (name: keyof RequestFormValues, touched: boolean | undefined) =>
          serverErrors[name] ?? (touched ? errorText((errors as Record<string, FieldErrorKey>)[name]) : undefined);
        const remaining = (field: keyof typeof LIMITS) =>
          t(requestFormMessages.remaining, { count: LIMITS[field] - (values[field]?.length ?? 0) });
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={t(requestFormMessages.heading)}>
            <h2>{t(requestFormMessages.heading)}</h2>
            <Field name="meeting_name">
              {({ input, meta }) => (
                <TextField {...input} type="text" label={t(requestFormMessages.meetingName)} maxLength={LIMITS.meeting_name} error={shown('meeting_name', meta.touched)} />
              )}
            </Field>
            <Field name="meeting_description">
              {({ input, meta }) => (
                <TextAreaField
                  {...input}
                  label={t(requestFormMessages.meetingDescription)}
                  maxLength={LIMITS.meeting_description}
                  counter={remaining('meeting_description')}
                  error={shown('meeting_description', meta.touched)}
                />
              )}
            </Field>
            {context.discountRequested && (
              <Field name="discount_reason">
                {({ input, meta }) => (
                  <TextAreaField
                    {...input}
                    label={t(requestFormMessages.discountReason)}
                    maxLength={LIMITS.discount_reason}
                    required
                    error={shown('discount_reason', meta.touched)}
                  />
                )}
              </Field>
            )}
            {afterpayAllowed && (
              <Field name="payment_option">
                {({ input }) => (
                  <RadioGroup
                    legend={t(requestFormMessages.paymentOption)}
                    name="payment_option"
                    value={input.value}
                    onChange={input.onChange}
                    options={[
                      { value: 'DIRECT', label: t(requestFormMessages.paymentDirect) },
                      { value: 'POST_PAYMENT', label: t(requestFormMessages.paymentAfterpay) },
                    ]}
                  />
                )}
              </Field>
            )}
            <Field name="organisation_name">
              {({ input, meta }) => (
                <TextField
                  {...input} type="text"
                  label={t(requestFormMessages.organisationName)}
                  maxLength={LIMITS.organisation_name}
                  required={values.payment_option === 'POST_PAYMENT'}
                  error={shown('organisation_name', meta.touched)}
                />
              )}
            </Field>
            <Field name="kvk_number">
              {({ input, meta }) => (
                <TextField
                  {...input} type="text"
                  label={t(requestFormMessages.kvkNumber)}
                  inputMode="numeric"
                  maxLength={12}
                  required={values.payment_option === 'POST_PAYMENT'}
                  // spaces and dots are formatting; anything else but digits is said at once (never silently
                  // dropped), a short number on leaving the field
                  onChange={(event) => input.onChange(event.target.value.replace(/[\s.]/g, ''))}
                  error={shown('kvk_number', meta.touched || /\D/.test(String(input.value ?? '')))}
                />
              )}
            </Field>
            <Field name="billing_address">
              {({ input, meta }) => (
                <TextField
                  {...input} type="text"
                  label={t(requestFormMessages.billingAddress)}
                  maxLength={LIMITS.billing_address}
                  required={values.payment_option === 'POST_PAYMENT'}
                  error={shown('billing_address', meta.touched)}
                />
              )}
            </Field>
            <Field name="comment">
              {({ input, meta }) => (
                <TextAreaField
                  {...input}
                  label={t(requestFormMessages.comment)}
                  maxLength={LIMITS.comment}
                  counter={remaining('comment')}
                  error={shown('comment', meta.touched)}
                />
              )}
            </Field>
            <Field name="terms_accepted" type="checkbox">
              {({ input }) => (
                <Checkbox
                  {...input}
                  required
                  label={t(requestFormMessages.terms, {
                    link: (chunks) => (
                      <Link to={GENERAL_CONDITIONS_PATH} target="_blank" rel="noopener" data-testid="terms-link">
                        {chunks}
                      </Link>
                    ),
                  })}
                />
              )}
            </Field>
            {missing.length > 0 && (
              <Missing data-testid="submit-missing" aria-live="polite">
                {t(requestFormMessages.missingHeading)}
                <ul>
                  {missing.map((key) => (
                    <li key={key}>{t(missingMessages[key])}</li>
                  ))}
                </ul>
              </Missing>
            )}
            <Button type="submit" disabled={missing.length > 0} loading={submitting}>
              {t(isRequest ? requestFormMessages.submitRequest : requestFormMessages.submit)}
            </Button>
          </form>
        );
      }}
    />
  );
}
