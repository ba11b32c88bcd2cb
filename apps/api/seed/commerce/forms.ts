import type { FormFieldValidation } from '@shop/validation';
import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { timestampBefore } from './dates.js';
import { rowsPerStore, type Translated, tr } from './i18n.js';

interface FieldOption {
  value: string;
  label: Translated;
}

interface FieldData {
  name: string;
  type: 'input' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'hidden';
  inputType?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'date';
  label: Translated;
  placeholder?: Translated;
  options?: readonly FieldOption[];
  value?: string;
  checkedValue?: string;
  uncheckedValue?: string;
  validation: readonly FormFieldValidation[];
}

interface FieldsetData {
  title: Translated;
  fields: readonly FieldData[];
}

export interface FormData {
  identifier: string;
  type: 'contact' | 'product' | 'category';
  showFieldsetsAsPages: boolean;
  title: Translated;
  thankYou: Translated;
  fieldsets: readonly FieldsetData[];
}

const REQUIRED: FormFieldValidation = { type: 'required' };
const NO_HTML: FormFieldValidation = { type: 'no_html' };
const maxLength = (count: number): FormFieldValidation => ({ type: 'max_length', additional: count });
const minLength = (count: number): FormFieldValidation => ({ type: 'min_length', additional: count });

const EMAIL_FIELD: FieldData = {
  name: 'email',
  type: 'input',
  inputType: 'email',
  label: tr('E-Mail-Adresse', 'E-mailadres', 'E-mail address'),
  placeholder: tr('name@beispiel.de', 'naam@voorbeeld.nl', 'name@example.com'),
  validation: [REQUIRED, { type: 'email' }],
};

const PRIVACY_FIELD: FieldData = {
  name: 'privacy',
  type: 'checkbox',
  label: tr(
    'Ich habe die Datenschutzerklärung gelesen.',
    'Ik heb de privacyverklaring gelezen.',
    'I have read the privacy policy.',
  ),
  checkedValue: '1',
  uncheckedValue: '0',
  validation: [REQUIRED],
};

/**
 * One form per type. Together their fields use every validation rule of packages/validation,
 * so the storefront's form renderer and the api's submitForm can be tried on real data.
 */
export const FORMS: readonly FormData[] = [
  {
    identifier: 'contact',
    type: 'contact',
    showFieldsetsAsPages: false,
    title: tr('Kontakt', 'Contact', 'Contact'),
    thankYou: tr(
      'Danke für Ihre Nachricht! Wir antworten innerhalb eines Werktages.',
      'Bedankt voor je bericht! We reageren binnen één werkdag.',
      'Thank you for your message! We reply within one working day.',
    ),
    fieldsets: [
      {
        title: tr('Ihre Daten', 'Jouw gegevens', 'Your details'),
        fields: [
          {
            name: 'name',
            type: 'input',
            inputType: 'text',
            label: tr('Name', 'Naam', 'Name'),
            validation: [REQUIRED, NO_HTML, maxLength(100)],
          },
          EMAIL_FIELD,
          {
            name: 'telephone',
            type: 'input',
            inputType: 'tel',
            label: tr('Telefon (optional)', 'Telefoon (optioneel)', 'Phone (optional)'),
            validation: [NO_HTML, maxLength(20)],
          },
          {
            name: 'order_number',
            type: 'input',
            inputType: 'text',
            label: tr('Bestellnummer (optional)', 'Bestelnummer (optioneel)', 'Order number (optional)'),
            placeholder: tr('000000123', '000000123', '000000123'),
            validation: [{ type: 'alphanumeric' }, maxLength(20)],
          },
        ],
      },
      {
        title: tr('Ihre Nachricht', 'Jouw bericht', 'Your message'),
        fields: [
          {
            name: 'subject',
            type: 'select',
            label: tr('Thema', 'Onderwerp', 'Subject'),
            options: [
              { value: 'order', label: tr('Meine Bestellung', 'Mijn bestelling', 'My order') },
              { value: 'product', label: tr('Ein Produkt', 'Een product', 'A product') },
              { value: 'return', label: tr('Rücksendung', 'Retour', 'A return') },
              { value: 'other', label: tr('Sonstiges', 'Overig', 'Something else') },
            ],
            validation: [REQUIRED],
          },
          {
            name: 'message',
            type: 'textarea',
            label: tr('Nachricht', 'Bericht', 'Message'),
            validation: [REQUIRED, NO_HTML, minLength(10), maxLength(2000)],
          },
          PRIVACY_FIELD,
        ],
      },
    ],
  },
  {
    identifier: 'product-question',
    type: 'product',
    showFieldsetsAsPages: false,
    title: tr('Frage zum Produkt', 'Vraag over dit product', 'Question about this product'),
    thankYou: tr(
      'Danke! Unsere Produktexperten melden sich bei Ihnen.',
      'Bedankt! Onze productspecialisten nemen contact met je op.',
      'Thank you! Our product experts will get back to you.',
    ),
    fieldsets: [
      {
        title: tr('Ihre Frage', 'Jouw vraag', 'Your question'),
        fields: [
          {
            name: 'name',
            type: 'input',
            inputType: 'text',
            label: tr('Name', 'Naam', 'Name'),
            validation: [REQUIRED, { type: 'alphanumeric_with_spaces' }, maxLength(100)],
          },
          EMAIL_FIELD,
          {
            name: 'quantity',
            type: 'input',
            inputType: 'number',
            label: tr('Gewünschte Menge', 'Gewenst aantal', 'Quantity needed'),
            value: '1',
            validation: [{ type: 'numeric' }, maxLength(5)],
          },
          {
            name: 'question',
            type: 'textarea',
            label: tr('Frage', 'Vraag', 'Question'),
            validation: [REQUIRED, NO_HTML, minLength(10), maxLength(1000)],
          },
          { name: 'sku', type: 'hidden', label: tr('Artikelnummer', 'Artikelnummer', 'SKU'), validation: [] },
        ],
      },
    ],
  },
  {
    identifier: 'flooring-advice',
    type: 'category',
    showFieldsetsAsPages: true,
    title: tr('Beratung anfragen', 'Advies aanvragen', 'Ask for advice'),
    thankYou: tr(
      'Danke! Wir melden uns innerhalb von zwei Werktagen mit einem Vorschlag.',
      'Bedankt! Binnen twee werkdagen ontvang je een voorstel.',
      'Thank you! We will send you a proposal within two working days.',
    ),
    fieldsets: [
      {
        title: tr('Ihr Projekt', 'Jouw project', 'Your project'),
        fields: [
          {
            name: 'area',
            type: 'input',
            inputType: 'text',
            label: tr('Fläche in m²', 'Oppervlakte in m²', 'Area in m²'),
            placeholder: tr('z. B. 24,5', 'bijv. 24,5', 'e.g. 24.5'),
            validation: [REQUIRED, { type: 'numeric_with_decimals' }],
          },
          {
            name: 'room',
            type: 'radio',
            label: tr('Raum', 'Ruimte', 'Room'),
            options: [
              { value: 'living', label: tr('Wohnzimmer', 'Woonkamer', 'Living room') },
              { value: 'bedroom', label: tr('Schlafzimmer', 'Slaapkamer', 'Bedroom') },
              { value: 'kitchen', label: tr('Küche', 'Keuken', 'Kitchen') },
              { value: 'bathroom', label: tr('Bad', 'Badkamer', 'Bathroom') },
            ],
            validation: [REQUIRED],
          },
          {
            name: 'wanted_date',
            type: 'input',
            inputType: 'date',
            label: tr('Gewünschter Termin', 'Gewenste datum', 'Preferred date'),
            validation: [],
          },
          {
            name: 'underfloor_heating',
            type: 'checkbox',
            label: tr('Fußbodenheizung vorhanden', 'Vloerverwarming aanwezig', 'Has underfloor heating'),
            checkedValue: 'yes',
            uncheckedValue: 'no',
            validation: [],
          },
        ],
      },
      {
        title: tr('Ihre Kontaktdaten', 'Jouw contactgegevens', 'Your contact details'),
        fields: [
          {
            name: 'firstname',
            type: 'input',
            inputType: 'text',
            label: tr('Vorname', 'Voornaam', 'First name'),
            validation: [REQUIRED, { type: 'letters_only' }, maxLength(50)],
          },
          {
            name: 'lastname',
            type: 'input',
            inputType: 'text',
            label: tr('Nachname', 'Achternaam', 'Last name'),
            validation: [REQUIRED, { type: 'alphanumeric_with_spaces' }, maxLength(50)],
          },
          EMAIL_FIELD,
          {
            name: 'postcode',
            type: 'input',
            inputType: 'text',
            label: tr('Postleitzahl', 'Postcode', 'Postcode'),
            validation: [REQUIRED, { type: 'alphanumeric_with_spaces' }, maxLength(8)],
          },
          {
            name: 'website',
            type: 'input',
            inputType: 'url',
            label: tr('Website (optional)', 'Website (optioneel)', 'Website (optional)'),
            validation: [{ type: 'url' }],
          },
          PRIVACY_FIELD,
        ],
      },
    ],
  },
];

/** Example submissions that pass the forms' rules, for the admin side and tests. */
const SUBMISSIONS: readonly { form: string; store: 'de' | 'nl' | 'en'; daysAgo: number; values: object }[] = [
  {
    form: 'contact',
    store: 'de',
    daysAgo: 3,
    values: {
      name: 'Lukas Schmidt',
      email: 'lukas.schmidt@example.com',
      order_number: '000000042',
      subject: 'order',
      message: 'Wann wird meine Bestellung geliefert?',
      privacy: '1',
    },
  },
  {
    form: 'contact',
    store: 'nl',
    daysAgo: 9,
    values: {
      name: 'Sanne Visser',
      email: 'sanne.visser@example.com',
      subject: 'return',
      message: 'Ik wil graag een jas ruilen voor een andere maat.',
      privacy: '1',
    },
  },
  {
    form: 'flooring-advice',
    store: 'en',
    daysAgo: 21,
    values: {
      area: '24.5',
      room: 'living',
      underfloor_heating: 'yes',
      firstname: 'Charlotte',
      lastname: 'Wilson',
      email: 'charlotte.wilson@example.com',
      postcode: 'BS1 3HA',
      privacy: '1',
    },
  },
];

/** Forms with fieldsets and fields (labels, placeholders and options per store view). */
export async function seedForms(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'form',
    ['id', 'identifier', 'type', 'show_fieldsets_as_pages', 'recipient_email'],
    FORMS.map((form, index) => [
      index + 1,
      form.identifier,
      form.type,
      form.showFieldsetsAsPages,
      'service@example.com',
    ]),
  );
  await insertRows(
    db,
    'form_store',
    ['form_id', 'store_code', 'title', 'thank_you_message'],
    FORMS.flatMap((form, index) =>
      rowsPerStore((store) => [index + 1, store, form.title[store], form.thankYou[store]]),
    ),
  );
  const fieldsets = FORMS.flatMap((form, formIndex) =>
    form.fieldsets.map((fieldset, position) => ({ fieldset, formId: formIndex + 1, position })),
  );
  await insertRows(
    db,
    'form_fieldset',
    ['id', 'form_id', 'position'],
    fieldsets.map((entry, index) => [index + 1, entry.formId, entry.position]),
  );
  await insertRows(
    db,
    'form_fieldset_store',
    ['fieldset_id', 'store_code', 'title'],
    fieldsets.flatMap((entry, index) =>
      rowsPerStore((store) => [index + 1, store, entry.fieldset.title[store]]),
    ),
  );
  const fields = fieldsets.flatMap((entry, fieldsetIndex) =>
    entry.fieldset.fields.map((field, position) => ({
      field,
      formId: entry.formId,
      fieldsetId: fieldsetIndex + 1,
      position,
    })),
  );
  await insertRows(
    db,
    'form_field',
    [
      'id',
      'form_id',
      'fieldset_id',
      'position',
      'name',
      'type',
      'input_type',
      'value',
      'checked_value',
      'unchecked_value',
      'validation',
    ],
    fields.map(({ field, formId, fieldsetId, position }, index) => [
      index + 1,
      formId,
      fieldsetId,
      position,
      field.name,
      field.type,
      field.inputType ?? null,
      field.value ?? null,
      field.checkedValue ?? null,
      field.uncheckedValue ?? null,
      JSON.stringify(field.validation),
    ]),
  );
  await insertRows(
    db,
    'form_field_store',
    ['field_id', 'store_code', 'label', 'placeholder', 'options'],
    fields.flatMap(({ field }, index) =>
      rowsPerStore((store) => [
        index + 1,
        store,
        field.label[store],
        field.placeholder?.[store] ?? null,
        field.options
          ? JSON.stringify(
              field.options.map((option) => ({ label: option.label[store], value: option.value })),
            )
          : null,
      ]),
    ),
  );
  await insertRows(
    db,
    'form_submission',
    ['form_id', 'store_code', 'field_values', 'created_at'],
    SUBMISSIONS.map((submission) => [
      FORMS.findIndex((form) => form.identifier === submission.form) + 1,
      submission.store,
      JSON.stringify(submission.values),
      timestampBefore(submission.daysAgo),
    ]),
  );
}
