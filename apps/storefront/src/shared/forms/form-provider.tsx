import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import {
  type FieldError,
  type FieldName,
  type FieldValues,
  type FormState,
  type FormStore,
  readPath,
} from './form-store';

const FormContext = createContext<FormStore | undefined>(undefined);

/** Makes `form` the form of the fields inside (fields.tsx, the address fields). */
export function FormProvider({ form, children }: { form: FormStore; children: ReactNode }) {
  return <FormContext value={form}>{children}</FormContext>;
}

export function useFormContext(): FormStore {
  const form = useContext(FormContext);
  if (!form) throw new Error('a form field outside a FormProvider');
  return form;
}

/**
 * A part of the form's state; the component renders again only when that part changes (a
 * keystroke renders the fields that show that value, not the whole form). `select` answers a
 * part of the state as it is, or a primitive.
 */
export function useFormSelector<Values extends FieldValues, Selected>(
  form: FormStore<Values, unknown>,
  select: (state: FormState<Values>) => Selected,
): Selected {
  const read = () => select(form.getState());
  return useSyncExternalStore(form.subscribe, read, read);
}

/** The error of a field of the surrounding form. */
export function useFieldError(name: string): FieldError | undefined {
  return useFormSelector(useFormContext(), (state) => state.errors[name]);
}

/** The current value of a field of `form`. */
export function useFieldValue<Values extends FieldValues, Name extends FieldName<Values>>(
  form: FormStore<Values, unknown>,
  name: Name,
): Values[Name] {
  return useFormSelector(form, (state) => readPath(state.values, name) as Values[Name]);
}
