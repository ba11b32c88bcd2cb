// The state and rules of one form, apart from React (form-provider.tsx subscribes components to it)
// and from zod (use-lazy-zod-form.ts gives the check): values, the errors of each field, which fields
// were left, how often the form was submitted. A field is checked when it is left, then on every
// change; once the form has been submitted, on every change of any field and no longer when left.

export type FieldValues = Record<string, unknown>;

/** A field's name; a nested value is named by its path, e.g. 'ratings.rating_0'. */
export type FieldName<Values> = Extract<keyof Values, string>;

/**
 * The broken rules of one field: every message (all rules at once: a password shows each missing
 * rule). `type` tells where they come from: SERVER_ERROR_TYPE for the api's texts, already in the
 * store view's language; otherwise encoded field messages (field-message.ts).
 */
export interface FieldError {
  type: string;
  messages: readonly string[];
}

/** The errors of the form by field name (a nested field by its path). */
export type FieldErrors = Readonly<Record<string, FieldError>>;

/** The outcome of checking all values: the checked (e.g. trimmed) values, or the errors. */
export type CheckResult<Output> = { valid: true; values: Output } | { valid: false; errors: FieldErrors };

export interface FormState<Values> {
  values: Values;
  errors: FieldErrors;
  /** The fields that were left at least once. */
  touched: ReadonlySet<string>;
  submitCount: number;
  isSubmitting: boolean;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a native input needs to be part of the form: spread it onto the element. */
export interface RegisteredField {
  name: string;
  ref(element: FieldElement | null): (() => void) | undefined;
  onChange(event: { target: FieldElement }): void;
  onBlur(): void;
}

// Method syntax on purpose: a form of known values goes where any form is expected (FormProvider).
export interface FormStore<Values extends FieldValues = FieldValues, Output = Values> {
  getState(): FormState<Values>;
  subscribe(listener: () => void): () => void;
  /** The props of an uncontrolled native field; the same object for the same name. */
  register(name: FieldName<Values>): RegisteredField;
  /**
   * A submit handler: checks every field, then calls `onValid` with the checked values, or
   * `onInvalid` with the errors and focuses the first invalid field.
   */
  handleSubmit(
    onValid: (values: Output) => unknown,
    onInvalid?: (errors: FieldErrors) => unknown,
  ): (event?: { preventDefault(): void }) => Promise<void>;
  /** Checks the named fields (all when none are named); answers whether they are valid. */
  trigger(
    names?: FieldName<Values> | readonly FieldName<Values>[],
    options?: { shouldFocus?: boolean },
  ): Promise<boolean>;
  /** Back to a fresh form with `values` (which become the defaults) or the defaults. */
  reset(values?: Values): void;
  setError(name: FieldName<Values>, error: FieldError): void;
  getValues(): Values;
  getValues<Name extends FieldName<Values>>(name: Name): Values[Name];
  setValue<Name extends FieldName<Values>>(
    name: Name,
    value: Values[Name],
    options?: { shouldValidate?: boolean },
  ): void;
  getFieldState(name: FieldName<Values>): { invalid: boolean; isTouched: boolean };
  setFocus(name: FieldName<Values>): void;
}

const NO_ERRORS: FieldErrors = {};

function initialState<Values>(values: Values): FormState<Values> {
  return { values, errors: NO_ERRORS, touched: new Set(), submitCount: 0, isSubmitting: false };
}

export function readPath(values: FieldValues, name: string): unknown {
  return name.split('.').reduce<unknown>((value, key) => (value as FieldValues | undefined)?.[key], values);
}

function writePath<Values extends FieldValues>(values: Values, name: string, value: unknown): Values {
  const at = name.indexOf('.');
  if (at === -1) return { ...values, [name]: value };
  const head = name.slice(0, at);
  const nested = (values[head] ?? {}) as FieldValues;
  return { ...values, [head]: writePath(nested, name.slice(at + 1), value) };
}

/** The value an element holds as the form keeps it: a checkbox's state, a multi-select's choices. */
function elementValue(element: FieldElement): unknown {
  if (element.type === 'checkbox') return (element as HTMLInputElement).checked;
  if (element.type === 'select-multiple') {
    return Array.from((element as HTMLSelectElement).selectedOptions, (option) => option.value);
  }
  return element.value;
}

/** Shows a form value in an element (uncontrolled fields: React does not render their value). */
function showValue(element: FieldElement, value: unknown): void {
  switch (element.type) {
    case 'checkbox':
      (element as HTMLInputElement).checked = Boolean(value);
      break;
    case 'radio':
      (element as HTMLInputElement).checked = element.value === value;
      break;
    case 'select-multiple':
      for (const option of (element as HTMLSelectElement).options) {
        option.selected = Array.isArray(value) && value.includes(option.value);
      }
      break;
    default:
      element.value = value == null ? '' : String(value);
  }
}

function sameError(a: FieldError | undefined, b: FieldError | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.type === b.type &&
    a.messages.length === b.messages.length &&
    a.messages.every((message, index) => message === b.messages[index])
  );
}

export function createFormStore<Values extends FieldValues, Output = Values>(
  defaultValues: Values,
  check: (values: Values) => Promise<CheckResult<Output>>,
): FormStore<Values, Output> {
  let defaults = defaultValues;
  let state = initialState(defaults);
  const listeners = new Set<() => void>();
  // A reset makes the checks and submits that were under way before it count for nothing.
  let generation = 0;
  // The registered fields in the order of their first registration (the order of the form), with
  // their elements (several for a radio group).
  const fields = new Map<string, { registered: RegisteredField; elements: Set<FieldElement> }>();

  const update = (next: Partial<FormState<Values>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /** Sets the errors of `names` from `found` (an error that says the same keeps its object). */
  const updateErrors = (names: readonly string[], found: FieldErrors) => {
    const errors: Record<string, FieldError> = { ...state.errors };
    let changed = false;
    for (const name of names) {
      if (sameError(errors[name], found[name])) continue;
      changed = true;
      const error = found[name];
      if (error) errors[name] = error;
      else delete errors[name];
    }
    if (changed) update({ errors });
  };

  const focusFirstInvalid = (among?: readonly string[]) => {
    for (const [name, { elements }] of fields) {
      if (!state.errors[name] || (among && !among.includes(name))) continue;
      const element = [...elements].find((candidate) => candidate.isConnected);
      if (element) {
        element.focus();
        return;
      }
    }
  };

  const errorsOf = (result: CheckResult<Output>) => (result.valid ? NO_ERRORS : result.errors);

  /** A field's own check when it changes or is left: a value changed meanwhile is checked again. */
  const checkField = async (name: string) => {
    const run = generation;
    const value = readPath(state.values, name);
    const result = await check(state.values);
    if (run !== generation || readPath(state.values, name) !== value) return;
    updateErrors([name], errorsOf(result));
  };

  const trigger: FormStore<Values, Output>['trigger'] = async (names, options = {}) => {
    const run = generation;
    const result = await check(state.values);
    const found = errorsOf(result);
    const list = names === undefined ? undefined : typeof names === 'string' ? [names] : names;
    const valid = list ? list.every((name) => !found[name]) : result.valid;
    if (run !== generation) return valid;
    if (list) updateErrors(list, found);
    else update({ errors: found });
    if (options.shouldFocus && !valid) focusFirstInvalid(list);
    return valid;
  };

  const register = (name: string): RegisteredField => {
    const known = fields.get(name);
    if (known) return known.registered;
    const elements = new Set<FieldElement>();
    const registered: RegisteredField = {
      name,
      ref(element) {
        if (!element) return undefined;
        elements.add(element);
        showValue(element, readPath(state.values, name));
        return () => {
          elements.delete(element);
        };
      },
      onChange(event) {
        update({ values: writePath(state.values, name, elementValue(event.target)) });
        if (state.touched.has(name) || state.submitCount > 0) void checkField(name);
      },
      onBlur() {
        if (!state.touched.has(name)) update({ touched: new Set(state.touched).add(name) });
        if (state.submitCount === 0) void checkField(name);
      },
    };
    fields.set(name, { registered, elements });
    return registered;
  };

  const showValues = () => {
    for (const [name, { elements }] of fields) {
      for (const element of elements) showValue(element, readPath(state.values, name));
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    register,
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault();
      const run = generation;
      update({ isSubmitting: true });
      let result: CheckResult<Output>;
      try {
        result = await check(state.values);
      } catch (error) {
        if (run === generation) update({ isSubmitting: false });
        throw error;
      }
      if (run !== generation) return;
      // A failing handler still ends the submit; its error is thrown after that.
      let failure: { error: unknown } | undefined;
      try {
        if (result.valid) {
          update({ errors: NO_ERRORS });
          await onValid(result.values);
        } else {
          // Shown with the submit's end below, so that the errors and the submitted form come together.
          state = { ...state, errors: result.errors };
          await onInvalid?.(result.errors);
          if (run === generation) focusFirstInvalid();
        }
      } catch (error) {
        failure = { error };
      }
      // A reset by onValid (a form sent and emptied) leaves the form as it made it.
      if (run === generation) update({ isSubmitting: false, submitCount: state.submitCount + 1 });
      if (failure) throw failure.error;
    },
    trigger,
    reset(values) {
      generation += 1;
      if (values) defaults = values;
      state = initialState(defaults);
      showValues();
      for (const listener of listeners) listener();
    },
    setError(name, error) {
      update({ errors: { ...state.errors, [name]: error } });
    },
    getValues: ((name?: string) =>
      name === undefined ? state.values : readPath(state.values, name)) as FormStore<Values>['getValues'],
    setValue(name, value, options = {}) {
      update({ values: writePath(state.values, name, value) });
      for (const element of fields.get(name)?.elements ?? []) showValue(element, value);
      if (options.shouldValidate) void trigger(name);
    },
    getFieldState: (name) => ({ invalid: Boolean(state.errors[name]), isTouched: state.touched.has(name) }),
    setFocus(name) {
      [...(fields.get(name)?.elements ?? [])].find((candidate) => candidate.isConnected)?.focus();
    },
  };
}
