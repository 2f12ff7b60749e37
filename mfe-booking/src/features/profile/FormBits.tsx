// Small react-final-form bindings for the profile forms.
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { TextField } from '@zaalplek/design-system';
import type { Validator } from '@zaalplek/platform';
import type { ErrorText } from './fieldErrors';

export function useErrorText() {
  const intl = useIntl();
  return (error: unknown): string | undefined => {
    if (!error) return undefined;
    if (typeof error === 'string') return intl.formatMessage({ id: error });
    const { id, values } = error as ErrorText;
    return intl.formatMessage({ id }, values);
  };
}

export function TextInput(props: { name: string; label: ReactNode; validate?: Validator; type?: 'text' | 'email' | 'tel'; hint?: ReactNode; autoComplete?: string; inputMode?: 'numeric' }) {
  const { name, validate, ...rest } = props;
  const errorText = useErrorText();
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <TextField
          {...input}
          {...rest}
          type={rest.type ?? 'text'}
          error={errorText(meta.touched && meta.error ? meta.error : !meta.dirtySinceLastSubmit ? meta.submitError : undefined)}
        />
      )}
    </Field>
  );
}

export function FormAlert({ error }: { error: unknown }) {
  const errorText = useErrorText();
  const text = errorText(error);
  return text ? <p role="alert">{text}</p> : null;
}
