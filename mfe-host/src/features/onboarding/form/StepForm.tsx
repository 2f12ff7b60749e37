// One wizard step as a final-form form: the step's validator, the API call on submit with its
// FIELD_VALIDATION errors mapped onto the same fields, a form-level error and the draft kept as you type.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Form, FormSpy } from 'react-final-form';
import { FORM_ERROR, type Config } from 'final-form';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system';
import { apiSubmissionErrors, formatFormError } from './formError';
import { ErrorLine } from './fields';

export const StepActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(5)};
`;

export interface StepFormProps<V extends object> {
  initialValues: Partial<V>;
  validate: (values: V) => Record<string, unknown>;
  /** Stores the step; throws the API error (ApiError / RTK error body). */
  save: (values: V) => Promise<void>;
  /** Message-id prefix of this form's own texts (e.g. VenueValidation) and the ids it knows. */
  errorPrefix: string;
  knownIds: ReadonlySet<string>;
  /** API field name -> form field name. */
  fieldAliases?: Record<string, string>;
  submitLabel: ReactNode;
  onBack?: () => void;
  backLabel?: ReactNode;
  /** Called with the values on every change once the user edited the form (draft). */
  onValuesChange?: (values: V) => void;
  children: ReactNode | ((values: V) => ReactNode);
  testId: string;
}

export function StepForm<V extends object>(props: StepFormProps<V>) {
  const intl = useIntl();
  // The values the form starts from, fixed at mount: a re-render of the step (e.g. the save call's
  // state changing) builds a new object, and final-form would reset the typed values to it. Steps
  // remount (key) when they show another step or another venue/space.
  const [initialValues] = useState(props.initialValues);
  const onSubmit: Config<V>['onSubmit'] = async (values, form) => {
    try {
      await props.save(values);
      return undefined;
    } catch (error) {
      return onShownFields(apiSubmissionErrors(error, props.errorPrefix, props.knownIds, props.fieldAliases), form.getRegisteredFields());
    }
  };
  return (
    <Form<V> onSubmit={onSubmit} validate={props.validate as never} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate data-testid={props.testId}>
          {props.onValuesChange && <FormSpy<V> subscription={{ values: true, dirty: true }} onChange={({ values: v, dirty }) => dirty && props.onValuesChange?.(v)} />}
          {typeof props.children === 'function' ? props.children(values) : props.children}
          {submitError && <ErrorLine role="alert">{formatFormError(intl, submitError)}</ErrorLine>}
          <StepActions>
            {props.onBack && (
              <Button type="button" variant="secondary" onClick={props.onBack}>
                {props.backLabel}
              </Button>
            )}
            <Button type="submit" loading={submitting} data-testid="step-submit">
              {props.submitLabel}
            </Button>
          </StepActions>
        </form>
      )}
    </Form>
  );
}

/**
 * An API error on a field this form does not show (another step's field, a hidden field) would be
 * invisible: it becomes the form error instead, so the user always sees why saving failed.
 */
export function onShownFields(errors: Record<string, unknown>, registered: string[]): Record<string, unknown> {
  const shown = (field: string) => registered.some((r) => r === field || r.startsWith(`${field}.`) || r.startsWith(`${field}[`));
  const out: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (field === FORM_ERROR || shown(field)) out[field] = error;
    else out[FORM_ERROR] ??= error;
  }
  return out;
}

export { FORM_ERROR };
