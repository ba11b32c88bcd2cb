// @vitest-environment jsdom

import { formatMessage } from '@shop/validation';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nlPreset } from '../../../config/nl';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import nl from '../../locales/nl.json';
import { SubmitButton, TextField } from './fields';
import { InvalidFieldsSummary } from './InvalidFieldsSummary';
import { emailField, newPasswordField } from './rules';
import { useLazyZodForm } from './use-lazy-zod-form';

const config = toPublicConfig(storefrontConfigSchema.parse(nlPreset));
const schema = z.object({ email: emailField(), password: newPasswordField() });

function ExampleForm() {
  const form = useLazyZodForm(async () => schema, { email: '', password: '' });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <InvalidFieldsSummary
          labels={[
            ['email', 'E-mailadres'],
            ['password', 'Wachtwoord'],
          ]}
        />
        <TextField name="email" label="E-mailadres" required />
        <TextField name="password" label="Wachtwoord" type="password" required />
        <SubmitButton pending={form.formState.isSubmitting}>Versturen</SubmitButton>
      </form>
    </FormProvider>
  );
}

function renderForm() {
  render(
    <Providers language="nl" config={config} translations={nl}>
      <ExampleForm />
    </Providers>,
  );
}

afterEach(cleanup);

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
