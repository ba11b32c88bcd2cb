import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { rowsPerStore, type Translated, tr } from './i18n.js';

interface PaymentFieldData {
  code: string;
  type: 'select' | 'radio' | 'text';
  required: boolean;
  label: Translated;
  options: readonly { value: string; label: string }[];
}

export interface PaymentMethodData {
  code: string;
  provider: 'testpay' | 'multisafepay' | 'offline';
  providerMethod: string | null;
  title: Translated;
  instructions: Translated | null;
  /** Billing countries it is limited to; empty = everywhere. */
  countries: readonly string[];
  fields: readonly PaymentFieldData[];
}

/** iDEAL issuers: the bank chooser of docs/BEHAVIOUR.md#pages-and-routes; values are the banks' BICs. */
const IDEAL_BANKS = [
  { value: 'ABNANL2A', label: 'ABN AMRO' },
  { value: 'ASNBNL21', label: 'ASN Bank' },
  { value: 'BUNQNL2A', label: 'bunq' },
  { value: 'INGBNL2A', label: 'ING' },
  { value: 'KNABNL2H', label: 'Knab' },
  { value: 'RABONL2U', label: 'Rabobank' },
  { value: 'RBRBNL21', label: 'RegioBank' },
  { value: 'REVOLT21', label: 'Revolut' },
  { value: 'SNSBNL2A', label: 'SNS' },
  { value: 'TRIONL2U', label: 'Triodos Bank' },
  { value: 'FVLBNL22', label: 'Van Lanschot Kempen' },
] as const;

/**
 * MultiSafepay's iDEAL issuer codes: the bank chooser's options while its `GET issuers/IDEAL` cannot
 * be asked (the live list replaces them).
 */
const MULTISAFEPAY_IDEAL_ISSUERS = [
  { value: '0031', label: 'ABN AMRO' },
  { value: '0761', label: 'ASN Bank' },
  { value: '4371', label: 'bunq' },
  { value: '0721', label: 'ING' },
  { value: '0801', label: 'Knab' },
  { value: '0021', label: 'Rabobank' },
  { value: '0771', label: 'RegioBank' },
  { value: '0751', label: 'SNS' },
  { value: '0511', label: 'Triodos Bank' },
  { value: '0161', label: 'Van Lanschot Kempen' },
] as const;

const BANK_DETAILS = 'IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX';

export const PAYMENT_METHODS: readonly PaymentMethodData[] = [
  {
    code: 'testpay_ideal',
    provider: 'testpay',
    providerMethod: 'ideal',
    title: tr('iDEAL', 'iDEAL', 'iDEAL'),
    instructions: tr(
      'Sie werden zu Ihrer Bank weitergeleitet, um die Zahlung zu bestätigen.',
      'Je wordt doorgestuurd naar je bank om de betaling te bevestigen.',
      'You will be sent to your bank to confirm the payment.',
    ),
    countries: ['NL'],
    fields: [
      {
        code: 'issuer',
        type: 'select',
        required: true,
        label: tr('Wählen Sie Ihre Bank', 'Kies je bank', 'Choose your bank'),
        options: IDEAL_BANKS,
      },
    ],
  },
  {
    code: 'testpay_bancontact',
    provider: 'testpay',
    providerMethod: 'bancontact',
    title: tr('Bancontact', 'Bancontact', 'Bancontact'),
    instructions: null,
    countries: ['BE'],
    fields: [],
  },
  {
    code: 'testpay_creditcard',
    provider: 'testpay',
    providerMethod: 'creditcard',
    title: tr('Kreditkarte', 'Creditcard', 'Credit card'),
    instructions: tr(
      'Sie geben Ihre Kartendaten auf der sicheren Seite unseres Zahlungsanbieters ein.',
      'Je vult je kaartgegevens in op de beveiligde pagina van onze betaalprovider.',
      "You enter your card details on our payment provider's secure page.",
    ),
    countries: [],
    fields: [
      {
        code: 'card_brand',
        type: 'radio',
        required: false,
        label: tr('Kartentyp', 'Soort kaart', 'Card type'),
        options: [
          { value: 'visa', label: 'Visa' },
          { value: 'mastercard', label: 'Mastercard' },
          { value: 'amex', label: 'American Express' },
        ],
      },
    ],
  },
  {
    code: 'testpay_paypal',
    provider: 'testpay',
    providerMethod: 'paypal',
    title: tr('PayPal', 'PayPal', 'PayPal'),
    instructions: null,
    countries: [],
    fields: [],
  },
  // MultiSafepay (offered only when MULTISAFEPAY_API_KEY is set): provider_method is its gateway id.
  {
    code: 'multisafepay_ideal',
    provider: 'multisafepay',
    providerMethod: 'IDEAL',
    title: tr('iDEAL', 'iDEAL', 'iDEAL'),
    instructions: tr(
      'Sie werden zu Ihrer Bank weitergeleitet, um die Zahlung zu bestätigen.',
      'Je wordt doorgestuurd naar je bank om de betaling te bevestigen.',
      'You will be sent to your bank to confirm the payment.',
    ),
    countries: ['NL'],
    fields: [
      {
        code: 'issuer',
        type: 'select',
        // Without a bank chosen here, the shopper chooses it on iDEAL's own page.
        required: false,
        label: tr('Wählen Sie Ihre Bank', 'Kies je bank', 'Choose your bank'),
        options: MULTISAFEPAY_IDEAL_ISSUERS,
      },
    ],
  },
  {
    code: 'multisafepay_creditcard',
    provider: 'multisafepay',
    providerMethod: 'CREDITCARD',
    title: tr('Kreditkarte', 'Creditcard', 'Credit card'),
    instructions: tr(
      'Sie geben Ihre Kartendaten auf der sicheren Seite von MultiSafepay ein.',
      'Je vult je kaartgegevens in op de beveiligde pagina van MultiSafepay.',
      "You enter your card details on MultiSafepay's secure page.",
    ),
    countries: [],
    fields: [],
  },
  {
    code: 'multisafepay_bancontact',
    provider: 'multisafepay',
    providerMethod: 'MISTERCASH',
    title: tr('Bancontact', 'Bancontact', 'Bancontact'),
    instructions: null,
    countries: ['BE'],
    fields: [],
  },
  {
    code: 'multisafepay_paypal',
    provider: 'multisafepay',
    providerMethod: 'PAYPAL',
    title: tr('PayPal', 'PayPal', 'PayPal'),
    instructions: null,
    countries: [],
    fields: [],
  },
  {
    code: 'multisafepay_banktrans',
    provider: 'multisafepay',
    providerMethod: 'BANKTRANS',
    title: tr(
      'Überweisung (MultiSafepay)',
      'Bankoverschrijving (MultiSafepay)',
      'Bank transfer (MultiSafepay)',
    ),
    instructions: tr(
      'Sie erhalten die Bankverbindung für Ihre Überweisung von MultiSafepay.',
      'Je krijgt de bankgegevens voor je overschrijving van MultiSafepay.',
      'MultiSafepay gives you the bank details for your transfer.',
    ),
    countries: [],
    fields: [],
  },
  {
    code: 'banktransfer',
    provider: 'offline',
    providerMethod: null,
    title: tr('Vorkasse per Überweisung', 'Bankoverschrijving', 'Bank transfer'),
    instructions: tr(
      `Bitte überweisen Sie den Betrag unter Angabe Ihrer Bestellnummer: ${BANK_DETAILS}. Wir versenden nach Zahlungseingang.`,
      `Maak het bedrag over onder vermelding van je bestelnummer: ${BANK_DETAILS}. Wij verzenden na ontvangst van de betaling.`,
      `Please transfer the amount quoting your order number: ${BANK_DETAILS}. We ship once the payment has arrived.`,
    ),
    countries: [],
    fields: [],
  },
  {
    code: 'checkmo',
    provider: 'offline',
    providerMethod: null,
    title: tr('Scheck / Zahlungsanweisung', 'Cheque / postwissel', 'Check / Money order'),
    instructions: tr(
      'Senden Sie den Scheck an: Demo Shop GmbH, Friedrichstraße 100, 10117 Berlin.',
      'Stuur de cheque naar: Demo Shop GmbH, Friedrichstraße 100, 10117 Berlijn.',
      'Send the check to: Demo Shop GmbH, Friedrichstraße 100, 10117 Berlin, Germany.',
    ),
    countries: ['DE', 'AT', 'CH', 'LU'],
    fields: [],
  },
];

export function findPaymentMethod(code: string): PaymentMethodData {
  const method = PAYMENT_METHODS.find((candidate) => candidate.code === code);
  if (!method) throw new Error(`unknown payment method ${code}`);
  return method;
}

export { IDEAL_BANKS };

export async function seedPaymentMethods(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'payment_method',
    ['code', 'provider', 'provider_method', 'sort_order'],
    PAYMENT_METHODS.map((method, index) => [method.code, method.provider, method.providerMethod, index * 10]),
  );
  await insertRows(
    db,
    'payment_method_store',
    ['payment_method_code', 'store_code', 'title', 'instructions'],
    PAYMENT_METHODS.flatMap((method) =>
      rowsPerStore((store) => [
        method.code,
        store,
        method.title[store],
        method.instructions?.[store] ?? null,
      ]),
    ),
  );
  await insertRows(
    db,
    'payment_method_country',
    ['payment_method_code', 'country_code'],
    PAYMENT_METHODS.flatMap((method) => method.countries.map((country) => [method.code, country])),
  );
  const fields = PAYMENT_METHODS.flatMap((method) => method.fields.map((field) => ({ method, field })));
  await insertRows(
    db,
    'payment_method_field',
    ['id', 'payment_method_code', 'code', 'type', 'is_required', 'position'],
    fields.map(({ method, field }, index) => [
      index + 1,
      method.code,
      field.code,
      field.type,
      field.required,
      0,
    ]),
  );
  await insertRows(
    db,
    'payment_method_field_store',
    ['field_id', 'store_code', 'label'],
    fields.flatMap(({ field }, index) => rowsPerStore((store) => [index + 1, store, field.label[store]])),
  );
  await insertRows(
    db,
    'payment_method_field_option',
    ['field_id', 'value', 'label', 'position'],
    fields.flatMap(({ field }, index) =>
      field.options.map((option, position) => [index + 1, option.value, option.label, position]),
    ),
  );
}
