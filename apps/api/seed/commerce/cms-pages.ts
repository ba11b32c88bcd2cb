import { type Translated, tr } from './i18n.js';
import { CONTENT_MEDIA_FOLDER, mediaDirective } from './media.js';

export type PageLayout = 'empty' | '1column' | '2columns-left' | 'cms-full-width';

export interface CmsPageData {
  identifier: string;
  layout: PageLayout;
  urlKey: Translated;
  title: Translated;
  heading: Translated | null;
  content: Translated;
  metaDescription: Translated;
  metaKeywords: Translated;
}

export const ABOUT_IMAGE = `${CONTENT_MEDIA_FOLDER}/cms/team.svg`;

const ABOUT_IMAGE_TAG = `<img src="${mediaDirective(ABOUT_IMAGE)}" alt="" width="1200" height="600" loading="lazy">`;

/**
 * Internal links are written without a language prefix ('/ueber-uns'); the storefront adds the
 * prefix of a non-default language when it turns them into router links.
 */
export const CMS_PAGES: readonly CmsPageData[] = [
  {
    identifier: 'home',
    layout: 'cms-full-width',
    urlKey: tr('home', 'home', 'home'),
    title: tr('Willkommen im Demo Shop', 'Welkom bij de Demo Shop', 'Welcome to the Demo Shop'),
    heading: null,
    content: tr(
      '<p>Natürliche Nahrungsergänzung, Kleidung, Bodenbeläge und Fahrzeugteile: alles in einem Shop, schnell geliefert und mit persönlicher Beratung in unseren <a href="/winkel">Geschäften</a>.</p>',
      '<p>Natuurlijke supplementen, kleding, vloeren en auto-onderdelen: alles in één winkel, snel geleverd en met persoonlijk advies in onze <a href="/winkel">winkels</a>.</p>',
      '<p>Natural supplements, clothing, flooring and vehicle parts: all in one shop, delivered fast and with personal advice in our <a href="/winkel">stores</a>.</p>',
    ),
    metaDescription: tr(
      'Nahrungsergänzung, Mode, Böden und Autoteile online kaufen. Versandkostenfrei ab 50 €.',
      'Supplementen, mode, vloeren en auto-onderdelen online kopen. Gratis verzending vanaf € 50.',
      'Buy supplements, fashion, flooring and car parts online. Free shipping from €50.',
    ),
    metaKeywords: tr('onlineshop, mode, böden', 'webwinkel, mode, vloeren', 'online shop, fashion, flooring'),
  },
  {
    identifier: 'about-us',
    layout: '1column',
    urlKey: tr('ueber-uns', 'over-ons', 'about-us'),
    title: tr('Über uns', 'Over ons', 'About us'),
    heading: tr('Wer wir sind', 'Wie wij zijn', 'Who we are'),
    content: tr(
      `${ABOUT_IMAGE_TAG}<p>Seit 2016 verkaufen wir online, was wir selbst gerne nutzen. Aus einem kleinen Lager in Köln ist ein Team von 60 Menschen in Deutschland und den Niederlanden geworden.</p><h2>Was uns wichtig ist</h2><ul><li>Ehrliche Beratung, online und in unseren <a href="/winkel">Geschäften</a></li><li>Schnelle Lieferung, <a href="/versand">versandkostenfrei ab 50 €</a></li><li>Weniger Verpackung, mehr Recycling</li></ul><p>Fragen? Schreiben Sie uns über das <a href="/contact">Kontaktformular</a> oder an <a href="mailto:service@example.com">service@example.com</a>.</p>`,
      `${ABOUT_IMAGE_TAG}<p>Sinds 2016 verkopen we online wat we zelf graag gebruiken. Uit een klein magazijn in Keulen is een team van 60 mensen in Duitsland en Nederland gegroeid.</p><h2>Waar wij voor staan</h2><ul><li>Eerlijk advies, online en in onze <a href="/winkel">winkels</a></li><li>Snelle levering, <a href="/verzending">gratis vanaf € 50</a></li><li>Minder verpakking, meer recycling</li></ul><p>Vragen? Gebruik ons <a href="/contact">contactformulier</a> of mail naar <a href="mailto:service@example.com">service@example.com</a>.</p>`,
      `${ABOUT_IMAGE_TAG}<p>Since 2016 we have sold online what we like to use ourselves. A small warehouse in Cologne has grown into a team of 60 people in Germany and the Netherlands.</p><h2>What matters to us</h2><ul><li>Honest advice, online and in our <a href="/winkel">stores</a></li><li>Fast delivery, <a href="/shipping">free from €50</a></li><li>Less packaging, more recycling</li></ul><p>Questions? Use our <a href="/contact">contact form</a> or write to <a href="mailto:service@example.com">service@example.com</a>.</p>`,
    ),
    metaDescription: tr(
      'Wer hinter dem Demo Shop steht und was uns wichtig ist.',
      'Wie er achter de Demo Shop zitten en waar wij voor staan.',
      'Who is behind the Demo Shop and what matters to us.',
    ),
    metaKeywords: tr('über uns, team', 'over ons, team', 'about us, team'),
  },
  {
    identifier: 'customer-service',
    layout: '2columns-left',
    urlKey: tr('kundenservice', 'klantenservice', 'customer-service'),
    title: tr('Kundenservice', 'Klantenservice', 'Customer service'),
    heading: tr('Wie können wir helfen?', 'Hoe kunnen we helpen?', 'How can we help?'),
    content: tr(
      '<p>Viele Antworten finden Sie in unseren <a href="/faq">häufigen Fragen</a>.</p><p>Telefon: <a href="tel:+493055501000">030 5550 1000</a> (Mo–Fr 9–18 Uhr)<br>E-Mail: <a href="mailto:service@example.com">service@example.com</a></p>',
      '<p>Veel antwoorden vind je bij de <a href="/faq">veelgestelde vragen</a>.</p><p>Telefoon: <a href="tel:+31205550100">020 555 0100</a> (ma–vr 9–18 uur)<br>E-mail: <a href="mailto:service@example.com">service@example.com</a></p>',
      '<p>You will find many answers in our <a href="/faq">frequently asked questions</a>.</p><p>Phone: <a href="tel:+493055501000">+49 30 5550 1000</a> (Mon–Fri 9 am–6 pm)<br>E-mail: <a href="mailto:service@example.com">service@example.com</a></p>',
    ),
    metaDescription: tr(
      'Kontakt zum Kundenservice.',
      'Contact met de klantenservice.',
      'Contact customer service.',
    ),
    metaKeywords: tr('kundenservice, kontakt', 'klantenservice, contact', 'customer service, contact'),
  },
  {
    identifier: 'shipping',
    layout: '1column',
    urlKey: tr('versand', 'verzending', 'shipping'),
    title: tr('Versand und Lieferung', 'Verzending en levering', 'Shipping and delivery'),
    heading: null,
    content: tr(
      '<table><thead><tr><th>Land</th><th>Versand</th><th>Versandkostenfrei ab</th></tr></thead><tbody><tr><td>Deutschland</td><td>4,95 €</td><td>50 €</td></tr><tr><td>Niederlande</td><td>4,95 €</td><td>50 €</td></tr><tr><td>Österreich, Belgien, Luxemburg</td><td>6,95 €</td><td>75 €</td></tr><tr><td>Schweiz, Vereinigtes Königreich, Norwegen</td><td>19,95 €</td><td>150 €</td></tr></tbody></table><p>Express mit DPD am nächsten Werktag: 9,95 €. In unseren Geschäften in Amsterdam, Utrecht, Berlin und Köln holen Sie kostenlos ab.</p>',
      '<table><thead><tr><th>Land</th><th>Verzending</th><th>Gratis vanaf</th></tr></thead><tbody><tr><td>Nederland</td><td>€ 4,95</td><td>€ 50</td></tr><tr><td>Duitsland</td><td>€ 4,95</td><td>€ 50</td></tr><tr><td>België, Oostenrijk, Luxemburg</td><td>€ 5,95–6,95</td><td>€ 75</td></tr><tr><td>Zwitserland, Verenigd Koninkrijk, Noorwegen</td><td>€ 19,95</td><td>€ 150</td></tr></tbody></table><p>Express met DPD de volgende werkdag: € 9,95. Afhalen in onze winkels in Amsterdam, Utrecht, Berlijn en Keulen is gratis.</p>',
      '<table><thead><tr><th>Country</th><th>Shipping</th><th>Free from</th></tr></thead><tbody><tr><td>Germany, Netherlands</td><td>€4.95</td><td>€50</td></tr><tr><td>Austria, Belgium, Luxembourg</td><td>€5.95–6.95</td><td>€75</td></tr><tr><td>Switzerland, United Kingdom, Norway</td><td>€19.95</td><td>€150</td></tr><tr><td>Other EU countries</td><td>€12.95</td><td>€50</td></tr></tbody></table><p>DPD express on the next working day: €9.95. Collection from our stores in Amsterdam, Utrecht, Berlin and Cologne is free.</p>',
    ),
    metaDescription: tr(
      'Versandkosten und Lieferzeiten.',
      'Verzendkosten en levertijden.',
      'Shipping costs and delivery times.',
    ),
    metaKeywords: tr('versand, lieferung', 'verzending, levering', 'shipping, delivery'),
  },
  {
    identifier: 'returns',
    layout: '1column',
    urlKey: tr('ruecksendung', 'retourneren', 'returns'),
    title: tr('Rücksendung und Umtausch', 'Retourneren en ruilen', 'Returns and exchanges'),
    heading: null,
    content: tr(
      '<p>Sie haben 30 Tage Zeit, Artikel zurückzusenden. Der Rückversand innerhalb Deutschlands ist kostenlos.</p><ol><li>Melden Sie die Rücksendung in Ihrem <a href="/account">Kundenkonto</a> an.</li><li>Drucken Sie das Etikett aus.</li><li>Geben Sie das Paket bei DHL ab.</li></ol><p>Geöffnete Nahrungsergänzungsmittel und zugeschnittene Böden sind vom Umtausch ausgeschlossen.</p>',
      '<p>Je hebt 30 dagen om artikelen terug te sturen. Retourneren binnen Nederland is gratis.</p><ol><li>Meld de retour aan in <a href="/account">je account</a>.</li><li>Print het verzendlabel.</li><li>Lever het pakket in bij een PostNL-punt.</li></ol><p>Geopende supplementen en op maat gezaagde vloeren kunnen niet worden geretourneerd.</p>',
      '<p>You have 30 days to return items. Returns within Germany and the Netherlands are free.</p><ol><li>Register the return in <a href="/account">your account</a>.</li><li>Print the label.</li><li>Drop the parcel off with the carrier.</li></ol><p>Opened supplements and flooring cut to size cannot be returned.</p>',
    ),
    metaDescription: tr('So funktioniert die Rücksendung.', 'Zo werkt retourneren.', 'How returns work.'),
    metaKeywords: tr('rücksendung, umtausch', 'retour, ruilen', 'returns, exchange'),
  },
  {
    identifier: 'privacy',
    layout: '1column',
    urlKey: tr('datenschutz', 'privacy', 'privacy-policy'),
    title: tr('Datenschutzerklärung', 'Privacyverklaring', 'Privacy policy'),
    heading: null,
    content: tr(
      '<p>Wir verarbeiten Ihre Daten nur, um Bestellungen abzuwickeln, und nach der DSGVO.</p><h2>Cookies</h2><p>Notwendige Cookies speichern Ihren Warenkorb. Andere Cookies setzen wir nur mit Ihrer Zustimmung.</p><h2>Ihre Rechte</h2><p>Auskunft, Berichtigung und Löschung: <a href="mailto:datenschutz@example.com">datenschutz@example.com</a>.</p>',
      '<p>Wij verwerken je gegevens alleen om bestellingen af te handelen, volgens de AVG.</p><h2>Cookies</h2><p>Noodzakelijke cookies onthouden je winkelwagen. Andere cookies plaatsen we alleen met jouw toestemming.</p><h2>Jouw rechten</h2><p>Inzage, correctie en verwijdering: <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>',
      '<p>We process your data only to handle your orders, in line with the GDPR.</p><h2>Cookies</h2><p>Necessary cookies remember your cart. We set other cookies only with your consent.</p><h2>Your rights</h2><p>Access, correction and deletion: <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>',
    ),
    metaDescription: tr(
      'Datenschutz im Demo Shop.',
      'Privacy bij de Demo Shop.',
      'Privacy at the Demo Shop.',
    ),
    metaKeywords: tr('datenschutz, dsgvo', 'privacy, avg', 'privacy, gdpr'),
  },
  {
    identifier: 'terms',
    layout: '1column',
    urlKey: tr('agb', 'algemene-voorwaarden', 'terms-and-conditions'),
    title: tr('Allgemeine Geschäftsbedingungen', 'Algemene voorwaarden', 'Terms and conditions'),
    heading: null,
    content: tr(
      '<h2>§ 1 Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen im Demo Shop.</p><h2>§ 2 Vertragsschluss</h2><p>Der Vertrag kommt mit unserer Versandbestätigung zustande.</p><h2>§ 3 Preise</h2><p>Alle Preise enthalten die gesetzliche Mehrwertsteuer.</p><p>Online-Streitbeilegung: <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a></p>',
      '<h2>Artikel 1 Toepasselijkheid</h2><p>Deze voorwaarden gelden voor alle bestellingen bij de Demo Shop.</p><h2>Artikel 2 Overeenkomst</h2><p>De overeenkomst komt tot stand met onze verzendbevestiging.</p><h2>Artikel 3 Prijzen</h2><p>Alle prijzen zijn inclusief btw.</p><p>Online geschillenbeslechting: <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a></p>',
      '<h2>1 Scope</h2><p>These terms apply to all orders at the Demo Shop.</p><h2>2 Contract</h2><p>The contract is concluded with our shipping confirmation.</p><h2>3 Prices</h2><p>All prices include VAT.</p><p>Online dispute resolution: <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a></p>',
    ),
    metaDescription: tr('Unsere AGB.', 'Onze algemene voorwaarden.', 'Our terms and conditions.'),
    metaKeywords: tr('agb', 'voorwaarden', 'terms'),
  },
  {
    identifier: 'imprint',
    layout: '1column',
    urlKey: tr('impressum', 'colofon', 'imprint'),
    title: tr('Impressum', 'Colofon', 'Imprint'),
    heading: null,
    content: tr(
      '<p>Demo Shop GmbH<br>Friedrichstraße 100<br>10117 Berlin</p><p>Handelsregister: Amtsgericht Charlottenburg, HRB 000000<br>USt-IdNr.: DE000000000</p><p>Telefon: <a href="tel:+493055501000">030 5550 1000</a></p>',
      '<p>Demo Shop GmbH<br>Friedrichstraße 100<br>10117 Berlijn, Duitsland</p><p>KvK (Duitsland): HRB 000000<br>Btw-nummer: DE000000000</p><p>Telefoon: <a href="tel:+31205550100">020 555 0100</a></p>',
      '<p>Demo Shop GmbH<br>Friedrichstraße 100<br>10117 Berlin, Germany</p><p>Commercial register: HRB 000000<br>VAT ID: DE000000000</p><p>Phone: <a href="tel:+493055501000">+49 30 5550 1000</a></p>',
    ),
    metaDescription: tr(
      'Impressum des Demo Shops.',
      'Colofon van de Demo Shop.',
      'Imprint of the Demo Shop.',
    ),
    metaKeywords: tr('impressum', 'colofon', 'imprint'),
  },
  {
    identifier: 'no-route',
    layout: '1column',
    urlKey: tr('no-route', 'no-route', 'no-route'),
    title: tr('404, etwas ist schiefgelaufen', '404, er ging iets mis', '404, something went wrong'),
    heading: tr('Seite nicht gefunden', 'Pagina niet gevonden', 'Page not found'),
    content: tr(
      '<p>Diese Seite ist nicht mehr erreichbar. Zurück zur <a href="/">Startseite</a> oder zur <a href="/search">Suche</a>.</p>',
      '<p>Deze pagina is niet meer bereikbaar. Terug naar de <a href="/">homepage</a> of <a href="/search">zoeken</a>.</p>',
      '<p>This page is no longer accessible. Back to the <a href="/">home page</a> or <a href="/search">search</a>.</p>',
    ),
    metaDescription: tr('Seite nicht gefunden', 'Pagina niet gevonden', 'Page not found'),
    metaKeywords: tr('404', '404', '404'),
  },
];
