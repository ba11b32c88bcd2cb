import { type Translated, tr } from './i18n.js';

export interface CmsBlockData {
  identifier: string;
  title: Translated;
  content: Translated;
}

function linkList(links: readonly (readonly [href: string, label: string])[]): string {
  return `<ul>${links.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ul>`;
}

/**
 * Footer and USP blocks. Their links cover every kind the storefront must handle (docs/BEHAVIOUR.md#data
 * "CMS block"): internal paths become router links; https, mailto and tel stay plain anchors.
 */
export const CMS_BLOCKS: readonly CmsBlockData[] = [
  {
    identifier: 'footer-links-1',
    title: tr('Service', 'Service', 'Service'),
    content: tr(
      linkList([
        ['/kundenservice', 'Kundenservice'],
        ['/faq', 'Häufige Fragen'],
        ['/versand', 'Versand und Lieferung'],
        ['/ruecksendung', 'Rücksendung'],
        ['/contact', 'Kontakt'],
      ]),
      linkList([
        ['/klantenservice', 'Klantenservice'],
        ['/faq', 'Veelgestelde vragen'],
        ['/verzending', 'Verzending en levering'],
        ['/retourneren', 'Retourneren'],
        ['/contact', 'Contact'],
      ]),
      linkList([
        ['/customer-service', 'Customer service'],
        ['/faq', 'FAQ'],
        ['/shipping', 'Shipping and delivery'],
        ['/returns', 'Returns'],
        ['/contact', 'Contact'],
      ]),
    ),
  },
  {
    identifier: 'footer-links-2',
    title: tr('Über uns', 'Over ons', 'About us'),
    content: tr(
      linkList([
        ['/ueber-uns', 'Über uns'],
        ['/winkel', 'Unsere Geschäfte'],
        ['/blog', 'Blog'],
        ['/merken', 'Marken'],
      ]),
      linkList([
        ['/over-ons', 'Over ons'],
        ['/winkel', 'Onze winkels'],
        ['/blog', 'Blog'],
        ['/merken', 'Merken'],
      ]),
      linkList([
        ['/about-us', 'About us'],
        ['/winkel', 'Our stores'],
        ['/blog', 'Blog'],
        ['/merken', 'Brands'],
      ]),
    ),
  },
  {
    identifier: 'footer-links-3',
    title: tr('Rechtliches', 'Juridisch', 'Legal'),
    content: tr(
      linkList([
        ['/agb', 'AGB'],
        ['/datenschutz', 'Datenschutz'],
        ['/impressum', 'Impressum'],
        ['https://ec.europa.eu/consumers/odr', 'OS-Plattform der EU'],
      ]),
      linkList([
        ['/algemene-voorwaarden', 'Algemene voorwaarden'],
        ['/privacy', 'Privacy'],
        ['/colofon', 'Colofon'],
        ['https://ec.europa.eu/consumers/odr', 'ODR-platform van de EU'],
      ]),
      linkList([
        ['/terms-and-conditions', 'Terms and conditions'],
        ['/privacy-policy', 'Privacy policy'],
        ['/imprint', 'Imprint'],
        ['https://ec.europa.eu/consumers/odr', 'EU online dispute resolution'],
      ]),
    ),
  },
  {
    identifier: 'footer-contact',
    title: tr('Kontakt', 'Contact', 'Contact'),
    content: tr(
      '<p>Demo Shop GmbH<br>Friedrichstraße 100, 10117 Berlin</p><p><a href="tel:+493055501000">030 5550 1000</a><br><a href="mailto:service@example.com">service@example.com</a></p><p>Mo–Fr 9–18 Uhr</p>',
      '<p>Demo Shop<br>Oudegracht 158, 3511 AZ Utrecht</p><p><a href="tel:+31205550100">020 555 0100</a><br><a href="mailto:service@example.com">service@example.com</a></p><p>ma–vr 9–18 uur</p>',
      '<p>Demo Shop GmbH<br>Friedrichstraße 100, 10117 Berlin, Germany</p><p><a href="tel:+493055501000">+49 30 5550 1000</a><br><a href="mailto:service@example.com">service@example.com</a></p><p>Mon–Fri 9 am–6 pm</p>',
    ),
  },
  {
    identifier: 'footer-social',
    title: tr('Folgen Sie uns', 'Volg ons', 'Follow us'),
    content: tr(
      linkList([
        ['https://www.instagram.com/', 'Instagram'],
        ['https://www.facebook.com/', 'Facebook'],
        ['https://www.youtube.com/', 'YouTube'],
      ]),
      linkList([
        ['https://www.instagram.com/', 'Instagram'],
        ['https://www.facebook.com/', 'Facebook'],
        ['https://www.youtube.com/', 'YouTube'],
      ]),
      linkList([
        ['https://www.instagram.com/', 'Instagram'],
        ['https://www.facebook.com/', 'Facebook'],
        ['https://www.youtube.com/', 'YouTube'],
      ]),
    ),
  },
  {
    identifier: 'usp',
    title: tr('Ihre Vorteile', 'Jouw voordelen', 'Why shop with us'),
    content: tr(
      '<ul class="usp"><li>Versandkostenfrei ab 50 €</li><li>30 Tage Rückgaberecht</li><li>Abholung in 4 Geschäften</li><li>Kauf auf Rechnung für Geschäftskunden</li></ul>',
      '<ul class="usp"><li>Gratis verzending vanaf € 50</li><li>30 dagen bedenktijd</li><li>Afhalen in 4 winkels</li><li>Op rekening voor zakelijke klanten</li></ul>',
      '<ul class="usp"><li>Free shipping from €50</li><li>30-day returns</li><li>Collect from 4 stores</li><li>Pay by invoice for business customers</li></ul>',
    ),
  },
  {
    identifier: 'checkout-help',
    title: tr('Hilfe beim Bestellen', 'Hulp bij bestellen', 'Help with your order'),
    content: tr(
      '<p>Fragen zur Bestellung? Rufen Sie uns an: <a href="tel:+493055501000">030 5550 1000</a></p>',
      '<p>Vragen over je bestelling? Bel ons: <a href="tel:+31205550100">020 555 0100</a></p>',
      '<p>Questions about your order? Call us: <a href="tel:+493055501000">+49 30 5550 1000</a></p>',
    ),
  },
  {
    identifier: 'cookie-notice',
    title: tr('Cookies', 'Cookies', 'Cookies'),
    content: tr(
      '<p>Wir verwenden notwendige Cookies und, mit Ihrer Zustimmung, weitere Cookies für Statistik und Marketing. Mehr in der <a href="/datenschutz">Datenschutzerklärung</a>.</p>',
      '<p>Wij gebruiken noodzakelijke cookies en, met jouw toestemming, andere cookies voor statistiek en marketing. Meer in de <a href="/privacy">privacyverklaring</a>.</p>',
      '<p>We use necessary cookies and, with your consent, other cookies for statistics and marketing. More in our <a href="/privacy-policy">privacy policy</a>.</p>',
    ),
  },
];
