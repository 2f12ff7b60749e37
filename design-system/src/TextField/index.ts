export { TextField, DEFAULT_MAX_LENGTH } from './TextField';
export type { TextFieldProps } from './TextField';
