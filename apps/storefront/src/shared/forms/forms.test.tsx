// @vitest-environment jsdom

import { formatMessage } from '@shop/validation';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Component, Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { nlPreset } from '../../../config/nl';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import nl from '../../locales/nl.json';
import { ChunkLoadError } from '../errors/chunk-load';
import { SubmitButton, TextField } from './fields';
import { FormProvider } from './form-provider';
import type { FormStore } from './form-store';
import { InvalidFieldsSummary } from './InvalidFieldsSummary';
import { emailField, newPasswordField } from './rules';
import { useLazyZodForm } from './use-lazy-zod-form';

const config = toPublicConfig(storefrontConfigSchema.parse(nlPreset));
const schema = z.object({ email: emailField(), password: newPasswordField() });

function ExampleForm() {
  const form = useLazyZodForm(async () => schema, { email: '', password: '' });
  return (
    <FormProvider form={form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <InvalidFieldsSummary
          labels={[
            ['email', 'E-mailadres'],
            ['password', 'Wachtwoord'],
          ]}
        />
        <TextField name="email" label="E-mailadres" required />
        <TextField name="password" label="Wachtwoord" type="password" required />
        <SubmitButton>Versturen</SubmitButton>
      </form>
    </FormProvider>
  );
}

function renderForm(form: ReactNode = <ExampleForm />) {
  render(
    <Providers language="nl" config={config} translations={nl}>
      {form}
    </Providers>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('form toolkit', () => {
  it('shows the invalid-fields summary and every broken rule of a field in the current language', async () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: 'E-mailadres' });
    expect(email.getAttribute('aria-required')).toBe('true');
    fireEvent.input(screen.getByLabelText('Wachtwoord'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));

    expect(
      await screen.findByText(
        formatMessage('nl', 'summary.invalid_fields', { errors: 'E-mailadres, Wachtwoord' }),
      ),
    ).toBeTruthy();
    expect(screen.getByText(formatMessage('nl', 'required.email'))).toBeTruthy();
    for (const key of [
      'password.min_length',
      'password.uppercase',
      'password.digit',
      'password.special',
    ] as const) {
      expect(screen.getByText(formatMessage('nl', key))).toBeTruthy();
    }
    expect(screen.queryByText(formatMessage('nl', 'password.lowercase'))).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('email-error');
  });

  it('drops a field from the summary once it is valid', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByText(
      formatMessage('nl', 'summary.invalid_fields', { errors: 'E-mailadres, Wachtwoord' }),
    );
    fireEvent.input(screen.getByRole('textbox', { name: 'E-mailadres' }), {
      target: { value: 'jan@example.nl' },
    });
    fireEvent.input(screen.getByLabelText('Wachtwoord'), { target: { value: 'Geheim-Wacht1!' } });
    await waitFor(() => expect(screen.queryByText(/De volgende velden zijn ongeldig/)).toBeNull());
  });
});

const nameSchema = z.object({ firstname: z.string().min(1), lastname: z.string().min(1) });

/** Two fields, each counting its renders; the schema loader tells when it is asked for. */
function CountingForm({
  loadSchema,
  renders,
  onSubmit = () => undefined,
}: {
  loadSchema: () => Promise<typeof nameSchema>;
  renders: Record<string, number>;
  onSubmit?: () => Promise<void> | undefined;
}) {
  const form = useLazyZodForm(loadSchema, { firstname: '', lastname: '' });
  const count = (id: string) => {
    renders[id] = (renders[id] ?? 0) + 1;
  };
  return (
    <FormProvider form={form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Profiler id="firstname" onRender={count}>
          <TextField name="firstname" label="Voornaam" />
        </Profiler>
        <Profiler id="lastname" onRender={count}>
          <TextField name="lastname" label="Achternaam" />
        </Profiler>
        <SubmitButton>Versturen</SubmitButton>
      </form>
    </FormProvider>
  );
}

/** A form whose validation code does not arrive; `expose` hands the form to the test. */
function FormWithoutSchema({ expose }: { expose(form: FormStore): void }) {
  const form = useLazyZodForm<typeof nameSchema>(() => Promise.reject(new ChunkLoadError('no schema')), {
    firstname: '',
    lastname: '',
  });
  expose(form);
  return <p>Formulier</p>;
}

const invalidFields = () => document.querySelectorAll('[aria-invalid="true"]');

class LoadErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children;
  }
}

describe('the form hook in React', () => {
  it('loads the schema only when a field is first checked, not while it is typed in', async () => {
    const loadSchema = vi.fn(async () => nameSchema);
    renderForm(<CountingForm loadSchema={loadSchema} renders={{}} />);
    const firstname = screen.getByRole('textbox', { name: 'Voornaam' });
    fireEvent.input(firstname, { target: { value: 'Jan' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadSchema).not.toHaveBeenCalled();
    fireEvent.blur(firstname);
    await waitFor(() => expect(loadSchema).toHaveBeenCalledTimes(1));
  });

  it('renders only the field whose error changed when a field is typed in', async () => {
    const renders: Record<string, number> = {};
    renderForm(<CountingForm loadSchema={async () => nameSchema} renders={renders} />);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(invalidFields()).toHaveLength(2));
    const before = { ...renders };
    fireEvent.input(screen.getByRole('textbox', { name: 'Voornaam' }), { target: { value: 'Jan' } });
    await waitFor(() => expect(invalidFields()).toHaveLength(1));
    expect(renders.firstname).toBeGreaterThan(before.firstname ?? 0);
    expect(renders.lastname).toBe(before.lastname);
  });

  it('marks the submit button busy while the submit handler runs', async () => {
    let finish: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (finish = resolve));
    renderForm(<CountingForm loadSchema={async () => nameSchema} renders={{}} onSubmit={() => sent} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Voornaam' }), { target: { value: 'Jan' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Achternaam' }), { target: { value: 'Jansen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    const busy = await screen.findByRole('button', { name: nl.forms.sending });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    finish();
    await screen.findByRole('button', { name: 'Versturen' });
  });

  it('raises the load error when the validation code does not arrive', async () => {
    // React logs the error its boundary caught; here it is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let form: FormStore | undefined;
    renderForm(
      <LoadErrorBoundary>
        <FormWithoutSchema
          expose={(shown) => {
            form = shown;
          }}
        />
      </LoadErrorBoundary>,
    );
    await act(() => expect(form?.trigger()).rejects.toThrow(ChunkLoadError));
    expect(screen.getByRole('alert').textContent).toBe('ChunkLoadError');
  });
});
