// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CheckResult, createFormStore, type FieldErrors, type FieldValues } from './form-store';

interface Values extends FieldValues {
  email: string;
  name: string;
}

const required = (values: Values): FieldErrors =>
  Object.fromEntries(
    (['email', 'name'] as const)
      .filter((field) => values[field].trim() === '')
      .map((field) => [field, { type: 'too_small', messages: [`required.${field}`] }]),
  );

/** A check that fails an empty field and answers the trimmed values otherwise. */
async function checkRequired(values: Values): Promise<CheckResult<Values>> {
  const errors = required(values);
  return Object.keys(errors).length > 0
    ? { valid: false, errors }
    : { valid: true, values: { email: values.email.trim(), name: values.name.trim() } };
}

function input(value = '') {
  const element = document.createElement('input');
  element.value = value;
  document.body.append(element);
  return element;
}

/** A form with an input of its own for each field, registered in the order email, name. */
function formWithInputs(values: Values) {
  const form = createFormStore<Values>(values, checkRequired);
  const email = input();
  const name = input();
  form.register('email').ref(email);
  form.register('name').ref(name);
  return { form, name };
}

function type(
  form: ReturnType<typeof createFormStore<Values>>,
  name: 'email' | 'name',
  value: string,
  element = input(value),
) {
  element.value = value;
  form.register(name).onChange({ target: element });
}

/** Lets the checks under way answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
});

describe('when a field is checked', () => {
  it('not while it is typed in before it was left; when left; then on every change', async () => {
    const check = vi.fn(checkRequired);
    const form = createFormStore<Values>({ email: '', name: '' }, check);
    type(form, 'email', '');
    await settle();
    expect(check).not.toHaveBeenCalled();

    form.register('email').onBlur();
    await settle();
    expect(form.getState().errors.email?.messages).toEqual(['required.email']);
    expect(form.getFieldState('email')).toEqual({ invalid: true, isTouched: true });

    type(form, 'email', 'jan@example.nl');
    await settle();
    expect(form.getState().errors.email).toBeUndefined();
    // Another field's error is no business of this field's check.
    expect(form.getState().errors.name).toBeUndefined();
  });

  it('after a submit: on every change of any field, no longer when one is left', async () => {
    const check = vi.fn(checkRequired);
    const form = createFormStore<Values>({ email: '', name: '' }, check);
    await form.handleSubmit(() => undefined)();
    expect(Object.keys(form.getState().errors)).toEqual(['email', 'name']);

    type(form, 'name', 'Jan');
    await settle();
    expect(form.getState().errors.name).toBeUndefined();

    check.mockClear();
    form.register('name').onBlur();
    await settle();
    expect(check).not.toHaveBeenCalled();
  });

  it('keeps no answer for a value that was changed while it was being checked', async () => {
    let answer: (result: CheckResult<Values>) => void = () => undefined;
    const form = createFormStore<Values>(
      { email: '', name: '' },
      () => new Promise((resolve) => (answer = resolve)),
    );
    form.register('email').onBlur();
    const firstAnswer = answer;
    type(form, 'email', 'jan@example.nl');
    firstAnswer({ valid: false, errors: { email: { type: 'too_small', messages: ['required.email'] } } });
    await settle();
    expect(form.getState().errors.email).toBeUndefined();
  });

  it('keeps the error object of a field whose messages stay the same (its components do not render again)', async () => {
    const form = createFormStore<Values>({ email: '', name: '' }, checkRequired);
    form.register('email').onBlur();
    await settle();
    const first = form.getState().errors.email;
    type(form, 'email', ' ');
    await settle();
    expect(form.getState().errors.email).toBe(first);
  });
});

describe('submitting', () => {
  it('answers the checked values to onValid while the form is marked as being sent', async () => {
    const form = createFormStore<Values>({ email: ' jan@example.nl ', name: 'Jan' }, checkRequired);
    const sent: Values[] = [];
    let sendingWhileSent = false;
    await form.handleSubmit((values) => {
      sent.push(values);
      sendingWhileSent = form.getState().isSubmitting;
    })();
    expect(sent).toEqual([{ email: 'jan@example.nl', name: 'Jan' }]);
    expect(sendingWhileSent).toBe(true);
    expect(form.getState()).toMatchObject({ isSubmitting: false, submitCount: 1 });
  });

  it('focuses the first invalid field of the form and tells onInvalid the errors', async () => {
    const { form, name } = formWithInputs({ email: 'jan@example.nl', name: '' });
    const onInvalid = vi.fn();
    await form.handleSubmit(() => undefined, onInvalid)();
    expect(onInvalid).toHaveBeenCalledWith({ name: { type: 'too_small', messages: ['required.name'] } });
    expect(document.activeElement).toBe(name);
  });

  it('replaces the errors set by the api with the result of the check', async () => {
    const form = createFormStore<Values>({ email: 'jan@example.nl', name: 'Jan' }, checkRequired);
    form.setError('email', { type: 'server', messages: ['Dit adres bestaat al.'] });
    expect(form.getFieldState('email').invalid).toBe(true);
    await form.handleSubmit(() => undefined)();
    expect(form.getState().errors).toEqual({});
  });

  it('a reset by onValid leaves a fresh form: not submitted, its values the new defaults', async () => {
    const form = createFormStore<Values>({ email: 'jan@example.nl', name: 'Jan' }, checkRequired);
    const email = input();
    form.register('email').ref(email);
    await form.handleSubmit((values) => form.reset({ ...values, name: '' }))();
    expect(form.getState()).toMatchObject({ isSubmitting: false, submitCount: 0, errors: {} });
    expect(form.getState().touched.size).toBe(0);

    type(form, 'email', 'piet@example.nl', email);
    form.reset();
    expect(form.getValues()).toEqual({ email: 'jan@example.nl', name: '' });
    expect(email.value).toBe('jan@example.nl');
  });
});

describe('checks asked for by the form', () => {
  it('trigger checks the named fields only and answers whether they are valid', async () => {
    const form = createFormStore<Values>({ email: '', name: '' }, checkRequired);
    expect(await form.trigger('email')).toBe(false);
    expect(Object.keys(form.getState().errors)).toEqual(['email']);
    expect(await form.trigger()).toBe(false);
    expect(Object.keys(form.getState().errors)).toEqual(['email', 'name']);
  });

  it('trigger with shouldFocus focuses the first invalid of the named fields', async () => {
    const { form, name } = formWithInputs({ email: '', name: '' });
    form.setError('email', { type: 'server', messages: ['Dit adres bestaat al.'] });
    await form.trigger(['name'], { shouldFocus: true });
    expect(document.activeElement).toBe(name);
  });

  it('setValue shows the value in the field and checks it when asked to', async () => {
    const form = createFormStore<Values>({ email: '', name: '' }, checkRequired);
    const name = input();
    form.register('name').ref(name);
    form.setError('name', { type: 'too_small', messages: ['required.name'] });
    form.setValue('name', 'Jan', { shouldValidate: true });
    expect(name.value).toBe('Jan');
    await settle();
    expect(form.getFieldState('name').invalid).toBe(false);
  });
});

describe('native fields', () => {
  it('keep a checkbox as a boolean, a radio group as the chosen value, a multi-select as a list', () => {
    const form = createFormStore<FieldValues>(
      { agree: true, kind: 'business', topics: ['b'], ratings: { rating_0: '' } },
      async (values) => ({ valid: true, values }),
    );
    const agree = Object.assign(document.createElement('input'), { type: 'checkbox' });
    form.register('agree').ref(agree);
    expect(agree.checked).toBe(true);
    agree.checked = false;
    form.register('agree').onChange({ target: agree });
    expect(form.getValues('agree')).toBe(false);

    const [consumer, business] = ['consumer', 'business'].map((value) =>
      Object.assign(document.createElement('input'), { type: 'radio', value }),
    );
    form.register('kind').ref(consumer ?? null);
    form.register('kind').ref(business ?? null);
    expect([consumer?.checked, business?.checked]).toEqual([false, true]);

    const topics = document.createElement('select');
    topics.multiple = true;
    topics.append(new Option('A', 'a'), new Option('B', 'b'));
    form.register('topics').ref(topics);
    expect(Array.from(topics.selectedOptions, (option) => option.value)).toEqual(['b']);
    for (const option of topics.options) option.selected = true;
    form.register('topics').onChange({ target: topics });
    expect(form.getValues('topics')).toEqual(['a', 'b']);

    const rating = Object.assign(document.createElement('input'), { type: 'radio', value: '5' });
    form.register('ratings.rating_0').onChange({ target: rating });
    expect(form.getValues()).toMatchObject({ ratings: { rating_0: '5' } });
  });
});
