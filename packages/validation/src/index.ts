export { isValidEmail } from './email.js';
export type {
  FormFieldDefinition,
  FormFieldError,
  FormFieldOption,
  FormFieldValidation,
  FormFieldValue,
  FormValidationType,
} from './form.js';
export { containsHtml, validateForm, validateFormField } from './form.js';
export type { Language, MessageKey, MessageParams } from './messages.js';
export { formatMessage, messages } from './messages.js';
export { isValidName, NAME_MAX_LENGTH } from './name.js';
export type { PasswordProblem } from './password.js';
export { PASSWORD_MIN_LENGTH, passwordProblems, passwordsMatch } from './password.js';
export { isValidPostcode } from './postcode.js';
export type { PostcodeLookupResult } from './postcodeLookup.js';
export { filterPostcodeLookup } from './postcodeLookup.js';
export { normalizeSearchText } from './search.js';
export { isValidVatFormat, normalizeTaxvat, normalizeVatId } from './vat.js';
