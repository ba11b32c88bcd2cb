import { type Translated, tr } from './i18n.js';

export type BlogTopic = 'health' | 'fashion' | 'home' | 'mobility' | 'news';

export interface BlogCategoryText {
  identifier: BlogTopic;
  title: Translated;
  urlKey: Translated;
}

export const BLOG_CATEGORIES: readonly BlogCategoryText[] = [
  {
    identifier: 'health',
    title: tr('Gesundheit', 'Gezondheid', 'Health'),
    urlKey: tr('gesundheit', 'gezondheid', 'health'),
  },
  { identifier: 'fashion', title: tr('Mode', 'Mode', 'Fashion'), urlKey: tr('mode', 'mode', 'fashion') },
  { identifier: 'home', title: tr('Wohnen', 'Wonen', 'Home'), urlKey: tr('wohnen', 'wonen', 'home') },
  {
    identifier: 'mobility',
    title: tr('Auto & Motorrad', 'Auto & motor', 'Cars & bikes'),
    urlKey: tr('auto-motorrad', 'auto-motor', 'cars-bikes'),
  },
  {
    identifier: 'news',
    title: tr('Neuigkeiten', 'Nieuws', 'News'),
    urlKey: tr('neuigkeiten', 'nieuws', 'news'),
  },
];

export interface BlogPostText {
  identifier: string;
  topic: BlogTopic;
  title: Translated;
}

function post(identifier: string, topic: BlogTopic, de: string, nl: string, en: string): BlogPostText {
  return { identifier, topic, title: tr(de, nl, en) };
}

/** 30 posts, newest first: with 9 a page every store view has 4 pages. */
export const BLOG_POSTS: readonly BlogPostText[] = [
  post(
    'vitamin-d-in-winter',
    'health',
    'Vitamin D im Winter: Was Sie wissen sollten',
    'Vitamine D in de winter: wat je moet weten',
    'Vitamin D in winter: what you should know',
  ),
  post(
    'capsule-wardrobe',
    'fashion',
    'Die Capsule Wardrobe: weniger ist mehr',
    'De capsule wardrobe: minder is meer',
    'The capsule wardrobe: less is more',
  ),
  post('laminate-or-vinyl', 'home', 'Laminat oder Vinyl?', 'Laminaat of pvc?', 'Laminate or vinyl?'),
  post(
    'changing-tyres',
    'mobility',
    'Reifenwechsel: Wann ist es Zeit?',
    'Bandenwissel: wanneer is het tijd?',
    'Changing tyres: when is it time?',
  ),
  post(
    'new-store-utrecht',
    'news',
    'Unser neues Geschäft in Utrecht',
    'Onze nieuwe winkel in Utrecht',
    'Our new store in Utrecht',
  ),
  post(
    'magnesium-for-athletes',
    'health',
    'Magnesium für Sportler',
    'Magnesium voor sporters',
    'Magnesium for athletes',
  ),
  post(
    'find-your-size',
    'fashion',
    'So finden Sie die richtige Größe',
    'Zo vind je de juiste maat',
    'How to find the right size',
  ),
  post(
    'laying-click-vinyl',
    'home',
    'Klick-Vinyl selbst verlegen',
    'Zelf klik-pvc leggen',
    'Laying click vinyl yourself',
  ),
  post(
    'brake-pads',
    'mobility',
    'Bremsbeläge prüfen und wechseln',
    'Remblokken controleren en vervangen',
    'Checking and replacing brake pads',
  ),
  post(
    'free-shipping-from-50',
    'news',
    'Versandkostenfrei ab 50 €',
    'Gratis verzending vanaf € 50',
    'Free shipping from €50',
  ),
  post(
    'high-protein-breakfast',
    'health',
    'Fünf Frühstücksideen mit viel Eiweiß',
    'Vijf eiwitrijke ontbijtideeën',
    'Five high-protein breakfast ideas',
  ),
  post(
    'washing-wool',
    'fashion',
    'Wolle richtig waschen',
    'Wol op de juiste manier wassen',
    'Washing wool the right way',
  ),
  post(
    'underfloor-heating',
    'home',
    'Welcher Boden passt zur Fußbodenheizung?',
    'Welke vloer past bij vloerverwarming?',
    'Which floor suits underfloor heating?',
  ),
  post(
    'part-finder-guide',
    'mobility',
    'Das passende Teil in drei Schritten',
    'In drie stappen het juiste onderdeel',
    'The right part in three steps',
  ),
  post(
    'pickup-in-store',
    'news',
    'Online bestellen, im Geschäft abholen',
    'Online bestellen, in de winkel afhalen',
    'Order online, pick up in store',
  ),
  post(
    'sleep-better',
    'health',
    'Besser schlafen in sieben Schritten',
    'Beter slapen in zeven stappen',
    'Sleep better in seven steps',
  ),
  post(
    'rain-jackets-compared',
    'fashion',
    'Regenjacken im Vergleich',
    'Regenjassen vergeleken',
    'Rain jackets compared',
  ),
  post(
    'square-metres',
    'home',
    'Quadratmeter richtig berechnen',
    'Vierkante meters goed berekenen',
    'Calculating square metres correctly',
  ),
  post(
    'motorbike-spring-check',
    'mobility',
    'Frühjahrscheck fürs Motorrad',
    'Voorjaarscheck voor je motor',
    'Spring check for your motorbike',
  ),
  post(
    'longer-service-hours',
    'news',
    'Längere Servicezeiten',
    'Ruimere openingstijden klantenservice',
    'Longer customer service hours',
  ),
  post(
    'omega-3-explained',
    'health',
    'Omega-3 einfach erklärt',
    'Omega-3 eenvoudig uitgelegd',
    'Omega-3 explained simply',
  ),
  post(
    'autumn-colours',
    'fashion',
    'Die Trendfarben des Herbstes',
    'De trendkleuren van de herfst',
    "This autumn's colours",
  ),
  post(
    'wooden-floor-care',
    'home',
    'Pflegetipps für Holzböden',
    'Onderhoudstips voor houten vloeren',
    'Care tips for wooden floors',
  ),
  post(
    'wiper-blades',
    'mobility',
    'Scheibenwischer: klare Sicht bei jedem Wetter',
    'Ruitenwissers: helder zicht bij elk weer',
    'Wiper blades: a clear view in all weathers',
  ),
  post(
    'less-plastic',
    'news',
    'Weniger Plastik in unseren Paketen',
    'Minder plastic in onze pakketten',
    'Less plastic in our parcels',
  ),
  post(
    'resilient-autumn',
    'health',
    'Gut durch den Herbst',
    'Weerbaar de herfst door',
    'Staying well through autumn',
  ),
  post(
    'sustainable-fabrics',
    'fashion',
    'Nachhaltige Stoffe im Überblick',
    'Duurzame stoffen op een rij',
    'Sustainable fabrics at a glance',
  ),
  post(
    'cosy-living-room',
    'home',
    'Gemütliches Wohnzimmer mit wenig Aufwand',
    'Een gezellige woonkamer met weinig moeite',
    'A cosy living room with little effort',
  ),
  post(
    'car-battery-winter',
    'mobility',
    'Die Autobatterie im Winter',
    'De accu in de winter',
    'Your car battery in winter',
  ),
  post(
    'ten-years-online',
    'news',
    'Zehn Jahre Onlineshop: Danke!',
    'Tien jaar webwinkel: bedankt!',
    'Ten years online: thank you!',
  ),
];

interface TopicText {
  intro: Translated;
  paragraphs: readonly Translated[];
  tips: readonly Translated[];
}

/** Text material per topic; each post combines it in its own order. */
export const TOPIC_TEXTS: Readonly<Record<BlogTopic, TopicText>> = {
  health: {
    intro: tr(
      'Kleine Gewohnheiten machen im Alltag den größten Unterschied.',
      'Kleine gewoonten maken in het dagelijks leven het grootste verschil.',
      'Small habits make the biggest difference in everyday life.',
    ),
    paragraphs: [
      tr(
        'Eine ausgewogene Ernährung deckt den Bedarf an den meisten Nährstoffen. Nahrungsergänzung ist sinnvoll, wo die Ernährung Lücken lässt, etwa im Winter oder bei viel Sport.',
        'Gevarieerd eten dekt de behoefte aan de meeste voedingsstoffen. Supplementen zijn zinvol waar je voeding tekortschiet, bijvoorbeeld in de winter of bij veel sporten.',
        'A balanced diet covers most of your nutrient needs. Supplements make sense where your diet falls short, for instance in winter or when you train a lot.',
      ),
      tr(
        'Achten Sie auf die empfohlene Tagesdosis. Mehr hilft nicht immer mehr, und manche Stoffe sollten nicht gleichzeitig eingenommen werden.',
        'Let op de aanbevolen dagelijkse hoeveelheid. Meer is niet altijd beter, en sommige stoffen neem je beter niet tegelijk in.',
        'Mind the recommended daily dose. More is not always better, and some substances are best not taken together.',
      ),
      tr(
        'Bei Fragen zu Wechselwirkungen mit Medikamenten sprechen Sie bitte mit Ihrer Ärztin, Ihrem Arzt oder Ihrer Apotheke.',
        'Heb je vragen over wisselwerking met medicijnen? Overleg dan met je huisarts of apotheek.',
        'If you have questions about interactions with medicines, please talk to your doctor or pharmacist.',
      ),
      tr(
        'Bewegung an der frischen Luft, genug Schlaf und regelmäßige Mahlzeiten bleiben die Grundlage.',
        'Bewegen in de buitenlucht, voldoende slaap en regelmatige maaltijden blijven de basis.',
        'Exercise outdoors, enough sleep and regular meals remain the foundation.',
      ),
    ],
    tips: [
      tr('Täglich 30 Minuten Tageslicht', 'Dagelijks 30 minuten daglicht', '30 minutes of daylight a day'),
      tr('Genug Wasser trinken', 'Voldoende water drinken', 'Drink enough water'),
      tr('Zu den Mahlzeiten einnehmen', 'Innemen bij de maaltijd', 'Take with a meal'),
      tr('Feste Schlafenszeiten', 'Vaste bedtijden', 'Regular bedtimes'),
    ],
  },
  fashion: {
    intro: tr(
      'Gute Kleidung hält länger, wenn man sie mit Bedacht auswählt und pflegt.',
      'Goede kleding gaat langer mee als je haar bewust kiest en goed verzorgt.',
      'Good clothes last longer when you choose them carefully and look after them.',
    ),
    paragraphs: [
      tr(
        'Beginnen Sie mit Basics in neutralen Farben. Sie lassen sich leicht kombinieren und mit einem farbigen Teil aufwerten.',
        'Begin met basics in neutrale kleuren. Die combineer je makkelijk en maak je af met één kleurrijk item.',
        'Start with basics in neutral colours. They are easy to combine and to lift with one colourful piece.',
      ),
      tr(
        'Die Größentabelle auf jeder Produktseite hilft bei der Wahl. Messen Sie Brust-, Taillen- und Hüftumfang und vergleichen Sie mit der Tabelle.',
        'De maattabel op elke productpagina helpt bij het kiezen. Meet borst-, taille- en heupomvang en vergelijk die met de tabel.',
        'The size chart on every product page helps you choose. Measure chest, waist and hips and compare them with the chart.',
      ),
      tr(
        'Waschen Sie seltener und kälter: Das schont Fasern und Farben, und es spart Energie.',
        'Was minder vaak en op een lagere temperatuur: dat spaart vezels, kleuren en energie.',
        'Wash less often and at lower temperatures: it spares fibres, colours and energy.',
      ),
      tr(
        'Passt etwas nicht? Der Umtausch ist 30 Tage lang kostenlos, online oder in unseren Geschäften.',
        'Past iets niet? Ruilen is 30 dagen gratis, online of in onze winkels.',
        'Something does not fit? Exchanges are free for 30 days, online or in our stores.',
      ),
    ],
    tips: [
      tr('Auf links waschen', 'Binnenstebuiten wassen', 'Wash inside out'),
      tr('Liegend trocknen', 'Liggend drogen', 'Dry flat'),
      tr('Größentabelle nutzen', 'Gebruik de maattabel', 'Use the size chart'),
      tr('Qualität vor Menge', 'Kwaliteit boven kwantiteit', 'Quality over quantity'),
    ],
  },
  home: {
    intro: tr(
      'Ein neuer Boden verändert einen Raum mehr als jedes andere Möbelstück.',
      'Een nieuwe vloer verandert een ruimte meer dan welk meubelstuk ook.',
      'A new floor changes a room more than any piece of furniture.',
    ),
    paragraphs: [
      tr(
        'Messen Sie jeden Raum einzeln und rechnen Sie 5 bis 10 Prozent Verschnitt hinzu. Unsere Produktseiten rechnen Quadratmeter automatisch in Pakete um.',
        'Meet elke ruimte apart en reken 5 tot 10 procent snijverlies erbij. Onze productpagina’s rekenen vierkante meters automatisch om naar pakken.',
        'Measure each room separately and add 5 to 10 per cent for offcuts. Our product pages convert square metres into packs for you.',
      ),
      tr(
        'Lassen Sie den Boden vor dem Verlegen 48 Stunden im Raum liegen, damit er sich an Temperatur und Luftfeuchtigkeit anpasst.',
        'Laat de vloer voor het leggen 48 uur in de ruimte liggen, zodat hij aan temperatuur en luchtvochtigheid kan wennen.',
        'Leave the flooring in the room for 48 hours before laying it so it adapts to temperature and humidity.',
      ),
      tr(
        'Eine gute Trittschalldämmung macht den Unterschied, besonders in Wohnungen.',
        'Een goede ondervloer maakt het verschil, zeker in appartementen.',
        'Good underlay makes all the difference, especially in flats.',
      ),
      tr(
        'Feucht wischen statt nass: So bleiben Holz und Laminat lange schön.',
        'Vochtig dweilen in plaats van nat: zo blijven hout en laminaat lang mooi.',
        'Mop damp rather than wet: wood and laminate stay beautiful for longer.',
      ),
    ],
    tips: [
      tr('Verschnitt einplanen', 'Reken op snijverlies', 'Plan for offcuts'),
      tr('Filzgleiter unter Möbel', 'Viltjes onder meubels', 'Felt pads under furniture'),
      tr('Muster bestellen', 'Bestel een staal', 'Order a sample'),
      tr('Dehnungsfuge lassen', 'Laat een dilatatievoeg', 'Leave an expansion gap'),
    ],
  },
  mobility: {
    intro: tr(
      'Regelmäßige Pflege spart Werkstattkosten und sorgt für Sicherheit.',
      'Regelmatig onderhoud bespaart garagekosten en zorgt voor veiligheid.',
      'Regular care saves garage bills and keeps you safe.',
    ),
    paragraphs: [
      tr(
        'Mit dem Teilefinder wählen Sie Typ, Marke, Modell, Baujahr und Motor und sehen nur passende Teile.',
        'Met de onderdelenzoeker kies je type, merk, model, bouwjaar en motor en zie je alleen passende onderdelen.',
        'With the part finder you choose type, brand, model, year and engine and see only parts that fit.',
      ),
      tr(
        'Prüfen Sie Profiltiefe, Reifendruck und Bremsen vor jeder längeren Fahrt.',
        'Controleer profieldiepte, bandenspanning en remmen voor elke lange rit.',
        'Check tread depth, tyre pressure and brakes before every long trip.',
      ),
      tr(
        'Wer selbst schraubt, braucht das richtige Werkzeug und ein Drehmoment nach Herstellerangabe.',
        'Wie zelf sleutelt, heeft het juiste gereedschap nodig en het aanhaalmoment volgens de fabrikant.',
        'If you do the work yourself, use the right tools and the torque the manufacturer specifies.',
      ),
      tr(
        'Im Zweifel hilft eine Werkstatt: Sicherheit geht vor.',
        'Bij twijfel helpt een garage: veiligheid voorop.',
        'When in doubt, ask a garage: safety comes first.',
      ),
    ],
    tips: [
      tr('Reifendruck monatlich prüfen', 'Maandelijks bandenspanning checken', 'Check tyre pressure monthly'),
      tr('Teilefinder nutzen', 'Gebruik de onderdelenzoeker', 'Use the part finder'),
      tr('Originalnummer vergleichen', 'Vergelijk het OE-nummer', 'Compare the OE number'),
      tr('Batterie im Winter laden', 'Laad de accu in de winter', 'Charge the battery in winter'),
    ],
  },
  news: {
    intro: tr(
      'Neuigkeiten aus dem Demo Shop: was sich für Sie ändert.',
      'Nieuws van de Demo Shop: wat er voor jou verandert.',
      'News from the Demo Shop: what changes for you.',
    ),
    paragraphs: [
      tr(
        'Wir wachsen weiter, und das verdanken wir Ihnen. Danke für Ihr Vertrauen und Ihre Bewertungen.',
        'We blijven groeien, en dat danken we aan jou. Bedankt voor je vertrouwen en je reviews.',
        'We keep growing, and we owe it to you. Thank you for your trust and your reviews.',
      ),
      tr(
        'Bestellungen bis 15 Uhr verlassen unser Lager noch am selben Werktag.',
        'Bestellingen tot 15.00 uur verlaten ons magazijn nog dezelfde werkdag.',
        'Orders placed by 3 pm leave our warehouse the same working day.',
      ),
      tr(
        'In unseren Geschäften in Amsterdam, Utrecht, Berlin und Köln holen Sie Online-Bestellungen kostenlos ab.',
        'In onze winkels in Amsterdam, Utrecht, Berlijn en Keulen haal je online bestellingen gratis af.',
        'Collect online orders free of charge from our stores in Amsterdam, Utrecht, Berlin and Cologne.',
      ),
      tr(
        'Unser Kundenservice ist jetzt montags bis freitags von 9 bis 18 Uhr erreichbar.',
        'Onze klantenservice is nu van maandag tot en met vrijdag van 9 tot 18 uur bereikbaar.',
        'Our customer service is now available Monday to Friday from 9 am to 6 pm.',
      ),
    ],
    tips: [
      tr('Versandkostenfrei ab 50 €', 'Gratis verzending vanaf € 50', 'Free shipping from €50'),
      tr('30 Tage Rückgaberecht', '30 dagen bedenktijd', '30-day returns'),
      tr('Abholung im Geschäft', 'Afhalen in de winkel', 'Collection in store'),
    ],
  },
};

export const BLOG_HEADINGS = {
  tips: tr('Unsere Tipps', 'Onze tips', 'Our tips'),
  summary: tr('Kurz gesagt', 'Kort samengevat', 'In short'),
} as const;

export const BLOG_AUTHORS = [
  { identifier: 'lisa-brandt', name: 'Lisa Brandt' },
  { identifier: 'pieter-van-dam', name: 'Pieter van Dam' },
  { identifier: 'emily-clarke', name: 'Emily Clarke' },
] as const;
