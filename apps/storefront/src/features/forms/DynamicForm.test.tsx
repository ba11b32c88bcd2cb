// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { nlPreset } from '../../../config/nl';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import nl from '../../locales/nl.json';
import { DynamicForm } from './DynamicForm';
import { toDynamicForm } from './dynamic-form';
import { formField as field } from './dynamic-form.fixtures';

const config = toPublicConfig(storefrontConfigSchema.parse(nlPreset));

const required = { type: 'required', additional: null };

/** A form with every field type of docs/BEHAVIOUR.md#data, its two fieldsets shown as pages. */
const form = toDynamicForm({
  identifier: 'every-type',
  type: 'contact',
  title: 'Alles',
  showFieldsetsAsPages: true,
  fieldsets: [
    {
      title: 'Over jou',
      fields: [
        field({ name: 'name', label: 'Naam', type: 'input', inputType: 'text', validation: [required] }),
        field({ name: 'birthday', label: 'Geboortedatum', type: 'input', inputType: 'date', validation: [] }),
        field({
          name: 'age',
          label: 'Leeftijd',
          type: 'input',
          inputType: 'number',
          validation: [{ type: 'numeric', additional: null }],
        }),
        field({ name: 'source', label: 'Bron', type: 'hidden', value: 'web', validation: [] }),
      ],
    },
    {
      title: 'Jouw vraag',
      fields: [
        field({
          name: 'channel',
          label: 'Antwoord via',
          type: 'radio',
          options: [
            { label: 'E-mail', value: 'email' },
            { label: 'Telefoon', value: 'phone' },
          ],
          validation: [required],
        }),
        field({
          name: 'topics',
          label: 'Onderwerpen',
          type: 'multiselect',
          options: [
            { label: 'Levering', value: 'delivery' },
            { label: 'Retour', value: 'return' },
          ],
          validation: [required],
        }),
        field({
          name: 'question',
          label: 'Vraag',
          type: 'textarea',
          validation: [
            { type: 'min_length', additional: '10' },
            { type: 'no_html', additional: null },
          ],
        }),
        field({
          name: 'privacy',
          label: 'Akkoord',
          type: 'checkbox',
          checkedValue: '1',
          uncheckedValue: '0',
          validation: [required],
        }),
      ],
    },
  ],
});

function FormRoute() {
  return (
    <Providers language="nl" config={config} translations={nl}>
      <DynamicForm form={form} />
    </Providers>
  );
}

const Stub = createRoutesStub([{ path: '*', Component: FormRoute }]);

afterEach(cleanup);

describe('DynamicForm', () => {
  it('shows each fieldset as a page and checks a page before the next one, in the page language', async () => {
    render(<Stub initialEntries={['/contact']} />);
    expect(await screen.findByText('Stap 1 van 2')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Over jou' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Jouw vraag' })).toBeNull();
    expect((screen.getByLabelText('Geboortedatum') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('Leeftijd') as HTMLInputElement).type).toBe('number');
    const hidden = document.querySelector('input[type="hidden"][name="source"]') as HTMLInputElement;
    expect(hidden.value).toBe('web');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Volgende' })));
    const nameField = screen.getByLabelText('Naam');
    await waitFor(() => expect(nameField.getAttribute('aria-invalid')).toBe('true'));
    const errors = document.getElementById(nameField.getAttribute('aria-describedby') ?? '');
    expect(errors?.textContent).toBe('Dit is een verplicht veld.');
    expect(screen.getByText('Stap 1 van 2')).toBeTruthy();

    fireEvent.change(nameField, { target: { value: 'Jan' } });
    fireEvent.change(screen.getByLabelText('Leeftijd'), { target: { value: '4.5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Volgende' })));
    await waitFor(() => expect(screen.getByLabelText('Leeftijd').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Vul alleen cijfers in.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Leeftijd'), { target: { value: '45' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Volgende' })));
    expect(await screen.findByText('Stap 2 van 2')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Stap 2 van 2'));
    const page2 = screen.getByRole('group', { name: 'Jouw vraag' });
    expect(within(page2).getAllByRole('radio')).toHaveLength(2);
    const topics = within(page2).getByLabelText('Onderwerpen', { exact: false, selector: 'select' });
    expect((topics as HTMLSelectElement).multiple).toBe(true);
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeTruthy();
  });

  it('checks every rule of the last page on sending: required radio, multiselect and checkbox, text rules', async () => {
    render(<Stub initialEntries={['/contact']} />);
    fireEvent.change(await screen.findByLabelText('Naam'), { target: { value: 'Jan' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Volgende' })));
    await screen.findByText('Stap 2 van 2');
    fireEvent.change(screen.getByLabelText('Vraag'), { target: { value: '<b>x</b>' } });
    const send = screen.getByRole('button', { name: 'Versturen' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(send));
    await waitFor(() =>
      expect(document.querySelector('.form-summary')?.textContent).toBe(
        'De volgende velden zijn ongeldig: Antwoord via, Onderwerpen, Vraag, Akkoord',
      ),
    );
    // Every broken rule of a field is listed beside it.
    const question = screen.getByLabelText('Vraag');
    const errors = document.getElementById(question.getAttribute('aria-describedby') ?? '');
    expect([...(errors?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'Vul minimaal 10 tekens in.',
      'HTML-tags zijn niet toegestaan.',
    ]);
  });
});
