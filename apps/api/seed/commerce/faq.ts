import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { rowsPerStore, type Translated, tr } from './i18n.js';

interface FaqItemData {
  question: Translated;
  shortAnswer: Translated;
  /** Added to the short answer in the long (HTML) answer. */
  more: Translated;
}

interface FaqCategoryData {
  title: Translated;
  urlKey: Translated;
  items: readonly FaqItemData[];
}

function item(question: Translated, shortAnswer: Translated, more: Translated): FaqItemData {
  return { question, shortAnswer, more };
}

const FAQ: readonly FaqCategoryData[] = [
  {
    title: tr('Bestellen', 'Bestellen', 'Ordering'),
    urlKey: tr('bestellen', 'bestellen', 'ordering'),
    items: [
      item(
        tr('Brauche ich ein Kundenkonto?', 'Heb ik een account nodig?', 'Do I need an account?'),
        tr(
          'Nein, Sie können auch als Gast bestellen.',
          'Nee, je kunt ook als gast bestellen.',
          'No, you can also order as a guest.',
        ),
        tr(
          'Mit einem Konto sehen Sie Ihre Bestellungen, speichern Adressen und nutzen die Wunschliste.',
          'Met een account zie je je bestellingen, bewaar je adressen en gebruik je de verlanglijst.',
          'With an account you see your orders, save addresses and use the wishlist.',
        ),
      ),
      item(
        tr('Kann ich meine Bestellung ändern?', 'Kan ik mijn bestelling wijzigen?', 'Can I change my order?'),
        tr(
          'Solange sie noch nicht versendet ist, ja.',
          'Zolang die nog niet verzonden is wel.',
          'Yes, as long as it has not shipped yet.',
        ),
        tr(
          'Rufen Sie uns an oder schreiben Sie uns mit Ihrer Bestellnummer.',
          'Bel of mail ons met je bestelnummer.',
          'Call or write to us with your order number.',
        ),
      ),
      item(
        tr(
          'Wie löse ich einen Gutschein ein?',
          'Hoe gebruik ik een kortingscode?',
          'How do I use a discount code?',
        ),
        tr(
          'Im Warenkorb unter „Gutscheincode“.',
          'In de winkelwagen bij ‘Kortingscode’.',
          'In the cart, under "Discount code".',
        ),
        tr(
          'Pro Bestellung gilt ein Gutschein. Abgelaufene Codes werden abgelehnt.',
          'Per bestelling geldt één code. Verlopen codes worden geweigerd.',
          'One code per order. Expired codes are refused.',
        ),
      ),
      item(
        tr('Kann ich als Firma bestellen?', 'Kan ik zakelijk bestellen?', 'Can I order as a business?'),
        tr(
          'Ja, mit Firmenname, Handelsregister- und USt-IdNr.',
          'Ja, met bedrijfsnaam, KvK-nummer en btw-nummer.',
          'Yes, with company name, registration number and VAT number.',
        ),
        tr(
          'Die USt-IdNr. prüfen wir automatisch. Geschäftskonten werden nach Prüfung freigeschaltet.',
          'Het btw-nummer controleren we automatisch. Zakelijke accounts worden na controle geactiveerd.',
          'We check the VAT number automatically. Business accounts are activated after review.',
        ),
      ),
    ],
  },
  {
    title: tr('Versand und Lieferung', 'Verzending en levering', 'Shipping and delivery'),
    urlKey: tr('versand', 'verzending', 'shipping'),
    items: [
      item(
        tr('Was kostet der Versand?', 'Wat kost de verzending?', 'How much is shipping?'),
        tr(
          'Ab 4,95 €, ab 50 € Bestellwert versandkostenfrei.',
          'Vanaf € 4,95, gratis vanaf € 50.',
          'From €4.95, free from €50.',
        ),
        tr(
          'Für Österreich, Belgien und Luxemburg gilt die Grenze 75 €.',
          'Voor België, Oostenrijk en Luxemburg geldt een grens van € 75.',
          'For Austria, Belgium and Luxembourg the threshold is €75.',
        ),
      ),
      item(
        tr('Wie lange dauert die Lieferung?', 'Hoe lang duurt de levering?', 'How long does delivery take?'),
        tr('1–2 Werktage in DE und NL.', '1–2 werkdagen in NL en DE.', '1–2 working days in DE and NL.'),
        tr(
          'Mit DPD Express liefern wir am nächsten Werktag.',
          'Met DPD Express leveren we de volgende werkdag.',
          'With DPD Express we deliver the next working day.',
        ),
      ),
      item(
        tr('Kann ich im Geschäft abholen?', 'Kan ik afhalen in de winkel?', 'Can I collect in store?'),
        tr(
          'Ja, kostenlos in Amsterdam, Utrecht, Berlin und Köln.',
          'Ja, gratis in Amsterdam, Utrecht, Berlijn en Keulen.',
          'Yes, free of charge in Amsterdam, Utrecht, Berlin and Cologne.',
        ),
        tr(
          'Sie erhalten eine Nachricht, sobald Ihre Bestellung bereitliegt.',
          'Je krijgt bericht zodra je bestelling klaarligt.',
          'We let you know as soon as your order is ready.',
        ),
      ),
    ],
  },
  {
    title: tr('Bezahlen', 'Betalen', 'Payment'),
    urlKey: tr('bezahlen', 'betalen', 'payment'),
    items: [
      item(
        tr(
          'Welche Zahlungsarten gibt es?',
          'Welke betaalmethoden zijn er?',
          'Which payment methods are there?',
        ),
        tr(
          'PayPal, Kreditkarte, iDEAL, Bancontact und Vorkasse.',
          'iDEAL, creditcard, PayPal, Bancontact en bankoverschrijving.',
          'PayPal, credit card, iDEAL, Bancontact and bank transfer.',
        ),
        tr(
          'Welche Arten angeboten werden, hängt vom Land der Rechnungsadresse ab.',
          'Welke methoden je ziet, hangt af van het land van je factuuradres.',
          'Which methods you see depends on the country of your billing address.',
        ),
      ),
      item(
        tr('Ist die Zahlung sicher?', 'Is betalen veilig?', 'Is paying safe?'),
        tr(
          'Ja, Sie zahlen auf der gesicherten Seite unseres Zahlungsanbieters.',
          'Ja, je betaalt op de beveiligde pagina van onze betaalprovider.',
          "Yes, you pay on our payment provider's secure page.",
        ),
        tr(
          'Ihre Kartendaten erreichen unseren Shop nie.',
          'Je kaartgegevens komen nooit bij onze winkel terecht.',
          'Your card details never reach our shop.',
        ),
      ),
      item(
        tr(
          'Die Zahlung ist fehlgeschlagen. Was nun?',
          'De betaling is mislukt. Wat nu?',
          'The payment failed. What now?',
        ),
        tr(
          'Ihr Warenkorb bleibt erhalten; versuchen Sie es erneut.',
          'Je winkelwagen blijft bewaard; probeer het opnieuw.',
          'Your cart is kept; simply try again.',
        ),
        tr(
          'Klappt es weiterhin nicht, wählen Sie eine andere Zahlungsart oder kontaktieren Sie uns.',
          'Lukt het nog steeds niet, kies dan een andere betaalmethode of neem contact op.',
          'If it still fails, choose another payment method or contact us.',
        ),
      ),
    ],
  },
  {
    title: tr('Rücksendung', 'Retourneren', 'Returns'),
    urlKey: tr('ruecksendung', 'retourneren', 'returns'),
    items: [
      item(
        tr(
          'Wie lange kann ich zurücksenden?',
          'Hoe lang kan ik retourneren?',
          'How long can I return items?',
        ),
        tr('30 Tage nach Erhalt.', '30 dagen na ontvangst.', '30 days after delivery.'),
        tr(
          'Melden Sie die Rücksendung in Ihrem Konto an und drucken Sie das Etikett aus.',
          'Meld de retour aan in je account en print het label.',
          'Register the return in your account and print the label.',
        ),
      ),
      item(
        tr(
          'Wann erhalte ich mein Geld zurück?',
          'Wanneer krijg ik mijn geld terug?',
          'When do I get my money back?',
        ),
        tr(
          'Innerhalb von 5 Werktagen nach Eingang der Rücksendung.',
          'Binnen 5 werkdagen na ontvangst van de retour.',
          'Within 5 working days of receiving the return.',
        ),
        tr(
          'Die Erstattung erfolgt auf die ursprüngliche Zahlungsart.',
          'We betalen terug via de oorspronkelijke betaalmethode.',
          'We refund to the original payment method.',
        ),
      ),
    ],
  },
  {
    title: tr('Kundenkonto', 'Account', 'Account'),
    urlKey: tr('kundenkonto', 'account', 'account'),
    items: [
      item(
        tr('Ich habe mein Passwort vergessen.', 'Ik ben mijn wachtwoord vergeten.', 'I forgot my password.'),
        tr(
          'Über „Passwort vergessen“ erhalten Sie einen Link per E-Mail.',
          'Via ‘Wachtwoord vergeten’ ontvang je een link per e-mail.',
          'Use "Forgot password" and we e-mail you a link.',
        ),
        tr(
          'Der Link ist eine Stunde gültig. Ein sicheres Passwort hat mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, Ziffer und Sonderzeichen.',
          'De link is een uur geldig. Een veilig wachtwoord heeft minstens 8 tekens met hoofdletter, kleine letter, cijfer en speciaal teken.',
          'The link is valid for an hour. A safe password has at least 8 characters with upper and lower case, a digit and a special character.',
        ),
      ),
      item(
        tr(
          'Wie melde ich mich vom Newsletter ab?',
          'Hoe meld ik me af voor de nieuwsbrief?',
          'How do I unsubscribe from the newsletter?',
        ),
        tr(
          'In Ihrem Konto unter „Newsletter“ oder über den Link in jeder E-Mail.',
          'In je account onder ‘Nieuwsbrief’ of via de link in elke e-mail.',
          'In your account under "Newsletter" or with the link in every e-mail.',
        ),
        tr('Die Abmeldung gilt sofort.', 'De afmelding geldt direct.', 'Unsubscribing takes effect at once.'),
      ),
    ],
  },
];

/** FAQ categories and their questions, in every store view. */
export async function seedFaq(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'faq_category',
    ['id', 'position'],
    FAQ.map((_, index) => [index + 1, index]),
  );
  await insertRows(
    db,
    'faq_category_store',
    ['category_id', 'store_code', 'title', 'url_key'],
    FAQ.flatMap((category, index) =>
      rowsPerStore((store) => [index + 1, store, category.title[store], category.urlKey[store]]),
    ),
  );
  const items = FAQ.flatMap((category, categoryIndex) =>
    category.items.map((entry, position) => ({ entry, categoryId: categoryIndex + 1, position })),
  );
  await insertRows(
    db,
    'faq_item',
    ['id', 'category_id', 'position'],
    items.map((entry, index) => [index + 1, entry.categoryId, entry.position]),
  );
  await insertRows(
    db,
    'faq_item_store',
    ['item_id', 'store_code', 'question', 'short_answer', 'long_answer'],
    items.flatMap(({ entry }, index) =>
      rowsPerStore((store) => [
        index + 1,
        store,
        entry.question[store],
        entry.shortAnswer[store],
        `<p>${entry.shortAnswer[store]}</p><p>${entry.more[store]}</p>`,
      ]),
    ),
  );
}
