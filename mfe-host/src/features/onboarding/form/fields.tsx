// final-form adapters around the design-system inputs; errors are message ids (see formError.ts).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Field, type FieldMetaState } from 'react-final-form';
import styled from 'styled-components';
import { Checkbox, MoneyField, NumberField, Select, TextField, type SelectOption } from '@zaalplek/design-system';
import { formatFormError } from './formError';

/** The error to show: a validation error once touched, or a submit (API) error until edited. */
export function useFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const intl = useIntl();
  const error = meta.touched || meta.submitFailed ? meta.error : undefined;
  const submitError = !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
  return formatFormError(intl, error ?? submitError);
}

interface BaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

export function TextInput({ name, label, hint, required, type = 'text', maxLength }: BaseProps & { type?: 'text' | 'email' | 'tel'; maxLength?: number }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextInputInner label={label} hint={hint} required={required} type={type} maxLength={maxLength} input={input} meta={meta} />
      )}
    </Field>
  );
}

function TextInputInner({ input, meta, ...rest }: { input: { name: string; value: string; onChange: (v: unknown) => void; onBlur: () => void; onFocus: () => void }; meta: FieldMetaState<string> } & Omit<BaseProps, 'name'> & { type: 'text' | 'email' | 'tel'; maxLength?: number }) {
  const error = useFieldError(meta);
  return <TextField {...rest} name={input.name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} error={error} maxLength={rest.maxLength ?? 10000} />;
}

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 120px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;
const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label { font-weight: ${({ theme }) => theme.typography.fontWeight.semibold}; }
`;
export const ErrorLine = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
export const WarningLine = styled.div`
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export function TextAreaInput({ name, label, hint, required }: BaseProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <TextAreaInner name={name} label={label} hint={hint} required={required} input={input} meta={meta} />}
    </Field>
  );
}

function TextAreaInner({ name, label, hint, required, input, meta }: BaseProps & { input: { value: string; onChange: (v: unknown) => void; onBlur: () => void }; meta: FieldMetaState<string> }) {
  const error = useFieldError(meta);
  const id = `field-${name}`;
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {hint && <small>{hint}</small>}
      <Area id={id} name={name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} aria-invalid={error ? true : undefined} $invalid={Boolean(error)} />
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
    </FieldBox>
  );
}

export function NumberInput({ name, label, hint, required, max }: BaseProps & { max?: number }) {
  return (
    <Field<number | null> name={name}>
      {({ input, meta }) => <NumberInner label={label} hint={hint} required={required} max={max} name={name} input={input} meta={meta} />}
    </Field>
  );
}

function NumberInner({ input, meta, name, ...rest }: BaseProps & { max?: number; input: { value: number | null | ''; onChange: (v: unknown) => void; onBlur: () => void }; meta: FieldMetaState<number | null> }) {
  const error = useFieldError(meta);
  return <NumberField {...rest} name={name} value={input.value === '' || input.value == null ? null : Number(input.value)} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}

/** Euro amount field: the form value is integer cents ("17,50" and "17.50" both give 1750). */
export function MoneyInput({ name, label, hint, required }: BaseProps) {
  return (
    <Field<number | null> name={name}>
      {({ input, meta }) => <MoneyInner label={label} hint={hint} required={required} name={name} input={input} meta={meta} />}
    </Field>
  );
}

function MoneyInner({ input, meta, name, ...rest }: BaseProps & { input: { value: number | null | ''; onChange: (v: unknown) => void; onBlur: () => void }; meta: FieldMetaState<number | null> }) {
  const error = useFieldError(meta);
  return <MoneyField {...rest} name={name} value={input.value === '' || input.value == null ? null : Number(input.value)} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}

export function SelectInput({ name, label, options, required, placeholder }: BaseProps & { options: SelectOption[]; placeholder?: string | false }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <SelectInner label={label} options={options} required={required} placeholder={placeholder} name={name} input={input} meta={meta} />}
    </Field>
  );
}

function SelectInner({ input, meta, name, ...rest }: BaseProps & { options: SelectOption[]; placeholder?: string | false; input: { value: string; onChange: (v: unknown) => void; onBlur: () => void }; meta: FieldMetaState<string> }) {
  const error = useFieldError(meta);
  return <Select {...rest} name={name} value={input.value === '' || input.value == null ? null : String(input.value)} onChange={(v) => input.onChange(v ?? '')} onBlur={input.onBlur} error={error} />;
}

export function CheckboxInput({ name, label, description }: { name: string; label: ReactNode; description?: ReactNode }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => <CheckboxInner label={label} description={description} input={input} meta={meta} />}
    </Field>
  );
}

function CheckboxInner({ label, description, input, meta }: { label: ReactNode; description?: ReactNode; input: { name: string; checked?: boolean; onChange: (v: unknown) => void; onBlur: () => void }; meta: FieldMetaState<boolean> }) {
  const error = useFieldError(meta);
  return <Checkbox label={label} description={description} name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}

/** A field-level error line for composite fields (lists of checkboxes, working time, photos). */
export function FieldErrorLine({ name }: { name: string }) {
  return (
    <Field name={name} subscription={{ error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true }}>
      {({ meta }) => <ErrorInner meta={meta} name={name} />}
    </Field>
  );
}

function ErrorInner({ meta, name }: { meta: FieldMetaState<unknown>; name: string }) {
  const intl = useIntl();
  const error = meta.submitFailed || meta.touched ? meta.error : undefined;
  const text = formatFormError(intl, typeof error === 'string' || (error && typeof error === 'object' && 'id' in error) ? error : !meta.dirtySinceLastSubmit ? meta.submitError : undefined);
  return text ? (
    <ErrorLine role="alert" data-error-for={name}>
      {text}
    </ErrorLine>
  ) : null;
}
