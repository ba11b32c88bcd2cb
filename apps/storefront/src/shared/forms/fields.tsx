import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from '../i18n/I18nProvider';
import { useFieldError, useFieldValue, useFormContext, useFormSelector } from './form-provider';
import type { FieldError } from './form-store';
import { SERVER_ERROR_TYPE } from './server-errors';
import { useFieldMessage } from './use-field-message';

/** Every message of a field error: all broken rules, without repeats. */
function fieldErrorMessages(error: FieldError | undefined): string[] {
  return [...new Set(error?.messages.filter((message) => message !== ''))];
}

function errorId(name: string): string {
  return `${name.replace(/\W/g, '-')}-error`;
}

/** The inline errors of one field, in the current language; announced when they appear. */
export function FieldErrors({ name }: { name: string }) {
  const error = useFieldError(name);
  const messages = fieldErrorMessages(error);
  const fromServer = error?.type === SERVER_ERROR_TYPE;
  const translate = useFieldMessage(messages.length > 0 && !fromServer);
  if (messages.length === 0 || !(fromServer || translate)) return null;
  const texts = messages.map((message) => (fromServer || !translate ? message : translate(message)));
  return (
    <ul className="form-field__errors" id={errorId(name)} role="alert">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

interface FieldFrameProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label with required mark, the control, a hint and the inline errors. */
function FieldFrame({ name, label, required, hint, children }: FieldFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="form-field">
      {/* The mark stays outside the label, so the field's name is the label alone; aria-required says it. */}
      <span className="form-field__heading">
        <label className="form-field__label" htmlFor={name}>
          {label}
        </label>
        {required ? (
          <span className="form-field__required" title={t('forms.required')} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {children}
      {hint ? <p className="form-field__hint">{hint}</p> : null}
      <FieldErrors name={name} />
    </div>
  );
}

/** A field's invalid state for assistive technology: aria-invalid, and its errors as its description. */
export function useFieldAria(name: string) {
  const invalid = Boolean(useFieldError(name));
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId(name) : undefined,
  } as const;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
};

/** A text input registered with the surrounding form (FormProvider). */
export function TextField({ name, label, required, hint, onBlur, ...input }: TextFieldProps) {
  const aria = useFieldAria(name);
  const registered = useFormContext().register(name);
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint}>
      <input
        id={name}
        className="form-field__input"
        aria-required={required || undefined}
        {...aria}
        {...input}
        {...registered}
        onBlur={(event) => {
          registered.onBlur();
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> & {
  name: string;
  label: string;
  required?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
};

export function SelectField({ name, label, required, options, placeholder, ...select }: SelectFieldProps) {
  const aria = useFieldAria(name);
  const form = useFormContext();
  const registered = form.register(name);
  // Controlled: options that arrive later (e.g. from the api) still show the form's value.
  const value = useFieldValue(form, name) as string | undefined;
  return (
    <FieldFrame name={name} label={label} required={required}>
      <select
        id={name}
        className="form-field__input"
        aria-required={required || undefined}
        {...aria}
        {...select}
        {...registered}
        value={value ?? ''}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <div className="form-field form-field--checkbox">
      <input id={name} type="checkbox" {...register(name)} />
      <label htmlFor={name}>{label}</label>
      <FieldErrors name={name} />
    </div>
  );
}

/**
 * The submit button: disabled and marked busy while the form is being sent (its submit handler
 * runs, or `pending` when the form says so itself), and until the page is interactive (a
 * server-rendered form sent before that would go to the server as a plain GET).
 */
export function SubmitButton({ pending, children }: { pending?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const submitting = useFormSelector(useFormContext(), (state) => state.isSubmitting);
  const busy = pending ?? submitting;
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <button type="submit" className="button" disabled={busy || !interactive} aria-busy={busy || undefined}>
      {busy ? t('forms.sending') : children}
    </button>
  );
}
