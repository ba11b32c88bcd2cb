import { type Catalogue, textsOf } from '../../texts.js';

export const alertMessages = {
  de: {
    'alert.product_not_found': 'Es gibt kein Produkt mit der SKU "{sku}".',
    'alert.in_stock': '„{name}“ ist auf Lager und kann jetzt bestellt werden.',
    'alert.mail_subject': 'Wieder lieferbar: {name}',
    'alert.mail_greeting': 'Hallo,',
    'alert.mail_body': '„{name}“ ist wieder auf Lager. Bestellen Sie jetzt, solange der Vorrat reicht.',
    'alert.mail_action': 'Zum Produkt',
    'alert.mail_footer':
      'Sie erhalten diese E-Mail einmalig, weil Sie sich für eine Benachrichtigung zu diesem Produkt angemeldet haben.',
  },
  nl: {
    'alert.product_not_found': 'Er is geen product met SKU "{sku}".',
    'alert.in_stock': '"{name}" is op voorraad en kan nu besteld worden.',
    'alert.mail_subject': 'Weer op voorraad: {name}',
    'alert.mail_greeting': 'Hallo,',
    'alert.mail_body': '"{name}" is weer op voorraad. Bestel nu, zolang de voorraad strekt.',
    'alert.mail_action': 'Naar het product',
    'alert.mail_footer':
      'Je ontvangt deze e-mail eenmalig omdat je je hebt aangemeld voor een melding over dit product.',
  },
  en: {
    'alert.product_not_found': 'Could not find a product with SKU "{sku}".',
    'alert.in_stock': '"{name}" is in stock and can be ordered now.',
    'alert.mail_subject': 'Back in stock: {name}',
    'alert.mail_greeting': 'Hello,',
    'alert.mail_body': '"{name}" is back in stock. Order now while stocks last.',
    'alert.mail_action': 'View the product',
    'alert.mail_footer':
      'You receive this e-mail once because you asked to be told when this product is back.',
  },
} as const satisfies Catalogue<string>;

export type AlertMessageKey = keyof (typeof alertMessages)['en'];

export const alertText = textsOf<AlertMessageKey>(alertMessages);
