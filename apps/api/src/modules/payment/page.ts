import { messageLanguage } from '../../texts.js';
import { escapeHtml } from '../mail/outbox.js';

const PAGE_TEXTS = {
  de: {
    title: 'Testzahlung',
    intro:
      'Dies ist die Zahlungsseite des eingebauten Test-Zahlungsanbieters. Es wird kein echtes Geld bewegt.',
    order: 'Bestellung',
    amount: 'Betrag',
    method: 'Zahlungsart',
    pay: 'Bezahlen',
    cancel: 'Abbrechen',
    fail: 'Zahlung fehlschlagen lassen',
    choose: 'Bitte wählen',
    required: (label: string) => `Bitte wählen Sie: ${label}.`,
    done: 'Diese Zahlung ist bereits abgeschlossen.',
    back: 'Zurück zum Shop',
    unreachable: 'Der Shop hat die Zahlungsmeldung nicht angenommen. Bitte versuchen Sie es erneut.',
  },
  nl: {
    title: 'Testbetaling',
    intro:
      'Dit is de betaalpagina van de ingebouwde testbetaalprovider. Er wordt geen echt geld overgemaakt.',
    order: 'Bestelling',
    amount: 'Bedrag',
    method: 'Betaalmethode',
    pay: 'Betalen',
    cancel: 'Annuleren',
    fail: 'Betaling laten mislukken',
    choose: 'Maak een keuze',
    required: (label: string) => `Kies: ${label}.`,
    done: 'Deze betaling is al afgerond.',
    back: 'Terug naar de winkel',
    unreachable: 'De winkel heeft de betaalmelding niet aangenomen. Probeer het opnieuw.',
  },
  en: {
    title: 'Test payment',
    intro: "This is the built-in test payment provider's page. No real money moves.",
    order: 'Order',
    amount: 'Amount',
    method: 'Payment method',
    pay: 'Pay',
    cancel: 'Cancel',
    fail: 'Make the payment fail',
    choose: 'Please choose',
    required: (label: string) => `Please choose: ${label}.`,
    done: 'This payment has already been completed.',
    back: 'Back to the shop',
    unreachable: 'The shop did not accept the payment report. Please try again.',
  },
} as const;

export function pageTexts(language: string) {
  return PAGE_TEXTS[messageLanguage(language)];
}

export interface PaymentField {
  code: string;
  type: string;
  label: string;
  required: boolean;
  options: { value: string; label: string }[];
}

export interface PaymentPageData {
  language: string;
  locale: string;
  reference: string;
  orderNumber: string;
  amount: number;
  currency: string;
  methodTitle: string;
  fields: PaymentField[];
  /** The values chosen at checkout (e.g. the bank), preselected. */
  chosen: Record<string, string>;
  error?: string | undefined;
}

function layout(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
label{display:block;margin:1rem 0 .3rem}select{width:100%;padding:.4rem}fieldset{border:1px solid #ccc;border-radius:4px}
.buttons{display:flex;gap:.6rem;margin-top:1.5rem;flex-wrap:wrap}button{padding:.6rem 1rem;border-radius:4px;border:1px solid #888;cursor:pointer}
button[value=pay]{background:#1f5fbf;color:#fff;border-color:#1f5fbf}.error{color:#b00020;font-weight:600}.note{color:#555;font-size:.9rem}</style>
</head><body>${body}</body></html>`;
}

function fieldHtml(field: PaymentField, chosen: string | undefined, choose: string): string {
  const name = escapeHtml(field.code);
  if (field.type === 'radio') {
    const options = field.options
      .map(
        (option) =>
          `<label><input type="radio" name="${name}" value="${escapeHtml(option.value)}"${option.value === chosen ? ' checked' : ''}> ${escapeHtml(option.label)}</label>`,
      )
      .join('\n');
    return `<fieldset><legend>${escapeHtml(field.label)}</legend>${options}</fieldset>`;
  }
  const options = field.options
    .map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === chosen ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
    )
    .join('\n');
  return `<label for="field-${name}">${escapeHtml(field.label)}</label>
<select id="field-${name}" name="${name}"><option value="">${escapeHtml(choose)}</option>${options}</select>`;
}

/** The hosted payment page: amount, order number, the method's choosers (bank), pay / cancel / fail. */
export function paymentPage(data: PaymentPageData): string {
  const texts = pageTexts(data.language);
  const amount = new Intl.NumberFormat(data.locale.replace('_', '-'), {
    style: 'currency',
    currency: data.currency,
  }).format(data.amount);
  const fields = data.fields
    .map((field) => fieldHtml(field, data.chosen[field.code], texts.choose))
    .join('\n');
  return layout(
    data.language,
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1>
<p class="note">${escapeHtml(texts.intro)}</p>
<dl><dt>${escapeHtml(texts.order)}</dt><dd data-testid="order-number">${escapeHtml(data.orderNumber)}</dd>
<dt>${escapeHtml(texts.amount)}</dt><dd data-testid="amount">${escapeHtml(amount)}</dd>
<dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(data.methodTitle)}</dd></dl>
${data.error ? `<p class="error" role="alert">${escapeHtml(data.error)}</p>` : ''}
<form method="post" action="${escapeHtml(data.reference)}">
${fields}
<div class="buttons">
<button type="submit" name="action" value="pay">${escapeHtml(texts.pay)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(texts.cancel)}</button>
<button type="submit" name="action" value="fail" formnovalidate>${escapeHtml(texts.fail)}</button>
</div>
</form>`,
  );
}

/** The page of a payment that is no longer open, with the way back to the shop. */
export function messagePage(language: string, message: string, backUrl: string | null): string {
  const texts = pageTexts(language);
  return layout(
    language,
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(message)}</p>${
      backUrl ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(texts.back)}</a></p>` : ''
    }`,
  );
}
