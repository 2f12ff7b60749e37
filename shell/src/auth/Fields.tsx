// react-final-form fields on the design-system inputs; errors are message ids or descriptors.
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Checkbox, TextField } from '@zaalplek/design-system';
import type { Validator } from '@zaalplek/platform';
import type { ErrorMessage } from './formErrors';

export function useErrorText() {
  const intl = useIntl();
  return (error: unknown): string | undefined => {
    if (!error) return undefined;
    if (typeof error === 'string') return intl.formatMessage({ id: error });
    const { id, values } = error as ErrorMessage;
    return intl.formatMessage({ id }, values);
  };
}

export interface TextInputProps {
  name: string;
  label: ReactNode;
  validate?: Validator;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  maxLength?: number;
  hint?: ReactNode;
  autoFocus?: boolean;
}

export function TextInput({ name, label, validate, type = 'text', ...rest }: TextInputProps) {
  const errorText = useErrorText();
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        // A field's own error shows after a submit, or after leaving a field the user typed in:
        // never on open (the popup moves focus, which blurs an untouched field).
        const shown = meta.submitFailed || (meta.touched && meta.modified);
        const error = shown && meta.error ? meta.error : !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
        return <TextField {...input} {...rest} type={type} label={label} error={errorText(error)} />;
      }}
    </Field>
  );
}

export function CheckboxInput({ name, label }: { name: string; label: ReactNode }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => <Checkbox {...input} label={label} />}
    </Field>
  );
}

export function FormError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  const text = errorText(error);
  return text ? (
    <p role="alert" data-auth-error="">
      {text}
    </p>
  ) : null;
}
