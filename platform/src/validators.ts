// final-form field validators of the login and account forms (spec section 5). Each returns a
// message id of the shell/platform catalogs, or undefined when the value is fine.
import { isEmail } from './email';
import { normalisePhoneNumber } from './phone';

export type Validator = (value: unknown) => string | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

/** "+" then digits only (country code included), 8 to 15 digits as E.164 allows. */
export const PHONE_PATTERN = /^\+\d{8,15}$/;
/** Letters or hyphens; a space between name parts ("de Vries") is allowed, symbols and digits are not. */
export const NAME_PATTERN = /^\p{L}+(?:[- ]\p{L}+)*-?$/u;
/** Code-like characters: markup, template and script syntax. */
export const CODE_LIKE_PATTERN = /[<>{}`\\]|\$\{|javascript:/i;
export const SMS_CODE_PATTERN = /^\d{4}$/;

export { isEmail };
/** Already international ("+" and digits; spaces and dashes ignored). */
export const isPhone = (value: string) => PHONE_PATTERN.test(value.replace(/[\s-]/g, ''));
/** Phone as the API wants it: separators dropped, a Dutch national number ("0612345678") with +31. */
export const normalisePhone = (value: string) => normalisePhoneNumber(value);
/** What a user may type in a phone field: international, or Dutch national format. */
export const isPhoneInput = (value: string) => PHONE_PATTERN.test(normalisePhoneNumber(value));

export const required: Validator = (value) => (text(value) ? undefined : 'errors.required');

export const noCode: Validator = (value) => (CODE_LIKE_PATTERN.test(text(value)) ? 'errors.code_injection' : undefined);

export const email: Validator = (value) => {
  const v = text(value);
  return !v || isEmail(v) ? undefined : 'validation.email';
};

export const phone: Validator = (value) => {
  const v = text(value);
  return !v || isPhoneInput(v) ? undefined : 'validation.phone';
};

export const name: Validator = (value) => {
  const v = text(value);
  return !v || NAME_PATTERN.test(v) ? undefined : 'validation.name';
};

export const maxLength =
  (max: number): Validator =>
  (value) =>
    text(value).length > max ? 'validation.maxLength' : undefined;

export const smsCode: Validator = (value) => (SMS_CODE_PATTERN.test(text(value)) ? undefined : 'validation.smsCode');

/** The one login field: e-mail or phone (spec: "Vul je e-mail of telefoonnummer in" / "... indeling onjuist"). */
export const loginIdentifier: Validator = (value) => {
  const v = text(value);
  if (!v) return 'validation.loginEmpty';
  if (CODE_LIKE_PATTERN.test(v)) return 'errors.code_injection';
  return isEmail(v) || isPhoneInput(v) ? undefined : 'validation.loginFormat';
};

/** First failing validator wins. */
export const compose =
  (...validators: Validator[]): Validator =>
  (value) => {
    for (const validate of validators) {
      const error = validate(value);
      if (error) return error;
    }
    return undefined;
  };

export const requiredName = compose(required, noCode, name, maxLength(50));
export const requiredEmail = compose(required, noCode, email, maxLength(255));
export const requiredPhone = compose(required, noCode, phone);
