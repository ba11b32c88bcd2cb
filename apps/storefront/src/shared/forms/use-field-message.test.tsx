// @vitest-environment jsdom

import { formatMessage } from '@shop/validation';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nlPreset } from '../../../config/nl';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import nl from '../../locales/nl.json';
import { fieldMessage } from './field-message';
import { FieldErrors, TextField } from './fields';
import { FormProvider } from './form-provider';
import { useLazyZodForm } from './use-lazy-zod-form';

const config = toPublicConfig(storefrontConfigSchema.parse(nlPreset));

// A form without a check so far: the message comes another way (as an api answer would).
function FormWithoutCheck() {
  const form = useLazyZodForm(async () => z.object({ email: z.string() }), { email: '' });
  return (
    <FormProvider form={form}>
      <TextField name="email" label="E-mailadres" />
      <button
        type="button"
        onClick={() =>
          form.setError('email', { type: 'availability', messages: [fieldMessage('email.already_exists')] })
        }
      >
        Bestaat al
      </button>
      <FieldErrors name="email" />
    </FormProvider>
  );
}

afterEach(cleanup);

describe('field messages that come before any check', () => {
  it('load the validation messages and show the message once they are there', async () => {
    render(
      <Providers language="nl" config={config} translations={nl}>
        <FormWithoutCheck />
      </Providers>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bestaat al' }));
    const texts = await screen.findAllByText(formatMessage('nl', 'email.already_exists'));
    expect(texts.length).toBeGreaterThan(0);
    expect(screen.queryByText('email.already_exists')).toBeNull();
  });
});
