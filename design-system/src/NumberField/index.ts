export { NumberField, parseDigits } from './NumberField';
export type { NumberFieldProps } from './NumberField';
